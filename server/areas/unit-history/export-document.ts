import type { UnitEventType } from '../../../contract/unit-history';
import type { ReportColumn, ReportDocument, ReportSection } from '../../exports/report-model';
import { exportWords, type ExportWords } from '../../exports/export-words';
import { reportMeta, type ExportContext } from '../../exports/report-meta';
import type { UnitEvent } from './history-repository';

export const UNIT_HISTORY_TITLE = /*i18n*/ 'Unit history report';

export const EVENT_TYPE_TEXT: Record<UnitEventType, string> = {
  survey: /*i18n*/ 'Survey',
  reading: /*i18n*/ 'Tire reading',
  removal: /*i18n*/ 'Tire removal',
  service: /*i18n*/ 'Service call',
};

type Rows = AsyncIterable<UnitEvent> | Iterable<UnitEvent>;

/** A reading's wear conditions, a removal's reasons and wear conditions, a service call's type and place, in the reader's words; comments as written. */
function detailsText(row: UnitEvent, words: Pick<ExportWords, 'names' | 'serviceCall'>): string {
  if (row.event_type === 'reading' || row.event_type === 'removal') return words.names(row.details);
  return row.event_type === 'service' ? words.serviceCall(row.details) : row.details;
}

async function* withTypeText(rows: Rows, language: string): AsyncGenerator<Record<string, unknown>> {
  const words = exportWords(language);
  for await (const row of rows) {
    yield { ...row, event_type_text: words.i18n._(EVENT_TYPE_TEXT[row.event_type]), survey_id: row.survey_id ?? '', details: detailsText(row, words) };
  }
}

/** The columns of the screen's table, in its order; the pipeline converts pressure and tread. */
const REPORT_COLUMNS: ReportColumn[] = [
  { key: 'unit_number', header: /*i18n*/ 'Unit', width: 10 },
  { key: 'event_at', header: /*i18n*/ 'Date', kind: 'datetime', width: 15 },
  { key: 'event_type_text', header: /*i18n*/ 'Event', width: 11 },
  { key: 'survey_id', header: /*i18n*/ 'Survey', width: 8 },
  { key: 'location_name', header: /*i18n*/ 'Location', width: 16 },
  { key: 'position', header: /*i18n*/ 'Position', width: 8 },
  { key: 'pressure_psi', header: /*i18n*/ 'Pressure', kind: 'pressure', width: 9 },
  { key: 'tread_depth_mm', header: /*i18n*/ 'Tread depth', kind: 'tread', width: 9 },
  { key: 'brand', header: /*i18n*/ 'Brand', width: 11 },
  { key: 'tire_size', header: /*i18n*/ 'Size', width: 11 },
  { key: 'details', header: /*i18n*/ 'Details', width: 22 },
];

/** Excel and PDF of the on-screen report: every event of the chosen units, one table. */
export function unitHistoryDocument(context: ExportContext, units: number, rows: Rows): ReportDocument {
  return {
    meta: reportMeta({ ...context, filters: [...context.filters, { label: /*i18n*/ 'Units', value: String(units) }] }, UNIT_HISTORY_TITLE),
    sections: [{ title: /*i18n*/ 'Unit history', columns: REPORT_COLUMNS, rows: withTypeText(rows, context.language) }],
  };
}

const unit: ReportColumn[] = [
  { key: 'unit_number', header: /*i18n*/ 'Unit', width: 10 },
  { key: 'account_name', header: /*i18n*/ 'Account', width: 16 },
];
const tire: ReportColumn[] = [
  { key: 'brand', header: /*i18n*/ 'Brand', width: 11 },
  { key: 'product_line', header: /*i18n*/ 'Product line', width: 12 },
  { key: 'tire_size', header: /*i18n*/ 'Size', width: 11 },
  { key: 'serial_number', header: /*i18n*/ 'Serial number', width: 12 },
];

const DETAIL_SECTIONS: { type: UnitEventType; title: string; columns: ReportColumn[] }[] = [
  {
    type: 'survey',
    title: /*i18n*/ 'Surveys',
    columns: [
      ...unit,
      { key: 'event_at', header: /*i18n*/ 'Inspected', kind: 'datetime', width: 15 },
      { key: 'survey_id', header: /*i18n*/ 'Survey', width: 8 },
      { key: 'location_name', header: /*i18n*/ 'Location', width: 16 },
      { key: 'performed_by', header: /*i18n*/ 'Surveyed by', width: 14 },
      { key: 'mileage', header: /*i18n*/ 'Mileage', kind: 'distance', width: 9 },
      { key: 'hours', header: /*i18n*/ 'Hours', kind: 'integer', width: 7 },
      { key: 'details', header: /*i18n*/ 'Comments', width: 20 },
    ],
  },
  {
    type: 'reading',
    title: /*i18n*/ 'Tire readings',
    columns: [
      ...unit,
      { key: 'event_at', header: /*i18n*/ 'Read', kind: 'datetime', width: 15 },
      { key: 'survey_id', header: /*i18n*/ 'Survey', width: 8 },
      { key: 'position', header: /*i18n*/ 'Position', width: 8 },
      { key: 'position_class', header: /*i18n*/ 'Wheel position', width: 8 },
      { key: 'pressure_psi', header: /*i18n*/ 'Pressure', kind: 'pressure', width: 9 },
      { key: 'tread_depth_mm', header: /*i18n*/ 'Tread depth', kind: 'tread', width: 9 },
      ...tire,
      { key: 'retread', header: /*i18n*/ 'Retread', width: 7 },
      { key: 'valve', header: /*i18n*/ 'Valve', width: 9 },
      { key: 'details', header: /*i18n*/ 'Wear conditions', width: 18 },
    ],
  },
  {
    type: 'removal',
    title: /*i18n*/ 'Tire removals',
    columns: [
      ...unit,
      { key: 'event_at', header: /*i18n*/ 'Removed', kind: 'datetime', width: 15 },
      { key: 'survey_id', header: /*i18n*/ 'Survey', width: 8 },
      { key: 'position', header: /*i18n*/ 'Position', width: 8 },
      { key: 'tread_depth_mm', header: /*i18n*/ 'Tread depth', kind: 'tread', width: 9 },
      ...tire,
      { key: 'replaced_by', header: /*i18n*/ 'Replaced by', width: 12 },
      { key: 'mileage', header: /*i18n*/ 'Odometer', kind: 'distance', width: 9 },
      { key: 'hours', header: /*i18n*/ 'Hours', kind: 'integer', width: 7 },
      { key: 'details', header: /*i18n*/ 'Reasons and comments', width: 22 },
    ],
  },
  {
    type: 'service',
    title: /*i18n*/ 'Service calls',
    columns: [
      ...unit,
      { key: 'event_at', header: /*i18n*/ 'Called', kind: 'datetime', width: 15 },
      { key: 'rolled_at', header: /*i18n*/ 'Rolled', kind: 'datetime', width: 15 },
      { key: 'location_name', header: /*i18n*/ 'Location', width: 16 },
      { key: 'performed_by', header: /*i18n*/ 'Dealer', width: 16 },
      { key: 'position_class', header: /*i18n*/ 'Wheel position', width: 8 },
      { key: 'details', header: /*i18n*/ 'Call', width: 18 },
      { key: 'cost', header: /*i18n*/ 'Total cost', kind: 'currency', width: 10 },
    ],
  },
];

async function* detailRows(rows: Rows, language: string): AsyncGenerator<Record<string, unknown>> {
  const words = exportWords(language);
  for await (const row of rows) {
    const retread = row.is_retread === null ? '' : words.yesNo(row.is_retread);
    const position = row.position_class === null ? null : words.positionClass(row.position_class);
    yield { ...row, survey_id: row.survey_id ?? '', retread, position_class: position, valve: row.valve === null ? null : words.name(row.valve), details: detailsText(row, words) };
  }
}

/**
 * "All details": one section (an Excel sheet) per event type with every field of that type.
 * `rowsOf` opens each type's rows only when the writer reaches its section; `reportName` names a
 * generated report.
 */
export function allDetailsDocument(context: ExportContext, reportName: string | null, units: number, rowsOf: (type: UnitEventType) => Rows): ReportDocument {
  // A generated report's file is titled with its name after the report's title.
  const title = reportName === null ? UNIT_HISTORY_TITLE : `${exportWords(context.language).i18n._(UNIT_HISTORY_TITLE)}: ${reportName}`;
  const sections: ReportSection[] = DETAIL_SECTIONS.map((section) => ({
    title: section.title,
    columns: section.columns,
    rows: { [Symbol.asyncIterator]: () => detailRows(rowsOf(section.type), context.language) },
  }));
  return {
    meta: reportMeta({ ...context, filters: [...context.filters, { label: /*i18n*/ 'Units', value: String(units) }] }, title),
    sections,
  };
}
