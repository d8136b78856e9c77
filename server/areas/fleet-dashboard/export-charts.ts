/**
 * A dashboard report's chart as the server draws it for the PDF and PNG exports: the same chart
 * model as the screens (contract/fleet-dashboard/chart-model.ts: kind, floors, compared sets as
 * dashed and dotted lines following the main figure) in the shared chart pictures
 * (server/exports/charts).
 */
import { chartModel, isMoney, MAX_BAR, MAX_HORIZONTAL_BAR } from '../../../contract/fleet-dashboard/chart-model';
import { TIME_SERIES_REPORTS, type ReportResult, type ReportType } from '../../../contract/fleet-dashboard';
import { renderChartPng, renderChartSvg, type ChartSpec, type LineStyle } from '../../exports/charts';
import type { SectionPicture } from '../../exports/report-model';

/** English axis titles (spec 2 §9), like the exports' English report names. */
const AXIS_TITLES: Partial<Record<ReportType, string>> = {
  top_servicing_dealers: 'Calls',
  calls_by_month: 'Calls',
  calls_by_state: 'Calls',
  emergency_vs_scheduled: 'Calls',
  calls_avg_roll_time: 'Seconds',
  retread_to_new: 'Tires',
  emergency_service: 'Cost',
  repair_retread_cost: 'Cost',
  top_products: 'Spend',
  top_retreaders: 'Finished',
  reject_reasons: 'Tires',
  retread_turnaround: 'Days',
  repair_summary: 'Repairs per tire',
  casing_statistics: 'Units',
  top_casing_brands: 'Units',
  brands_avg_age: 'Age',
  avg_previous_caps: 'Times Capped',
  reject_tire_rate: 'Reject Rate (%)',
  casings_submitted: 'Casings Submitted',
};

const STYLE: Record<'current' | 'previous' | 'national_average', LineStyle> = { current: 'solid', previous: 'dashed', national_average: 'dotted' };
/** The screens' colors for the compared sets: grey for last year, red for the national average. */
const PERIOD_COLORS = { current: undefined, previous: '#6b7486', national_average: '#b42318' } as const;

/** In CSS pixels; drawn at twice as many pixels so it prints sharply at the page's width. */
export const CHART_SIZE = { width: 720, height: 300, scale: 2 } as const;

/** "TotalCalls (Previous year)" → "Total Calls (Previous year)". */
const readable = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');

export function reportChartSpec(report: ReportResult, currencySymbol: string, language: string): ChartSpec {
  const model = chartModel(report);
  const names = new Map(report.graph.series.map((series) => [`${series.key}|${series.period}`, series.name]));
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const money = model.series.length > 0 && isMoney(report.report_type, model.series[0]!.key);
  const isPeriod = TIME_SERIES_REPORTS.includes(report.report_type);
  return {
    kind: model.kind,
    categories: model.categories,
    xTitle: isPeriod ? (report.report_part ? 'Week' : 'Month') : undefined,
    yTitle: AXIS_TITLES[report.report_type],
    formatValue: (value) => (money ? `${currencySymbol}${numbers.format(value)}` : numbers.format(value)),
    maxBarWidth: model.kind === 'hbar' ? MAX_HORIZONTAL_BAR : MAX_BAR,
    showValues: model.kind === 'hbar' || model.kind === 'pie',
    series: model.series.map((series) => ({
      name: readable(names.get(`${series.key}|${series.period}`) ?? series.key),
      data: series.data,
      labels: series.raw,
      drawAs: series.drawAs === 'line' ? 'line' : 'bar',
      lineStyle: STYLE[series.period],
      color: PERIOD_COLORS[series.period],
    })),
  };
}

/** The chart's SVG at the export size, for pages composed of several charts (the PNG export). */
export function reportChartSvg(report: ReportResult, currencySymbol: string, language: string): string {
  return renderChartSvg(reportChartSpec(report, currencySymbol, language), CHART_SIZE);
}

/** The chart as a PNG for the PDF; none for a report without anything to chart. */
export async function reportChartPicture(report: ReportResult, currencySymbol: string, language: string): Promise<SectionPicture | undefined> {
  if (report.graph.categories.length === 0 || report.graph.series.length === 0) return undefined;
  return renderChartPng(reportChartSpec(report, currencySymbol, language), CHART_SIZE);
}
