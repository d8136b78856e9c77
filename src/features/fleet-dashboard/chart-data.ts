/**
 * The screens' side of the chart model (contract/fleet-dashboard/chart-model.ts): translated axis
 * titles and ApexCharts' bar thickness.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MAX_BAR, MAX_HORIZONTAL_BAR, type ChartKind } from '../../../contract/fleet-dashboard/chart-model';
import type { ReportType } from './app-links';

export * from '../../../contract/fleet-dashboard/chart-model';

export const AXIS_TITLES: Partial<Record<ReportType, MessageDescriptor>> = {
  top_servicing_dealers: msg`Calls`,
  calls_by_month: msg`Calls`,
  calls_by_state: msg`Calls`,
  emergency_vs_scheduled: msg`Calls`,
  retread_to_new: msg`Tires`,
  emergency_service: msg`Cost`,
  repair_retread_cost: msg`Cost`,
  repair_summary: msg`Repairs per tire`,
  casing_statistics: msg`Units`,
  top_casing_brands: msg`Units`,
  brands_avg_age: msg`Age`,
  avg_previous_caps: msg`Times Capped`,
  reject_tire_rate: msg`Reject Rate (%)`,
  casings_submitted: msg`Casings Submitted`,
};

/**
 * Pie percentages sit outside the slices (spec 2 §9: outer labels), on the panel's white where
 * their dark text reads, clear of the largest slice, which is selected and so moved out.
 * ApexCharts centres a pie's label at 0.8 of the radius plus this offset: 30 left it across the
 * slice's edge, half of "45.2%" on the dark blue.
 */
export const PIE_LABEL_OFFSET = 56;

/** Bar thickness as ApexCharts takes it: a share of the slot, capped at the spec's pixels. */
export function barThickness(kind: ChartKind, plotSize: number, categories: number, columns: number): string {
  const max = kind === 'hbar' ? MAX_HORIZONTAL_BAR : MAX_BAR;
  const slot = plotSize / Math.max(1, categories);
  const share = 0.7;
  return slot * share > max * Math.max(1, columns) ? `${Math.round((max * Math.max(1, columns) * 100) / slot)}%` : `${share * 100}%`;
}

/**
 * An x-axis label on two lines, split at its last space ("May 2026" as "May" over "2026"):
 * twelve months side by side in a half-width panel leave room for about seven characters each,
 * so a month cut short read "May 2..." and a turned one took a third of the chart's height. A
 * label without a space keeps its one line.
 */
export function twoLineLabel(label: string): string[] {
  const space = label.lastIndexOf(' ');
  return space > 0 ? [label.slice(0, space), label.slice(space + 1)] : [label];
}

/** The index of the largest slice, which the pie moves out. */
export function largestIndex(values: number[]): number {
  let best = 0;
  values.forEach((value, index) => {
    if (value > (values[best] ?? 0)) best = index;
  });
  return best;
}

export const DISCLAIMER_REPORTS: readonly ReportType[] = ['avg_previous_caps'];
export const FOOTNOTE_REPORTS: readonly ReportType[] = ['emergency_vs_scheduled'];
