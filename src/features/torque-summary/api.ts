import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, TORQUE_LOCATIONS_PAGE_SIZE, type SelectLocationIdsResponse, type TorqueReport, type TorqueReportRequest } from './app-links';

export const TORQUE_SUMMARY_KEY = ['torque-summary'] as const;

/** One page of the user's locations matching the keyword, and every matching id. */
export function useSelectableLocations(keyword: string, page: number) {
  return useQuery({
    queryKey: [...TORQUE_SUMMARY_KEY, 'locations', keyword, page],
    queryFn: () =>
      api
        .get('torque_summary_report/select_location_ids', { searchParams: { key_word: keyword, page_number: page, page_size: TORQUE_LOCATIONS_PAGE_SIZE } })
        .json<SelectLocationIdsResponse>(),
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

/** The report for the request last run; nothing until the user runs it. */
export function useTorqueReport(body: TorqueReportRequest | null) {
  return useQuery({
    queryKey: [...TORQUE_SUMMARY_KEY, 'report', body],
    queryFn: () => api.post('torque_summary_report/get_report', { json: body }).json<TorqueReport>(),
    enabled: body !== null,
    networkMode: 'online',
  });
}
