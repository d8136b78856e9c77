import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountsResponse } from '../../../contract/fleet-dashboard/responses';
import { api } from '../../lib/api-client';

/*
 * Queries a route starts from its loader, before the screen's code arrives: this module stays
 * small (no hooks, no components), since the route file that imports it is in the entry. Hence
 * the API client straight from lib/ and types only from contract/: the feature's app-links
 * would carry the contract's schemas (zod and all) into the entry.
 */

/** Every dashboard query key starts here, so going offline drops them all. */
export const FLEET_DASHBOARD_KEY = ['fleet-dashboard'] as const;
export const DASHBOARD_API_PREFIX = 'fleet_dashboard';

export type AccountsResponse = z.infer<typeof accountsResponse>;

/** The accounts the wizard opens on: the screen's first call, which needs no input. */
export const accountsQuery = queryOptions({
  queryKey: [...FLEET_DASHBOARD_KEY, 'accounts'],
  queryFn: () => api.get(`${DASHBOARD_API_PREFIX}/get_accounts`).json<AccountsResponse>(),
  staleTime: 10 * 60_000,
  networkMode: 'online',
});
