import { formatDay } from '../../../contract/date-format';
import type { ScrapFigure, ScrapImage, ScrapReport } from '../../../contract/scrap-analysis';
import type { ReportDocument, ReportPicture, ReportSection } from '../../exports/report-model';
import type { ScrapCharts } from './export-charts';
import { exportWords, type ExportWords } from '../../exports/export-words';
import { summaryFigure } from '../../exports/format';
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

export interface ScrapFileParts {
  /** Every survey of the selection (the screen pages through them; a file lists them all). */
  surveys: ReportSection['rows'];
  /** The screen's charts, for the PDF; the Excel file carries their figures as tables. */
  charts?: ScrapCharts;
}

/**
 * The scrap analysis files: the cover page's facts and the graph header in the title block, then
 * the statistics by removal reason, wear condition and position (each with its chart in the PDF
 * and the tires with nothing recorded said, not plotted), the accounts and every survey, each a
 * section (an Excel sheet, a PDF heading), and the photos. Tread depths convert to 32nds for an
 * imperial user.
 */
export function scrapAnalysisDocument(context: ExportContext, report: ScrapReport, pictures: ReportPicture[], parts: ScrapFileParts): ReportDocument {
  const cover = report.cover_page;
  const words = exportWords(context.language);
  const header = report.graph_header;
  const figureName = (row: ScrapFigure) => ({ ...row, name: row.id === null ? words.i18n._('None recorded') : words.name(row.name) });
  const filters = [
    { label: /*i18n*/ 'Prepared for', value: cover.prepared_for.join(', ') },
    { label: /*i18n*/ 'Prepared by', value: cover.prepared_by },
    { label: /*i18n*/ 'Dates', value: `${formatDay(cover.date_from, context.language)} – ${formatDay(cover.date_to, context.language)}` },
    { label: /*i18n*/ 'Scrapped tires', value: summaryFigure(header.scrapped_tires, context.language) },
    { label: /*i18n*/ 'Locations', value: summaryFigure(header.locations, context.language) },
    { label: /*i18n*/ 'Surveys', value: summaryFigure(header.surveys, context.language) },
    { label: /*i18n*/ 'Retreads', value: summaryFigure(header.retreads, context.language) },
    { label: /*i18n*/ 'With photo', value: summaryFigure(header.with_photo, context.language) },
  ];
  if (cover.comments) filters.push({ label: /*i18n*/ 'Comments', value: cover.comments });
  const chart = (name: keyof ScrapCharts) => ({ picture: parts.charts?.[name].picture, summary: parts.charts?.[name].unrecorded ? [parts.charts[name].unrecorded] : undefined });
  return {
    meta: reportMeta({ ...context, filters }, cover.report_name, cover.title),
    sections: [
      { title: /*i18n*/ 'By removal reason', ...chart('reasons'), columns: figureColumns(/*i18n*/ 'Removal reason'), rows: report.statistics.by_removal_reason.map(figureName) },
      { title: /*i18n*/ 'By wear condition', ...chart('wear'), columns: figureColumns(/*i18n*/ 'Wear condition'), rows: report.statistics.by_wear_condition.map(figureName) },
      {
        title: /*i18n*/ 'By position',
        ...chart('position'),
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
        rows: parts.surveys,
      },
    ],
    pictures: { title: /*i18n*/ 'Photos of scrapped tires', items: pictures },
  };
}
