import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type DealersLocations, type ScrapReport, type ScrapReportRequest, type ScrapSurveysRequest, type ScrapSurveysResponse } from './app-links';

export const SCRAP_ANALYSIS_KEY = ['scrap-analysis'] as const;
export const SCRAP_AREA = 'scrap_analysis_report';

/**
 * Dealers and CTSC locations the user may filter by (survey/get_dealers_locations): with
 * accounts chosen, those that scrapped their tires.
 */
export function useDealerLists(accountIds: readonly number[]) {
  return useQuery({
    queryKey: [...SCRAP_ANALYSIS_KEY, 'dealers', accountIds],
    queryFn: async () => {
      const answer = await api.post('survey/get_dealers_locations', { json: { account_ids: accountIds } }).json<DealersLocations>();
      return { dealers: answer.dealers, ctsc: answer.dealers_ctsc };
    },
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
    networkMode: 'online',
  });
}

/** One page of the surveys that scrapped tires of the chosen accounts and period. */
export function useScrapSurveys(body: ScrapSurveysRequest | null) {
  return useQuery({
    queryKey: [...SCRAP_ANALYSIS_KEY, 'surveys', body],
    queryFn: () => api.post(`${SCRAP_AREA}/get_surveys`, { json: body }).json<ScrapSurveysResponse>(),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

/** The report for the request last run; nothing until the user runs it. */
export function useScrapReport(body: ScrapReportRequest | null) {
  return useQuery({
    queryKey: [...SCRAP_ANALYSIS_KEY, 'report', body],
    queryFn: () => api.post(`${SCRAP_AREA}/get_scrap_report`, { json: body }).json<ScrapReport>(),
    enabled: body !== null,
    networkMode: 'online',
  });
}

/** A scrapped tire's photo, read with the session's headers (an <img> cannot send them). */
export function useScrapPhoto(storageId: string) {
  return useQuery({
    queryKey: [...SCRAP_ANALYSIS_KEY, 'photo', storageId],
    queryFn: () => api.get(`fleet_survey/image/${encodeURIComponent(storageId)}`, { headers: { 'x-silent': '1' } }).blob(),
    staleTime: Infinity,
    networkMode: 'online',
  });
}
