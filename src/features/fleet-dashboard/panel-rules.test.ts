import { describe, expect, it } from 'vitest';
import { basketDisabledReason, canCompare } from './panel-rules';
import type { ReportResult } from './app-links';

const report = (type: ReportResult['report_type'], table: ReportResult['table'], data: number[] = [1]): ReportResult => ({
  report_type: type,
  tab_type: 'casingdurability',
  report_part: null,
  is_empty: table.length === 0,
  table,
  graph: { categories: data.map(String), series: [{ key: 'x', period: 'current', name: 'x', data }] },
  summary: [],
});

describe('basket rules of spec 2 §5', () => {
  it('needs a loaded report with rows and chart data', () => {
    expect(basketDisabledReason(undefined)).toBe('not_loaded');
    expect(basketDisabledReason(report('top_casing_brands', []))).toBe('no_rows');
    expect(basketDisabledReason(report('top_casing_brands', [{ Quantity: 0 }], [0]))).toBe('no_chart');
    expect(basketDisabledReason(report('top_casing_brands', [{ Quantity: 4 }], [4]))).toBeNull();
  });

  it('turns casing statistics off when TotalCount is 0', () => {
    expect(basketDisabledReason(report('casing_statistics', [{ TotalCount: 0 }, { TotalCount: 0 }]))).toBe('no_casings');
    expect(basketDisabledReason(report('casing_statistics', [{ TotalCount: 3 }]))).toBeNull();
  });

  it('turns the status ages report off without a retread, used or rejected figure', () => {
    expect(basketDisabledReason(report('brands_avg_age', [{ AvgAge: 3, RetreadTiresAvgAge: null, UsedTiresAvgAge: 0, RejectedTiresAvgAge: null }]))).toBe('no_status_totals');
    expect(basketDisabledReason(report('brands_avg_age', [{ AvgAge: 3, RetreadTiresAvgAge: 2.5 }]))).toBeNull();
  });

  it('keeps comparisons off pies', () => {
    expect(canCompare('reject_reasons')).toBe(false);
    expect(canCompare('calls_by_month')).toBe(true);
  });
});
