/**
 * The chart of a dashboard report as plain data (spec 2 §9), shared by the screens (ApexCharts)
 * and the server's export pictures (ECharts): which kind of chart, its series with their line
 * style (current solid, previous year dashed, national average dotted), the minimum visible
 * floor for small values and the bar thickness.
 */
import { localizedMonths } from './period-labels';
import { TIME_SERIES_REPORTS, type ReportType } from './report-types';
import type { GraphSeries, ReportResult } from './responses';
import { formatMinutes } from '../duration';
import { formatNumber } from '../number-format';

export type ChartKind = 'pie' | 'bar' | 'hbar' | 'line';

export const PIE_REPORTS: readonly ReportType[] = ['reject_reasons', 'top_casing_brands'];
const HORIZONTAL_REPORTS: readonly ReportType[] = ['top_servicing_dealers', 'top_retreaders', 'top_products'];

/** Share of the largest value that a small non-zero value is raised to, so its bar shows. */
export const FLOOR_SHARE: Partial<Record<ReportType, number>> = {
  brands_avg_age: 0.1,
  avg_previous_caps: 0.1,
  reject_tire_rate: 0.1,
  casings_submitted: 0.01,
};

export const MAX_BAR = 150;
export const MAX_HORIZONTAL_BAR = 100;
/** Dash length per period set: solid, dashed, dotted. */
export const DASH = { current: 0, previous: 8, national_average: 2 } as const;
export interface ChartSeriesModel {
  key: string;
  period: GraphSeries['period'];
  /** What is drawn (small values raised to the floor). */
  data: number[];
  /** What the data says, for tooltips and labels. */
  raw: (number | null)[];
  dash: number;
  drawAs: 'column' | 'line';
}

export interface ChartModel {
  kind: ChartKind;
  categories: string[];
  series: ChartSeriesModel[];
}

export function chartKind(type: ReportType): ChartKind {
  if (PIE_REPORTS.includes(type)) return 'pie';
  if (TIME_SERIES_REPORTS.includes(type)) return 'line';
  return HORIZONTAL_REPORTS.includes(type) ? 'hbar' : 'bar';
}

/** Values above zero but under share × the largest value become share × the largest value. */
export function applyFloor(values: (number | null)[], share: number | undefined): number[] {
  const numbers = values.map((value) => value ?? 0);
  if (!share) return numbers;
  const floor = Math.max(0, ...numbers) * share;
  return numbers.map((value) => (value > 0 && value < floor ? floor : value));
}

export function hasChartData(result: ReportResult | undefined): boolean {
  return Boolean(result?.graph.series.some((series) => series.period === 'current' && series.data.some((value) => (value ?? 0) !== 0)));
}

export function chartModel(result: ReportResult, locale = 'en-US'): ChartModel {
  const compared = result.graph.series.some((series) => series.period !== 'current');
  // Compared sets are dashed and dotted lines, which ApexCharts draws over upright bars only.
  const kind = chartKind(result.report_type) === 'hbar' && compared ? 'bar' : chartKind(result.report_type);
  const share = FLOOR_SHARE[result.report_type];
  // Previous year and national average follow the report's main figure only: twelve lines in
  // one chart cannot be read at a glance, three can.
  const mainKey = result.graph.series[0]?.key;
  const source =
    kind === 'pie'
      ? result.graph.series.filter((series) => series.period === 'current').slice(0, 1)
      : result.graph.series.filter((series) => series.period === 'current' || series.key === mainKey);
  return {
    kind,
    categories: result.graph.categories.map((category) => localizedMonths(category, locale)),
    series: source.map((series) => ({
      key: series.key,
      period: series.period,
      data: applyFloor(series.data, share),
      raw: series.data,
      dash: DASH[series.period],
      // Compared sets are lines over the current bars, so dashes and dots can be seen.
      drawAs: kind === 'line' || series.period !== 'current' ? 'line' : 'column',
    })),
  };
}


const MONEY_FIELDS = new Set(['TotalCost', 'EmergencyCost', 'ScheduledCost', 'TotalSpend', 'Repair', 'Retread']);
const MONEY_REPORTS = new Set(['emergency_service', 'repair_retread_cost', 'top_products']);

/** Whether a row field of a report is an amount of money (written with the account's currency symbol). */
export function isMoney(reportType: string, field: string): boolean {
  return MONEY_REPORTS.has(reportType) && MONEY_FIELDS.has(field);
}

/** Row fields that are a length of time in minutes, written in hours and minutes. */
const DURATION_FIELDS = new Set(['AvgRollTime', 'AvgRollTimePrev']);

export type FigureKind = 'money' | 'duration' | 'number';

/** How a report's row field is written: money with the currency symbol, durations in hours and minutes. */
export function figureKind(reportType: string, field: string): FigureKind {
  if (isMoney(reportType, field)) return 'money';
  return DURATION_FIELDS.has(field) ? 'duration' : 'number';
}

/** A figure as the screens and the files write it: 2 decimals at most (spec 2 §9). */
export function formatReportFigure(value: number | null | undefined, locale: string, kind: FigureKind, currencySymbol: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  if (kind === 'duration') return formatMinutes(value, locale);
  const text = formatNumber(value, locale, { maximumFractionDigits: 2 });
  return kind === 'money' ? `${currencySymbol}${text}` : text;
}

/** Row fields that identify a row for the program, not for the reader. */
export const HIDDEN_FIELDS = new Set(['Date', 'MonthNumber', 'Year', 'WeekString', 'IsEmpty', 'PeriodType', 'Brand', 'brand', 'Position', 'MonthString', 'WeekDescription']);
