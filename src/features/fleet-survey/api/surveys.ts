import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SurveyRow, surveysResponse } from '../../../../contract/fleet-survey/surveys';
import { api } from '../../../lib/api-client';
import { cacheServerSurveys } from '../data/server-cache';
import { useFieldDb, useOnline } from '../state';
import { postForFile, type DownloadedFile, type ExportFormat } from './units';

export type { SurveyRow };
export type SurveysResponse = z.infer<typeof surveysResponse>;

/** Survey lists show 20 rows (spec 1 §9). */
export const SURVEYS_PAGE_SIZE = 20;
const BULK_PAGE_SIZE = 1000;

export function fetchSurveysPage(locationId: number, page: number, signal?: AbortSignal): Promise<SurveysResponse> {
  return api
    .post('fleet_survey/get_surveys', { json: { location_id: locationId, page_number: page, page_size: SURVEYS_PAGE_SIZE }, signal })
    .json<SurveysResponse>();
}

/** Every survey of a location the user may see, newest first. */
export async function fetchAllSurveys(locationId: number, signal?: AbortSignal): Promise<SurveyRow[]> {
  const rows: SurveyRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api
      .post('fleet_survey/get_surveys', { json: { location_id: locationId, page_number: page, page_size: BULK_PAGE_SIZE }, signal })
      .json<SurveysResponse>();
    rows.push(...answer.surveys);
    if (answer.surveys.length < BULK_PAGE_SIZE || rows.length >= answer.total_items) return rows;
  }
}

export function useServerSurveys(locationId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['fleet-survey', 'surveys', locationId, page],
    queryFn: ({ signal }) => fetchSurveysPage(locationId, page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function downloadSurveys(locationId: number, format: ExportFormat): Promise<DownloadedFile> {
  return postForFile(`fleet_survey/get_surveys_${format}`, { location_id: locationId }, `surveys.${format === 'pdf' ? 'pdf' : 'xlsx'}`);
}

/**
 * With signal, refreshes the device's copy of a location's surveys before one is edited, so the
 * edit is based on the server's current version (unsent local changes are kept).
 */
export function useRefreshSurveys(locationId: number, enabled: boolean) {
  const online = useOnline();
  const db = useFieldDb();
  return useQuery({
    queryKey: ['fleet-survey', 'surveys-refresh', locationId],
    queryFn: async ({ signal }) => {
      const rows = await fetchAllSurveys(locationId, signal);
      if (db) await cacheServerSurveys(db, locationId, rows);
      return rows.length;
    },
    enabled: enabled && online && db !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
