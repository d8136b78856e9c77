import type { UnitEventType } from '../../../contract/unit-history';
import type { ReportColumn, ReportDocument, ReportSection } from '../../exports/report-model';
import { reportMeta, type ExportContext } from '../../exports/report-meta';
import type { UnitEvent } from './history-repository';

export const UNIT_HISTORY_TITLE = 'Unit history report';

export const EVENT_TYPE_TEXT: Record<UnitEventType, string> = {
  survey: 'Survey',
  reading: 'Tire reading',
  removal: 'Tire removal',
  service: 'Service call',
};

type Rows = AsyncIterable<UnitEvent> | Iterable<UnitEvent>;

async function* withTypeText(rows: Rows): AsyncGenerator<Record<string, unknown>> {
  for await (const row of rows) yield { ...row, event_type_text: EVENT_TYPE_TEXT[row.event_type], survey_id: row.survey_id ?? '' };
}

/** The columns of the screen's table, in its order; the pipeline converts pressure and tread. */
const REPORT_COLUMNS: ReportColumn[] = [
  { key: 'unit_number', header: 'Unit', width: 10 },
  { key: 'event_at', header: 'Date', kind: 'datetime', width: 15 },
  { key: 'event_type_text', header: 'Event', width: 11 },
  { key: 'survey_id', header: 'Survey', width: 8 },
  { key: 'location_name', header: 'Location', width: 16 },
  { key: 'position', header: 'Position', width: 8 },
  { key: 'pressure_psi', header: 'Pressure', kind: 'pressure', width: 9 },
  { key: 'tread_depth_mm', header: 'Tread depth', kind: 'tread', width: 9 },
  { key: 'brand', header: 'Brand', width: 11 },
  { key: 'tire_size', header: 'Size', width: 11 },
  { key: 'details', header: 'Details', width: 22 },
];

/** Excel and PDF of the on-screen report: every event of the chosen units, one table. */
export function unitHistoryDocument(context: ExportContext, units: number, rows: Rows): ReportDocument {
  return {
    meta: reportMeta({ ...context, filters: [...context.filters, { label: 'Units', value: String(units) }] }, UNIT_HISTORY_TITLE),
    sections: [{ title: 'Unit history', columns: REPORT_COLUMNS, rows: withTypeText(rows) }],
  };
}

const unit: ReportColumn[] = [
  { key: 'unit_number', header: 'Unit', width: 10 },
  { key: 'account_name', header: 'Account', width: 16 },
];
const tire: ReportColumn[] = [
  { key: 'brand', header: 'Brand', width: 11 },
  { key: 'product_line', header: 'Product line', width: 12 },
  { key: 'tire_size', header: 'Size', width: 11 },
  { key: 'serial_number', header: 'Serial number', width: 12 },
];

const DETAIL_SECTIONS: { type: UnitEventType; title: string; columns: ReportColumn[] }[] = [
  {
    type: 'survey',
    title: 'Surveys',
    columns: [
      ...unit,
      { key: 'event_at', header: 'Inspected', kind: 'datetime', width: 15 },
      { key: 'survey_id', header: 'Survey', width: 8 },
      { key: 'location_name', header: 'Location', width: 16 },
      { key: 'performed_by', header: 'Surveyed by', width: 14 },
      { key: 'mileage', header: 'Mileage', kind: 'distance', width: 9 },
      { key: 'hours', header: 'Hours', kind: 'integer', width: 7 },
      { key: 'details', header: 'Comments', width: 20 },
    ],
  },
  {
    type: 'reading',
    title: 'Tire readings',
    columns: [
      ...unit,
      { key: 'event_at', header: 'Read', kind: 'datetime', width: 15 },
      { key: 'survey_id', header: 'Survey', width: 8 },
      { key: 'position', header: 'Position', width: 8 },
      { key: 'position_class', header: 'Wheel position', width: 8 },
      { key: 'pressure_psi', header: 'Pressure', kind: 'pressure', width: 9 },
      { key: 'tread_depth_mm', header: 'Tread depth', kind: 'tread', width: 9 },
      ...tire,
      { key: 'retread', header: 'Retread', width: 7 },
      { key: 'valve', header: 'Valve', width: 9 },
      { key: 'details', header: 'Wear conditions', width: 18 },
    ],
  },
  {
    type: 'removal',
    title: 'Tire removals',
    columns: [
      ...unit,
      { key: 'event_at', header: 'Removed', kind: 'datetime', width: 15 },
      { key: 'survey_id', header: 'Survey', width: 8 },
      { key: 'position', header: 'Position', width: 8 },
      { key: 'tread_depth_mm', header: 'Tread depth', kind: 'tread', width: 9 },
      ...tire,
      { key: 'replaced_by', header: 'Replaced by', width: 12 },
      { key: 'mileage', header: 'Odometer', kind: 'distance', width: 9 },
      { key: 'hours', header: 'Hours', kind: 'integer', width: 7 },
      { key: 'details', header: 'Reasons and comments', width: 22 },
    ],
  },
  {
    type: 'service',
    title: 'Service calls',
    columns: [
      ...unit,
      { key: 'event_at', header: 'Called', kind: 'datetime', width: 15 },
      { key: 'rolled_at', header: 'Rolled', kind: 'datetime', width: 15 },
      { key: 'location_name', header: 'Location', width: 16 },
      { key: 'performed_by', header: 'Dealer', width: 16 },
      { key: 'position_class', header: 'Wheel position', width: 8 },
      { key: 'details', header: 'Call', width: 18 },
      { key: 'cost', header: 'Total cost', kind: 'currency', width: 10 },
    ],
  },
];

async function* detailRows(rows: Rows): AsyncGenerator<Record<string, unknown>> {
  for await (const row of rows) {
    yield { ...row, survey_id: row.survey_id ?? '', retread: row.is_retread === null ? '' : row.is_retread ? 'Yes' : 'No' };
  }
}

/**
 * "All details": one section (an Excel sheet) per event type with every field of that type.
 * `rowsOf` opens each type's rows only when the writer reaches its section.
 */
export function allDetailsDocument(context: ExportContext, title: string, units: number, rowsOf: (type: UnitEventType) => Rows): ReportDocument {
  const sections: ReportSection[] = DETAIL_SECTIONS.map((section) => ({
    title: section.title,
    columns: section.columns,
    rows: { [Symbol.asyncIterator]: () => detailRows(rowsOf(section.type)) },
  }));
  return {
    meta: reportMeta({ ...context, filters: [...context.filters, { label: 'Units', value: String(units) }] }, title),
    sections,
  };
}
