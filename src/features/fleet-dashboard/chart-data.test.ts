import { describe, expect, it } from 'vitest';
import { applyFloor, barThickness, chartKind, chartModel, hasChartData, largestIndex, twoLineLabel } from './chart-data';
import type { ReportResult } from './app-links';

const result = (overrides: Partial<ReportResult>): ReportResult => ({
  report_type: 'calls_by_month',
  tab_type: 'service',
  report_part: null,
  is_empty: false,
  table: [],
  graph: { categories: ['Jan', 'Feb'], series: [] },
  summary: [],
  ...overrides,
});

describe('dashboard chart data', () => {
  it('raises small non-zero values to the floor and leaves zero and large ones', () => {
    expect(applyFloor([100, 3, 0, null, 50], 0.1)).toEqual([100, 10, 0, 0, 50]);
    expect(applyFloor([1000, 5], 0.01)).toEqual([1000, 10]);
    expect(applyFloor([100, 3], undefined)).toEqual([100, 3]);
  });

  it('draws previous year dashed and national average dotted, as lines over current bars', () => {
    const model = chartModel(
      result({
        report_type: 'calls_by_state',
        graph: {
          categories: ['OH', 'TX'],
          series: [
            { key: 'EmergencyCalls', period: 'current', name: '', data: [4, 2] },
            { key: 'EmergencyCalls', period: 'previous', name: '', data: [3, 1] },
            { key: 'EmergencyCalls', period: 'national_average', name: '', data: [2.5, 2] },
          ],
        },
      }),
    );
    expect(model.kind).toBe('bar');
    expect(model.series.map((s) => [s.drawAs, s.dash])).toEqual([
      ['column', 0],
      ['line', 8],
      ['line', 2],
    ]);
  });

  it('keeps the floor for drawing but the true figure for reading', () => {
    const model = chartModel(result({ report_type: 'casings_submitted', graph: { categories: ['A', 'B'], series: [{ key: 'casing_submitted', period: 'current', name: '', data: [500, 1] }] } }));
    expect(model.series[0]!.data).toEqual([500, 5]);
    expect(model.series[0]!.raw).toEqual([500, 1]);
  });

  it('knows pies, time series and horizontal bars, and chart data presence', () => {
    expect(chartKind('reject_reasons')).toBe('pie');
    expect(chartKind('emergency_service')).toBe('line');
    expect(chartKind('top_products')).toBe('hbar');
    expect(hasChartData(result({ graph: { categories: ['Jan'], series: [{ key: 'TotalCalls', period: 'current', name: '', data: [0] }] } }))).toBe(false);
    expect(hasChartData(result({ graph: { categories: ['Jan'], series: [{ key: 'TotalCalls', period: 'current', name: '', data: [2] }] } }))).toBe(true);
    expect(largestIndex([3, 9, 2])).toBe(1);
  });

  it('caps bars at 150 px (100 horizontal) and keeps a share of the slot otherwise', () => {
    expect(barThickness('bar', 900, 2, 1)).toBe('33%');
    expect(barThickness('hbar', 600, 2, 1)).toBe('33%');
    expect(barThickness('hbar', 300, 3, 1)).toBe('70%');
    expect(barThickness('bar', 900, 12, 1)).toBe('70%');
  });
});

describe('twoLineLabel', () => {
  it('puts the last word of an x-axis label on a line of its own', () => {
    expect(twoLineLabel('May 2026')).toEqual(['May', '2026']);
    expect(twoLineLabel('mai 2026')).toEqual(['mai', '2026']);
    expect(twoLineLabel('W3 Jan 2026')).toEqual(['W3 Jan', '2026']);
    expect(twoLineLabel('2026')).toEqual(['2026']);
    expect(twoLineLabel('Michelin')).toEqual(['Michelin']);
  });
});
