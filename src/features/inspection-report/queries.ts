import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { HomePageResponse, SurveyDetailResponse } from '../../../contract/inspection-report';
import { api } from '../../lib/api-client';

/*
 * Queries a route starts from its loader, before the screen's code arrives: this module stays
 * small (no hooks, no components), since the route files that import it are in the entry. Hence
 * the API client straight from lib/ and types only from contract/: the feature's app-links
 * would carry the contract's schemas (zod and all) into the entry.
 */

export const INSPECTION_REPORT_KEY = ['inspection-report'] as const;

/** The filters' choices: the list screens' first call, which needs no input. */
export const homePageQuery = queryOptions({
  queryKey: [...INSPECTION_REPORT_KEY, 'home'],
  queryFn: () => api.get('survey/get_home_page').json<HomePageResponse>(),
  networkMode: 'online',
  staleTime: 5 * 60_000,
});

export const systemLevelAccessQuery = queryOptions({
  queryKey: [...INSPECTION_REPORT_KEY, 'system-access'],
  queryFn: () => api.get('survey/has_system_level_access').json<{ has_access: boolean }>(),
  networkMode: 'online',
  staleTime: Infinity,
});

/** Both list screens' first calls (fleet and dealer): the filters' choices and the staff switch. */
export function prefetchInspectionFilters(client: QueryClient): void {
  void client.prefetchQuery(homePageQuery);
  void client.prefetchQuery(systemLevelAccessQuery);
}

/** One survey's inspection report; its id comes from the address. */
export const surveyDetailQuery = (surveyId: number | null) =>
  queryOptions({
    queryKey: [...INSPECTION_REPORT_KEY, 'detail', surveyId],
    queryFn: () => api.post('survey/detail', { json: { survey_id: surveyId } }).json<SurveyDetailResponse>(),
    enabled: surveyId !== null,
    networkMode: 'online',
  });

/** A survey id as the address spells it, or null when it is not one. */
export const surveyIdOf = (id: string): number | null => (/^\d{1,9}$/.test(id) ? Number(id) : null);
