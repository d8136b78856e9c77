/** When a report panel's actions are off (spec 2 §5). */
import { hasChartData, PIE_REPORTS } from './chart-data';
import type { ReportResult } from './app-links';

export type DisabledReason = 'not_loaded' | 'no_rows' | 'no_chart' | 'no_casings' | 'no_status_totals' | null;

const STATUS_AGES = ['RetreadTiresAvgAge', 'UsedTiresAvgAge', 'RejectedTiresAvgAge'];

/** Why the report cannot go into the basket, or null when it can. */
export function basketDisabledReason(result: ReportResult | undefined): DisabledReason {
  if (!result) return 'not_loaded';
  if (result.report_type === 'casing_statistics' && !result.table.some((row) => typeof row.TotalCount === 'number' && row.TotalCount > 0)) return 'no_casings';
  if (result.report_type === 'brands_avg_age' && !result.table.some((row) => STATUS_AGES.some((field) => typeof row[field] === 'number' && (row[field] as number) > 0))) {
    return 'no_status_totals';
  }
  if (result.table.length === 0 || result.is_empty) return 'no_rows';
  if (!hasChartData(result)) return 'no_chart';
  return null;
}

/** Pies show one set of figures: previous year and national average cannot be added to them. */
export const canCompare = (type: ReportResult['report_type']) => !PIE_REPORTS.includes(type);
