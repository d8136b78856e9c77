import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, reportsRequest } from './request';
import { accountValue, dateErrors, DEFAULT_FILTERS } from './wizard-values';

const account = accountValue({ id: 7, fleet_key: 'us_national_account' }, 'Northline');

describe('get_reports body of the dashboard', () => {
  it('sends every location without regions, and explicit ones when a region restricts them (spec 2 §5)', () => {
    const all = reportsRequest('t', 'service', { account, date: { type: 'year_to_date' }, filters: DEFAULT_FILTERS }, [{ type: 'calls_by_month', settings: DEFAULT_SETTINGS }]);
    expect(all.tab_parameters).toMatchObject({ is_all_locations: true, locations: [] });
    expect(all.base_parameters.regions).toEqual([{ type: 'all', code: 'all', description: 'All' }]);
    expect(all.base_parameters).toMatchObject({ date_type: 'year_to_date', date_from: null, date_to: null });

    const restricted = { ...account, regions: [{ type: 'region' as const, code: 'MW', description: 'Midwest' }], locations: { isAll: true, ids: [] } };
    const body = reportsRequest('t', 'service', { account: restricted, date: { type: 'custom', from: '01/01/2026', to: '03/31/2026' }, filters: DEFAULT_FILTERS }, [
      { type: 'calls_by_month', settings: { comparePrevious: true, nationalAverage: false, part: { year: 2026, month: 2 } } },
    ]);
    expect(body.tab_parameters.is_all_locations).toBe(false);
    expect(body.base_parameters).toMatchObject({ date_from: '01/01/2026', date_to: '03/31/2026', regions: [{ type: 'region', code: 'MW' }] });
    expect(body.reports_parameters[0]).toMatchObject({ report_part: { year: 2026, month: 2 }, graph_compare_by_previous: true, graph_compare_by_NA: false, tire_sizes: null, tire_brands: null, tire_product_lines: null });
  });

  it('sends the chosen tire sizes, brands and product lines, and null for none (or a dashboard saved before them)', () => {
    const filters = { ...DEFAULT_FILTERS, purchases: { ...DEFAULT_FILTERS.purchases, tireSizes: [1, 2], tireBrands: [4], tireProductLines: [] } };
    const [chosen] = reportsRequest('t', 'purchases', { account, date: { type: 'year_to_date' }, filters }, [{ type: 'top_products', settings: DEFAULT_SETTINGS }]).reports_parameters;
    expect(chosen).toMatchObject({ tire_sizes: [1, 2], tire_brands: [4], tire_product_lines: null });
    const { tireSizes: _sizes, tireBrands: _brands, tireProductLines: _lines, ...saved } = DEFAULT_FILTERS.purchases;
    const old = { ...DEFAULT_FILTERS, purchases: saved as typeof DEFAULT_FILTERS.purchases };
    const [restored] = reportsRequest('t', 'purchases', { account, date: { type: 'year_to_date' }, filters: old }, [{ type: 'top_products', settings: DEFAULT_SETTINGS }]).reports_parameters;
    expect(restored).toMatchObject({ tire_sizes: null, tire_brands: null, tire_product_lines: null });
  });

  it('gives the date step its field errors', () => {
    expect(dateErrors({ type: 'custom' })).toEqual({ from: 'required', to: 'required' });
    expect(dateErrors({ type: 'custom', from: '02/30/2026', to: '03/01/2026' })).toEqual({ from: 'format', to: null });
    expect(dateErrors({ type: 'custom', from: '03/02/2026', to: '03/01/2026' })).toEqual({ from: null, to: 'order' });
    expect(dateErrors({ type: 'last_30_days' })).toEqual({ from: null, to: null });
  });
});
