import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchStoredReport, reportPollInterval, useEarlierReports, type StoredReportAnswer } from '../../components/generated-reports';
import {
  api,
  HTTPError,
  type ErrorResponse,
  type FleetConditionReport,
  type GenerateReportRequest,
  type generateReportResponse,
} from './app-links';

/** Every fleet condition query key starts here, so going offline drops them all. */
export const FLEET_CONDITIONS_KEY = ['fleet-conditions'] as const;
const REPORTS_KEY = [...FLEET_CONDITIONS_KEY, 'reports'] as const;

export type GenerateReportResponse = z.infer<typeof generateReportResponse>;

/** get_report's answer as the view needs it: the data, or still being made (409), gone (404), outdated (410). */
export type ReportAnswer = StoredReportAnswer<FleetConditionReport>;

async function jsonBody<T>(error: HTTPError): Promise<T | null> {
  return (await error.response.clone().json().catch(() => null)) as T | null;
}

export const fetchReport = (id: number): Promise<ReportAnswer> => fetchStoredReport<FleetConditionReport>('fleet_conditions', id);

/** The user's currency symbol (spec 1 §3: default '$'), for the loss assumption labels. */
export function useUserPreferences() {
  return useQuery({
    queryKey: [...FLEET_CONDITIONS_KEY, 'preferences'],
    queryFn: () => api.get('common/get_user_preferences').json<{ currency_symbol: string }>(),
    staleTime: Infinity,
    networkMode: 'online',
  });
}

export function useReports() {
  return useEarlierReports(REPORTS_KEY, 'fleet_conditions');
}

export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateReportRequest) => api.post('fleet_conditions/generate_reports', { json: body }).json<GenerateReportResponse>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}

export function useReport(id: number) {
  return useQuery({
    queryKey: [...FLEET_CONDITIONS_KEY, 'report', id],
    queryFn: () => fetchReport(id),
    refetchInterval: (query) => reportPollInterval(query.state.data),
    networkMode: 'online',
  });
}

/** A photo of the report, read with the session's headers (an <img> cannot send them). */
export function useReportImage(storageId: string) {
  return useQuery({
    queryKey: [...FLEET_CONDITIONS_KEY, 'image', storageId],
    queryFn: () => api.get(`fleet_survey/image/${encodeURIComponent(storageId)}`, { headers: { 'x-silent': '1' } }).blob(),
    staleTime: Infinity,
    networkMode: 'online',
  });
}

/** The 400 body of a failed generate: its message and field errors, or null for other failures. */
export async function badRequestOf(error: unknown): Promise<ErrorResponse | null> {
  if (!(error instanceof HTTPError) || error.response.status !== 400) return null;
  return jsonBody<ErrorResponse>(error);
}
