import { formatDay } from '../../../contract/date-format';
import type { ScrapFigure, ScrapImage, ScrapReport } from '../../../contract/scrap-analysis';
import type { ReportDocument, ReportPicture } from '../../exports/report-model';
import { exportWords, type ExportWords } from '../../exports/export-words';
import { reportMeta, type ExportContext } from '../../exports/report-meta';

/** A photo's "brand size · position · reason" in the reader's words (the report names it in English). */
export function photoName(image: ScrapImage, words: ExportWords): string {
  const product = image.name.split(' · ')[0] ?? image.name;
  return [product, words.positionClass(image.position_class), image.removal_reason === null ? null : words.name(image.removal_reason)].filter(Boolean).join(' · ');
}

const figureColumns = (first: string) => [
  { key: 'name', header: first, width: 24 },
  { key: 'tires', header: /*i18n*/ 'Scrapped tires', kind: 'integer' as const, width: 10 },
  { key: 'percent', header: /*i18n*/ 'Share', kind: 'percent' as const, width: 8, decimals: 1 },
];

/**
 * The scrap analysis files: the cover page's facts and the graph header in the title block, then
 * the statistics by removal reason, wear condition and position, the accounts and the surveys,
 * each a section (an Excel sheet, a PDF heading) with the figures get_scrap_report answers, and
 * the photos. Tread depths convert to 32nds for an imperial user.
 */
export function scrapAnalysisDocument(context: ExportContext, report: ScrapReport, pictures: ReportPicture[]): ReportDocument {
  const cover = report.cover_page;
  const words = exportWords(context.language);
  const header = report.graph_header;
  const figureName = (row: ScrapFigure) => ({ ...row, name: row.id === null ? words.i18n._('None recorded') : words.name(row.name) });
  const filters = [
    { label: /*i18n*/ 'Prepared for', value: cover.prepared_for.join(', ') },
    { label: /*i18n*/ 'Prepared by', value: cover.prepared_by },
    { label: /*i18n*/ 'Dates', value: `${formatDay(cover.date_from, context.language)} – ${formatDay(cover.date_to, context.language)}` },
    { label: /*i18n*/ 'Scrapped tires', value: String(header.scrapped_tires) },
    { label: /*i18n*/ 'Locations', value: String(header.locations) },
    { label: /*i18n*/ 'Surveys', value: String(header.surveys) },
    { label: /*i18n*/ 'Retreads', value: String(header.retreads) },
    { label: /*i18n*/ 'With photo', value: String(header.with_photo) },
  ];
  if (cover.comments) filters.push({ label: /*i18n*/ 'Comments', value: cover.comments });
  return {
    meta: reportMeta({ ...context, filters }, cover.report_name, cover.title),
    sections: [
      { title: /*i18n*/ 'By removal reason', columns: figureColumns(/*i18n*/ 'Removal reason'), rows: report.statistics.by_removal_reason.map(figureName) },
      { title: /*i18n*/ 'By wear condition', columns: figureColumns(/*i18n*/ 'Wear condition'), rows: report.statistics.by_wear_condition.map(figureName) },
      {
        title: /*i18n*/ 'By position',
        columns: [
          ...figureColumns(/*i18n*/ 'Position'),
          { key: 'average_tread_depth_mm', header: /*i18n*/ 'Average tread at removal', kind: 'tread', width: 12 },
        ],
        rows: report.statistics.by_position.map((row) => ({ ...row, name: words.positionClass(row.position_class) })),
      },
      {
        title: /*i18n*/ 'Accounts',
        columns: [
          { key: 'account_number', header: /*i18n*/ 'Account number', width: 12 },
          { key: 'account_name', header: /*i18n*/ 'Account', width: 24 },
          { key: 'tires', header: /*i18n*/ 'Scrapped tires', kind: 'integer', width: 10 },
          { key: 'retreads', header: /*i18n*/ 'Retreads', kind: 'integer', width: 9 },
          { key: 'with_photo', header: /*i18n*/ 'With photo', kind: 'integer', width: 9 },
          { key: 'average_tread_depth_mm', header: /*i18n*/ 'Average tread at removal', kind: 'tread', width: 12 },
          { key: 'top_removal_reason', header: /*i18n*/ 'Main removal reason', width: 18 },
        ],
        rows: report.account_tire_reports.map((row) => ({ ...row, top_removal_reason: row.top_removal_reason === null ? null : words.name(row.top_removal_reason) })),
      },
      {
        title: /*i18n*/ 'Surveys',
        columns: [
          { key: 'survey_date', header: /*i18n*/ 'Survey date', kind: 'date', width: 12 },
          { key: 'fleet_location_code', header: /*i18n*/ 'Location', width: 12 },
          { key: 'fleet_location_name', header: /*i18n*/ 'Name', width: 22 },
          { key: 'account_name', header: /*i18n*/ 'Account', width: 20 },
          { key: 'dealer_name', header: /*i18n*/ 'Dealer', width: 20 },
          { key: 'scrapped_tires', header: /*i18n*/ 'Scrapped tires', kind: 'integer', width: 10 },
        ],
        rows: report.survey_data.surveys.map((survey) => ({ ...survey, survey_date: survey.survey_date.slice(0, 10) })),
      },
    ],
    pictures: { title: /*i18n*/ 'Photos of scrapped tires', items: pictures },
  };
}
