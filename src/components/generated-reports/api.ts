import { useQuery } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { api } from '../../lib/api-client';
import type { GeneratedReportItem } from './earlier-reports-table';
import { reportsPollInterval } from './polling';
import { answerForFailure, type FailedAnswer } from './report-answer';

/**
 * The calls every generated report kind shares, under its own prefix (`fleet_conditions`,
 * `product_analysis_report`), so its security code guards them.
 */

/** The user's earlier reports of a kind; polls only while one is queued or running, and stops by itself. */
export function useEarlierReports<T extends GeneratedReportItem = GeneratedReportItem>(queryKey: readonly unknown[], prefix: string) {
  return useQuery({
    queryKey,
    queryFn: () => api.get(`${prefix}/get_reports`).json<{ reports: T[] }>(),
    refetchInterval: (query) => reportsPollInterval(query.state.data?.reports),
    staleTime: 0,
    networkMode: 'online',
  });
}

/** get_report's answer as a view needs it: the data, or still being made (409), gone (404), outdated (410). */
export type StoredReportAnswer<T> = { state: 'ready'; report: T } | FailedAnswer;

export async function fetchStoredReport<T>(prefix: string, id: number): Promise<StoredReportAnswer<T>> {
  try {
    return { state: 'ready', report: await api.post(`${prefix}/get_report`, { json: { id, format: 'json' } }).json<T>() };
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    const answer = answerForFailure(error.response.status, await error.response.clone().json().catch(() => null));
    if (answer) return answer;
    throw error;
  }
}
