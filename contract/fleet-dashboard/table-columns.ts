/**
 * A dashboard report's table as a reader sees it, on the screen and in the files alike: for a
 * time series the period first (the month, or the week of a drilled month), then the fields a
 * reader reads (never the keys a program uses: dates, month numbers, ids, flags), with the
 * previous year's columns only while the comparison is on.
 */
import { HIDDEN_FIELDS } from './chart-model';
import { localizedMonths, localizedWeekSpan } from './period-labels';
import { TIME_SERIES_REPORTS, type ReportType } from './report-types';
import { REPORT_COLUMNS, type ReportResult, type TableRow } from './responses';

export { localizedMonths };

export function readerFields(reportType: ReportType, showPrevious: boolean): string[] {
  return (REPORT_COLUMNS[reportType] as readonly string[]).filter((field) => !HIDDEN_FIELDS.has(field) && (showPrevious || !field.endsWith('Prev')));
}

export const hasPeriodColumn = (reportType: ReportType) => TIME_SERIES_REPORTS.includes(reportType);

/** The period cell of a time series row: "Mar 2025", or "W2 · Mar 8 - Mar 14" for a week ("W2 · 8 – 14 mars" in fr). */
export function periodText(row: TableRow, drilled: boolean, locale = 'en-US'): string {
  return drilled
    ? `${String(row.WeekString ?? '')} · ${localizedWeekSpan(String(row.WeekDescription ?? ''), typeof row.Year === 'number' ? row.Year : undefined, locale)}`
    : localizedMonths(`${String(row.MonthString ?? '')} ${String(row.Year ?? '')}`, locale);
}

/** The comparison is on when the answer carries the previous year's series. */
export const comparesPrevious = (report: Pick<ReportResult, 'graph'>) => report.graph.series.some((series) => series.period === 'previous');

/** A column of whole numbers only (calls, tires, quantities): written without decimals. */
export function isCountColumn(rows: readonly TableRow[], field: string): boolean {
  const values = rows.map((row) => row[field]).filter((value) => value !== null && value !== undefined);
  return values.length > 0 && values.every((value) => typeof value === 'number' && Number.isInteger(value));
}
