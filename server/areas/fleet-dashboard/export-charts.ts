/**
 * A dashboard report's chart as the server draws it for the PDF and PNG exports: the same chart
 * model as the screens (contract/fleet-dashboard/chart-model.ts: kind, floors, compared sets as
 * dashed and dotted lines following the main figure) in the shared chart pictures
 * (server/exports/charts).
 */
import { chartModel, figureKind, formatReportFigure, MAX_BAR, MAX_HORIZONTAL_BAR } from '../../../contract/fleet-dashboard/chart-model';
import { TIME_SERIES_REPORTS, type ReportResult, type ReportType } from '../../../contract/fleet-dashboard';
import { renderChartPng, renderChartSvg, type ChartSpec, type LineStyle } from '../../exports/charts';
import type { SectionPicture } from '../../exports/report-model';
import { exportI18n } from '../../exports/export-i18n';
import { seriesName } from './field-headings';

/** Axis titles (spec 2 §9) in English, translated by the export catalog. */
const AXIS_TITLES: Partial<Record<ReportType, string>> = {
  top_servicing_dealers: /*i18n*/ 'Calls',
  calls_by_month: /*i18n*/ 'Calls',
  calls_by_state: /*i18n*/ 'Calls',
  emergency_vs_scheduled: /*i18n*/ 'Calls',
  calls_avg_roll_time: /*i18n*/ 'Minutes',
  retread_to_new: /*i18n*/ 'Tires',
  emergency_service: /*i18n*/ 'Cost',
  repair_retread_cost: /*i18n*/ 'Cost',
  top_products: /*i18n*/ 'Spend',
  top_retreaders: /*i18n*/ 'Finished',
  reject_reasons: /*i18n*/ 'Tires',
  retread_turnaround: /*i18n*/ 'Days',
  repair_summary: /*i18n*/ 'Repairs per tire',
  casing_statistics: /*i18n*/ 'Units',
  top_casing_brands: /*i18n*/ 'Units',
  brands_avg_age: /*i18n*/ 'Age',
  avg_previous_caps: /*i18n*/ 'Times Capped',
  reject_tire_rate: /*i18n*/ 'Reject Rate (%)',
  casings_submitted: /*i18n*/ 'Casings Submitted',
};

const STYLE: Record<'current' | 'previous' | 'national_average', LineStyle> = { current: 'solid', previous: 'dashed', national_average: 'dotted' };
/** The screens' colors for the compared sets: grey for last year, red for the national average. */
const PERIOD_COLORS = { current: undefined, previous: '#6b7486', national_average: '#b42318' } as const;

/** In CSS pixels; drawn at twice as many pixels so it prints sharply at the page's width. */
export const CHART_SIZE = { width: 720, height: 300, scale: 2 } as const;


export function reportChartSpec(report: ReportResult, currencySymbol: string, language: string): ChartSpec {
  const model = chartModel(report, language);
  const i18n = exportI18n(language);
  const axisTitle = AXIS_TITLES[report.report_type];
  const kind = model.series.length > 0 ? figureKind(report.report_type, model.series[0]!.key) : 'number';
  const isPeriod = TIME_SERIES_REPORTS.includes(report.report_type);
  return {
    kind: model.kind,
    categories: model.categories,
    xTitle: isPeriod ? i18n._(report.report_part ? /*i18n*/ 'Week' : /*i18n*/ 'Month') : undefined,
    yTitle: axisTitle === undefined ? undefined : i18n._(axisTitle),
    formatValue: (value) => formatReportFigure(value, language, kind, currencySymbol),
    maxBarWidth: model.kind === 'hbar' ? MAX_HORIZONTAL_BAR : MAX_BAR,
    showValues: model.kind === 'hbar' || model.kind === 'pie',
    series: model.series.map((series) => ({
      name: seriesName(i18n, series.key, series.period),
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
