import { describe, expect, it } from 'vitest';
import { inspectionReportRequest } from '../../../contract/inspection-report';
import { DEFAULT_FILTERS, toReportRequest, type InspectionView } from './filter-state';

const view = (patch: Partial<InspectionView> = {}, filters: Partial<InspectionView['filters']> = {}): InspectionView => ({
  filters: { ...DEFAULT_FILTERS, ...filters },
  run: true,
  page: 1,
  sort: 'survey_date',
  desc: true,
  ...patch,
});

describe('inspection report request from the saved steps', () => {
  it('asks nothing before the report is run or while a custom range lacks a day', () => {
    expect(toReportRequest(view({ run: false }))).toBeNull();
    expect(toReportRequest(view({}, { range: 'custom', from: '03/01/2024', to: null }))).toBeNull();
  });

  it('sends empty choices as null and the sort as its order code, and the server schema accepts it', () => {
    const body = toReportRequest(view({ page: 3, sort: 'tractors_surveyed_percentage', desc: false }, { locationIds: [7], range: 'custom', from: '03/01/2024', to: '03/31/2024' }))!;
    expect(body).toMatchObject({ location_ids: [7], account_types: null, states: null, page_number: 3, order_by: 10, is_sort_desc: false, date_from: '03/01/2024' });
    expect(inspectionReportRequest.safeParse(body).success).toBe(true);
  });
});
