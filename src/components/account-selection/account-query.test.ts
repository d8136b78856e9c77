import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, selectAccountsBody, statesOf, visibleAccountTypes } from './account-query';

const flags = { is_show_unknown: false, is_show_localbook: false, is_show_goverment: false, is_show_preferred_fleet: false };

describe('account table query', () => {
  it('sends empty filters as null and sorts by the column code', () => {
    expect(selectAccountsBody(EMPTY_FILTERS, 2, { id: 'city', desc: true })).toEqual({
      page_number: 2,
      page_size: 10,
      order_by: 4,
      is_sort_desc: true,
      key_word: '',
      country: null,
      states: null,
      vocation_ids: null,
      account_types: null,
      fleet_names: null,
      selected_account_ids: null,
      is_select_all: false,
    });
  });

  it('sends states only with their country, and the selection only for select-all', () => {
    const filters = { ...EMPTY_FILTERS, keyword: '  north ', states: ['OH'], vocationIds: [1], accountTypes: [3 as const], fleetNames: ['Northline Freight Lines'] };
    expect(selectAccountsBody(filters, 1, { id: 'name', desc: false })).toMatchObject({ key_word: 'north', states: null, vocation_ids: [1], account_types: [3], fleet_names: ['Northline Freight Lines'] });
    const all = selectAccountsBody({ ...filters, country: 'US' }, 1, { id: 'name', desc: false }, { selected: [7], selectAll: true });
    expect(all).toMatchObject({ country: 'US', states: ['OH'], selected_account_ids: [7], is_select_all: true });
  });

  it('offers the four switched account types only when the server allows them', () => {
    expect(visibleAccountTypes(flags)).toEqual([3, 4, 9, 10]);
    expect(visibleAccountTypes({ ...flags, is_show_localbook: true, is_show_goverment: true })).toEqual([1, 3, 4, 5, 9, 10]);
  });

  it('lists the states of a country the server knows', () => {
    const states = { CA: [{ code: 'AB', name: 'Alberta' }], US: [], MX: [], CO: [], AU: [], CN: [] };
    expect(statesOf({ states }, 'CA')).toEqual([{ code: 'AB', name: 'Alberta' }]);
    expect(statesOf({ states }, 'FR')).toEqual([]);
    expect(statesOf({ states }, null)).toEqual([]);
  });
});
