import { describe, expect, it } from 'vitest';
import { dealerSearch, toDealerRequest } from './search';

describe('dealer survey search params', () => {
  it('waits for run', () => {
    expect(toDealerRequest(dealerSearch.parse({ country: 'US' }))).toBeNull();
  });
  it('builds the body and drops bad fields', () => {
    const body = toDealerRequest(dealerSearch.parse({ run: true, country: 'usa', states: ['TX'], owners: [3], sort: 'fleet_name', page: 2 }));
    expect(body).toMatchObject({ country: null, states: ['TX'], owner_ids: [3], order_by: 4, is_sort_desc: false, page_number: 2, page_size: 20, date_range_type: 'last_30_days' });
  });
  it('needs both custom days', () => {
    expect(toDealerRequest(dealerSearch.parse({ run: true, range: 'custom', from: '01/01/2024' }))).toBeNull();
  });
});
