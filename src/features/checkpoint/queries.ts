import { queryOptions } from '@tanstack/react-query';
import type { HomePageResponse } from '../../../contract/checkpoint';
import { api } from '../../lib/api-client';

/*
 * Queries a route starts from its loader, before the screen's code arrives: this module stays
 * small (no hooks, no components), since the route file that imports it is in the entry. Hence
 * the API client straight from lib/ and types only from contract/: the feature's app-links
 * would carry the contract's schemas (zod and all) into the entry.
 */

/** Every checkpoint query key starts here, so going offline can drop them all. */
export const CHECKPOINT_KEY = ['checkpoint'] as const;

/** The wizard's choices: the screen's first call, which needs no input. */
export const homePageQuery = queryOptions({
  queryKey: [...CHECKPOINT_KEY, 'home'],
  queryFn: () => api.get('checkpoint/get_home_page').json<HomePageResponse>(),
  networkMode: 'online',
});
