/**
 * The dashboard's export files from a get_reports answer: one section per report (its table,
 * its graph's figures as a table, its summary tiles and comment), in the shared export
 * pipeline's document (server/exports) for PDF and Excel, and as XML.
 */
import { REPORT_COLUMNS, type GetReportsResponse, type ReportResult, type TableRow } from '../../../contract/fleet-dashboard';
import type { ExportParams, ExportTitles } from '../../../contract/fleet-dashboard/exports';
import { formatDay } from '../../../contract/date-format';
import type { SessionUser } from '../../auth/session-user';
import { exportI18n } from '../../exports/export-i18n';
import { figureKind, formatReportFigure } from '../../../contract/fleet-dashboard/chart-model';
import { comparesPrevious, hasPeriodColumn, isCountColumn, localizedMonths, periodText, readerFields } from '../../../contract/fleet-dashboard/table-columns';
import type { ColumnKind, ReportColumn, ReportDocument, ReportSection, SectionPicture } from '../../exports/report-model';
import { fieldHeading, seriesName } from './field-headings';

/** English report names, translated by the export catalog; the screens carry their own. */
export const REPORT_NAMES: Record<ReportResult['report_type'], string> = {
  top_servicing_dealers: /*i18n*/ 'Top 5 servicing dealers',
  calls_by_month: /*i18n*/ 'Calls by month',
  calls_by_state: /*i18n*/ 'Calls by state',
  calls_avg_roll_time: /*i18n*/ 'Calls average roll time',
  emergency_service: /*i18n*/ 'Emergency service',
  retread_to_new: /*i18n*/ 'Retread sales to new tire sales',
  emergency_vs_scheduled: /*i18n*/ 'Service emergency vs scheduled',
  repair_retread_cost: /*i18n*/ 'Repair and retread cost',
  top_products: /*i18n*/ 'Top products',
  top_retreaders: /*i18n*/ 'Top 5 retreaders',
  reject_reasons: /*i18n*/ 'Rejected tire failures by reason',
  retread_turnaround: /*i18n*/ 'Retread turnaround time',
  repair_summary: /*i18n*/ 'Repair summary',
  casing_statistics: /*i18n*/ 'Casing statistics',
  top_casing_brands: /*i18n*/ 'Top 10 casing brands',
  brands_avg_age: /*i18n*/ 'Top 10 brands average age',
  avg_previous_caps: /*i18n*/ 'Average previous caps',
  reject_tire_rate: /*i18n*/ 'Reject tire rate',
  casings_submitted: /*i18n*/ 'Casings submitted',
};

export interface ExportInput {
  answer: GetReportsResponse;
  accountName: string;
  titles: ExportTitles;
  params: ExportParams[];
  user: SessionUser;
  language: string;
}

export const paramsOf = (input: ExportInput, index: number): ExportParams =>
  input.params[index] ?? { comment: '', include_option: 'both', table_sort_number: 0, table_sort_desc: false };

/** The table in the order the screen showed it (spec 2 §7 table_sort_number, table_sort_desc). */
export function sortedTable(report: ReportResult, params: ExportParams): TableRow[] {
  const column = (REPORT_COLUMNS[report.report_type] as readonly string[])[params.table_sort_number - 1];
  if (!column) return report.table;
  const value = (row: TableRow) => row[column] ?? null;
  const sorted = [...report.table].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
  });
  return params.table_sort_desc ? sorted.reverse() : sorted;
}

export function titlesOf(input: ExportInput): { customer: string; title: string; subtitle: string } {
  const { titles, answer } = input;
  const dates = `${answer.date_from} - ${answer.date_to}`;
  if (titles.isDefault) return { customer: input.accountName, title: /*i18n*/ 'Fleet dashboard', subtitle: dates };
  return { customer: titles.customerName || input.accountName, title: titles.title || /*i18n*/ 'Fleet dashboard', subtitle: titles.subtitle || dates };
}

/** Money in the account's currency, durations in hours and minutes, counts without decimals, like the screens. */
function columnKind(report: ReportResult, key: string): ColumnKind {
  // A month without calls has no average: the column's kind is read from a row that has one.
  if (typeof report.table.find((row) => typeof row[key] === 'number')?.[key] !== 'number') return 'text';
  const kind = figureKind(report.report_type, key);
  if (kind !== 'number') return kind === 'money' ? 'currency' : 'duration';
  return isCountColumn(report.table, key) ? 'integer' : 'number';
}

/** The key of the period column the files add in front of a time series, as the screen does. */
const PERIOD_KEY = '__period';

/**
 * The table's columns and rows as the screen shows them (contract/fleet-dashboard/table-columns):
 * the period as words, no program keys (Date, MonthNumber, Year, WeekString, IsEmpty, ids), the
 * previous year's columns only with the comparison on.
 */
function readerTable(input: ExportInput, report: ReportResult, params: ExportParams): { columns: ReportColumn[]; rows: TableRow[] } {
  const i18n = exportI18n(input.language);
  const drilled = report.report_part !== null;
  const withPeriod = hasPeriodColumn(report.report_type);
  const columns: ReportColumn[] = [
    ...(withPeriod ? [{ key: PERIOD_KEY, header: fieldHeading(i18n, drilled ? 'WeekDescription' : 'MonthString'), kind: 'text' as const }] : []),
    ...readerFields(report.report_type, comparesPrevious(report)).map((key) => ({ key, header: fieldHeading(i18n, key), kind: columnKind(report, key) })),
  ];
  const sorted = sortedTable(report, params);
  return { columns, rows: withPeriod ? sorted.map((row) => ({ ...row, [PERIOD_KEY]: periodText(row, drilled, input.language) })) : sorted };
}

/**
 * A report's sections. With a picture (the PDF) the chart is drawn above the table, in one
 * section; without (Excel) the graph is given as its figures, a second table.
 */
function sections(input: ExportInput, report: ReportResult, index: number, picture: SectionPicture | undefined): ReportSection[] {
  const params = paramsOf(input, index);
  const i18n = exportI18n(input.language);
  const name = i18n._(REPORT_NAMES[report.report_type]);
  const { columns, rows: tableRows } = readerTable(input, report, params);
  const tiles = report.summary.map((tile) => ({ label: fieldHeading(i18n, tile.key), value: formatReportFigure(tile.value, input.language, figureKind(report.report_type, tile.key), input.answer.currency_symbol) }));
  const summary = [...(params.comment ? [{ label: /*i18n*/ 'Comment', value: params.comment }] : []), ...tiles];
  const withTable = params.include_option !== 'only_graph';
  const withGraph = params.include_option !== 'only_table';
  if (picture && withGraph) return [{ title: name, picture, columns: withTable ? columns : [], rows: withTable ? tableRows : [], summary }];
  const out: ReportSection[] = [];
  if (withTable) out.push({ title: name, columns, rows: tableRows, summary });
  if (withGraph) {
    const whole = (data: readonly (number | null)[]) => data.every((value) => value === null || Number.isInteger(value));
    const graphColumns: ReportColumn[] = [
      { key: 'category', header: /*i18n*/ 'Category', kind: 'text' },
      ...report.graph.series.map((series, k) => ({ key: `s${k}`, header: seriesName(i18n, series.key, series.period), kind: whole(series.data) ? ('integer' as const) : ('number' as const) })),
    ];
    const rows = report.graph.categories.map((category, c) => ({ category: localizedMonths(category, input.language), ...Object.fromEntries(report.graph.series.map((series, k) => [`s${k}`, series.data[c]])) }));
    out.push({ title: i18n._('{name} (graph)', { name }), columns: graphColumns, rows, summary: withTable ? undefined : summary });
  }
  return out;
}

/** The export as the shared pipeline's document; `pictures` (PDF) holds each report's chart, by position. */
export function exportDocument(input: ExportInput, pictures: (SectionPicture | undefined)[] = []): ReportDocument {
  const { customer, title, subtitle } = titlesOf(input);
  return {
    meta: {
      title,
      subtitle: `${customer} - ${subtitle}`,
      filters: [
        { label: /*i18n*/ 'Account', value: input.accountName },
        { label: /*i18n*/ 'Dates', value: `${formatDay(input.answer.date_from, input.language)} - ${formatDay(input.answer.date_to, input.language)}` },
      ],
      generatedAt: new Date(),
      generatedBy: `${input.user.firstName} ${input.user.lastName}`.trim(),
      language: input.language,
      unitOfMeasurement: input.user.unitOfMeasurement,
      pressureUnit: input.user.pressureUnit,
      currencySymbol: input.answer.currency_symbol,
    },
    sections: input.answer.reports.flatMap((report, index) => sections(input, report, index, pictures[index])),
  };
}

/** XML 1.0 allows tab, line feed and carriage return among the control characters; the rest are dropped. */
const escapeXml = (value: string) =>
  value
    .replace(/[\p{Cc}\p{Cs}\ufffe\uffff]/gu, (c) => (c === '\t' || c === '\n' || c === '\r' ? c : ''))
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const attr = (name: string, value: unknown) => ` ${name}="${escapeXml(String(value ?? ''))}"`;

/** The basket as an XML document: <fleet_dashboard> with one <report> per report. */
export function exportXml(input: ExportInput): string {
  const { customer, title, subtitle } = titlesOf(input);
  const { answer } = input;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<fleet_dashboard${attr('account', input.accountName)}${attr('date_from', answer.date_from)}${attr('date_to', answer.date_to)}${attr('currency_symbol', answer.currency_symbol)}>`,
    `  <titles${attr('customer_name', customer)}${attr('title', title)}${attr('subtitle', subtitle)}/>`,
  ];
  answer.reports.forEach((report, index) => {
    const params = paramsOf(input, index);
    lines.push(`  <report${attr('report_type', report.report_type)}${attr('tab_type', report.tab_type)}${attr('name', REPORT_NAMES[report.report_type])}>`);
    if (params.comment) lines.push(`    <comment>${escapeXml(params.comment)}</comment>`);
    if (params.include_option !== 'only_graph') {
      lines.push('    <table>');
      for (const row of sortedTable(report, params)) {
        const cells = (REPORT_COLUMNS[report.report_type] as readonly string[]).map((key) => `<${key}>${escapeXml(String(row[key] ?? ''))}</${key}>`);
        lines.push(`      <row>${cells.join('')}</row>`);
      }
      lines.push('    </table>');
    }
    if (params.include_option !== 'only_table') {
      lines.push(`    <graph>`);
      for (const category of report.graph.categories) lines.push(`      <category>${escapeXml(category)}</category>`);
      for (const series of report.graph.series) {
        lines.push(`      <series${attr('key', series.key)}${attr('period', series.period)}${attr('name', series.name)}>${series.data.map((v) => `<value>${v ?? ''}</value>`).join('')}</series>`);
      }
      lines.push('    </graph>');
    }
    lines.push(`    <summary>${report.summary.map((tile) => `<tile${attr('key', tile.key)}${attr('value', tile.value)}/>`).join('')}</summary>`);
    lines.push('  </report>');
  });
  lines.push('</fleet_dashboard>');
  return `${lines.join('\n')}\n`;
}
