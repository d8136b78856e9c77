import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AccountSelects, SelectAccountsRequest, SelectAccountsResponse } from '../../../contract/account-selection';
import { api } from '../../lib/api-client';

/**
 * The account selection table's calls. Each report mounts the table under its own prefix
 * (`fleet_conditions`, `scrap_analysis_report`, …), so its security code guards the table too.
 */
export const ACCOUNT_SELECTION_KEY = ['account-selection'] as const;

export function useAccountSelects(area: string) {
  return useQuery({
    queryKey: [...ACCOUNT_SELECTION_KEY, area, 'selects'],
    queryFn: () => api.post(`${area}/get_selects`, { json: {} }).json<AccountSelects>(),
    staleTime: 10 * 60_000,
    networkMode: 'online',
  });
}

export function useSelectableAccounts(area: string, body: SelectAccountsRequest) {
  return useQuery({
    queryKey: [...ACCOUNT_SELECTION_KEY, area, 'accounts', body],
    queryFn: () => api.post(`${area}/select_accounts`, { json: body }).json<SelectAccountsResponse>(),
    // Paging and filtering keep the old page visible (marked busy) until the new one arrives.
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

/** Every account matching the filters added to the selection, normalised by the server. */
export function selectAllAccounts(area: string, body: SelectAccountsRequest): Promise<SelectAccountsResponse> {
  return api.post(`${area}/select_accounts`, { json: { ...body, is_select_all: true } }).json<SelectAccountsResponse>();
}
