/**
 * The account table's filters and the select_accounts body they make (contract
 * selectAccountsRequest). The table pages and sorts on the server; the selection is the
 * client's own and travels only when the server is asked to add every matching account.
 */
import { ACCOUNT_SELECTION_ORDER, ACCOUNT_SELECTION_PAGE_SIZE, type AccountSelects, type SelectAccountsRequest } from '../../../contract/account-selection';
import { ACCOUNT_TYPE, type AccountTypeCode } from '../../../contract/common-lookups';

export interface AccountFilters {
  keyword: string;
  country: string | null;
  states: string[];
  vocationIds: number[];
  accountTypes: AccountTypeCode[];
  fleetNames: string[];
}

export const EMPTY_FILTERS: AccountFilters = { keyword: '', country: null, states: [], vocationIds: [], accountTypes: [], fleetNames: [] };

export type AccountSortColumn = keyof typeof ACCOUNT_SELECTION_ORDER;
export interface AccountSort {
  id: AccountSortColumn;
  desc: boolean;
}

export function selectAccountsBody(filters: AccountFilters, page: number, sort: AccountSort, extra: { selected?: readonly number[]; selectAll?: boolean } = {}): SelectAccountsRequest {
  return {
    page_number: page,
    page_size: ACCOUNT_SELECTION_PAGE_SIZE,
    order_by: ACCOUNT_SELECTION_ORDER[sort.id],
    is_sort_desc: sort.desc,
    key_word: filters.keyword.trim().slice(0, 200),
    country: filters.country,
    // States belong to a country; without one they would filter on a list the user cannot see.
    states: filters.country && filters.states.length ? filters.states : null,
    vocation_ids: filters.vocationIds.length ? filters.vocationIds : null,
    account_types: filters.accountTypes.length ? filters.accountTypes : null,
    fleet_names: filters.fleetNames.length ? filters.fleetNames : null,
    selected_account_ids: extra.selected ? [...extra.selected] : null,
    is_select_all: extra.selectAll ?? false,
  };
}

/** Account types offered as filters: the four the server's flags switch (spec 3 §6), the rest always. */
export function visibleAccountTypes(selects: Pick<AccountSelects, 'is_show_unknown' | 'is_show_localbook' | 'is_show_goverment' | 'is_show_preferred_fleet'>): AccountTypeCode[] {
  const switched: [AccountTypeCode, boolean][] = [
    [ACCOUNT_TYPE.unknown, selects.is_show_unknown],
    [ACCOUNT_TYPE.localBook, selects.is_show_localbook],
    [ACCOUNT_TYPE.government, selects.is_show_goverment],
    [ACCOUNT_TYPE.preferredFleet, selects.is_show_preferred_fleet],
  ];
  const always: AccountTypeCode[] = [ACCOUNT_TYPE.nationalAccount, ACCOUNT_TYPE.canadianCommonOwner, ACCOUNT_TYPE.canadianNationalAccount, ACCOUNT_TYPE.leasing];
  const shown = new Set<AccountTypeCode>([...always, ...switched.filter(([, show]) => show).map(([code]) => code)]);
  return Object.values(ACCOUNT_TYPE).filter((code) => shown.has(code));
}

/** The states of the chosen country, when the server lists any for it. */
export function statesOf(selects: Pick<AccountSelects, 'states'>, country: string | null): { code: string; name: string }[] {
  if (!country || !(country in selects.states)) return [];
  return selects.states[country as keyof AccountSelects['states']];
}
