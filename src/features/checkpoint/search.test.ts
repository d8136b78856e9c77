import { describe, expect, it } from 'vitest';
import { checkpointSearch, isRunnable, toReportRequest } from './search';

describe('checkpoint search params', () => {
  it('drops malformed fields instead of failing', () => {
    const search = checkpointSearch.parse({ kind: 'nope', account: 'x', page: -1, range: 'last_30_days', locations: ['a'] });
    expect(search).toEqual({ range: 'last_30_days' });
    expect(isRunnable(search)).toBe(false);
    expect(toReportRequest(search)).toBeNull();
  });

  it('builds the report body with defaults', () => {
    const search = checkpointSearch.parse({ kind: 'us_national', account: 7 });
    expect(toReportRequest(search)).toEqual({
      account_kind: 3,
      account_id: 7,
      location_ids: null,
      reader_ids: null,
      report_type: 'all',
      date_range_type: 'last_30_days',
      date_from: null,
      date_to: null,
      page_number: 1,
      page_size: 10,
      order_by: 3,
      is_sort_desc: true,
    });
  });

  it('keeps locations, sort and page', () => {
    const search = checkpointSearch.parse({ kind: 'preferred_fleet', account: 2, locations: [4, 5], sort: 'unit_number', page: 3, size: 50, type: 'critical' });
    expect(toReportRequest(search)).toMatchObject({ account_kind: 2, location_ids: [4, 5], order_by: 1, is_sort_desc: false, page_number: 3, page_size: 50, report_type: 'critical' });
  });

  it('needs both days for a custom range', () => {
    expect(isRunnable(checkpointSearch.parse({ kind: 'us_national', account: 1, range: 'custom', from: '01/01/2024' }))).toBe(false);
    const search = checkpointSearch.parse({ kind: 'us_national', account: 1, range: 'custom', from: '01/01/2024', to: '01/31/2024' });
    expect(toReportRequest(search)).toMatchObject({ date_range_type: 'custom', date_from: '01/01/2024', date_to: '01/31/2024' });
  });
});
