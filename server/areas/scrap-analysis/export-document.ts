import type { ScrapReport } from '../../../contract/scrap-analysis';
import type { ReportDocument, ReportPicture } from '../../exports/report-model';
import { reportMeta, type ExportContext } from '../../exports/report-meta';

const POSITION_NAMES: Record<string, string> = { steer: 'Steer', drive: 'Drive', trail: 'Trailer', unknown: 'Unknown' };
const figureColumns = (first: string) => [
  { key: 'name', header: first, width: 24 },
  { key: 'tires', header: 'Scrapped tires', kind: 'integer' as const, width: 10 },
  { key: 'percent', header: 'Share', kind: 'percent' as const, width: 8, decimals: 1 },
];

/**
 * The scrap analysis files: the cover page's facts and the graph header in the title block, then
 * the statistics by removal reason, wear condition and position, the accounts and the surveys,
 * each a section (an Excel sheet, a PDF heading) with the figures get_scrap_report answers, and
 * the photos. Tread depths convert to 32nds for an imperial user.
 */
export function scrapAnalysisDocument(context: ExportContext, report: ScrapReport, pictures: ReportPicture[]): ReportDocument {
  const cover = report.cover_page;
  const header = report.graph_header;
  const filters = [
    { label: 'Prepared for', value: cover.prepared_for.join(', ') },
    { label: 'Prepared by', value: cover.prepared_by },
    { label: 'Dates', value: `${cover.date_from} – ${cover.date_to}` },
    { label: 'Scrapped tires', value: String(header.scrapped_tires) },
    { label: 'Locations', value: String(header.locations) },
    { label: 'Surveys', value: String(header.surveys) },
    { label: 'Retreads', value: String(header.retreads) },
    { label: 'With photo', value: String(header.with_photo) },
  ];
  if (cover.comments) filters.push({ label: 'Comments', value: cover.comments });
  return {
    meta: reportMeta({ ...context, filters }, cover.report_name, cover.title),
    sections: [
      { title: 'By removal reason', columns: figureColumns('Removal reason'), rows: report.statistics.by_removal_reason },
      { title: 'By wear condition', columns: figureColumns('Wear condition'), rows: report.statistics.by_wear_condition },
      {
        title: 'By position',
        columns: [
          ...figureColumns('Position'),
          { key: 'average_tread_depth_mm', header: 'Average tread at removal', kind: 'tread', width: 12 },
        ],
        rows: report.statistics.by_position.map((row) => ({ ...row, name: POSITION_NAMES[row.position_class] ?? row.position_class })),
      },
      {
        title: 'Accounts',
        columns: [
          { key: 'account_number', header: 'Account number', width: 12 },
          { key: 'account_name', header: 'Account', width: 24 },
          { key: 'tires', header: 'Scrapped tires', kind: 'integer', width: 10 },
          { key: 'retreads', header: 'Retreads', kind: 'integer', width: 9 },
          { key: 'with_photo', header: 'With photo', kind: 'integer', width: 9 },
          { key: 'average_tread_depth_mm', header: 'Average tread at removal', kind: 'tread', width: 12 },
          { key: 'top_removal_reason', header: 'Main removal reason', width: 18 },
        ],
        rows: report.account_tire_reports,
      },
      {
        title: 'Surveys',
        columns: [
          { key: 'survey_date', header: 'Survey date', kind: 'date', width: 12 },
          { key: 'fleet_location_code', header: 'Location', width: 12 },
          { key: 'fleet_location_name', header: 'Name', width: 22 },
          { key: 'account_name', header: 'Account', width: 20 },
          { key: 'dealer_name', header: 'Dealer', width: 20 },
          { key: 'scrapped_tires', header: 'Scrapped tires', kind: 'integer', width: 10 },
        ],
        rows: report.survey_data.surveys.map((survey) => ({ ...survey, survey_date: survey.survey_date.slice(0, 10) })),
      },
    ],
    pictures: { title: 'Photos of scrapped tires', items: pictures },
  };
}
