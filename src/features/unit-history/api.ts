import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEarlierReports } from '../../components/generated-reports';
import {
  api,
  UNIT_HISTORY_PAGE_SIZE,
  type GenerateUnitHistoryRequest,
  type UnitHistoryAccounts,
  type UnitHistoryReportItem,
  type UnitHistoryReportResponse,
  type UnitHistorySelection,
  type UnitNumbersResponse,
} from './app-links';

/** Every unit history query key starts here, so going offline drops them all. */
export const UNIT_HISTORY_KEY = ['unit-history'] as const;
const REPORTS_KEY = [...UNIT_HISTORY_KEY, 'reports'] as const;

export function useAccountLists() {
  return useQuery({
    queryKey: [...UNIT_HISTORY_KEY, 'accounts'],
    queryFn: () => api.get('unit_history_report/get_accounts').json<UnitHistoryAccounts>(),
    networkMode: 'online',
  });
}

/** One page of the chosen accounts' units whose number holds the keyword. */
export function useUnitNumbers(accountIds: number[], keyword: string, page: number) {
  return useQuery({
    queryKey: [...UNIT_HISTORY_KEY, 'units', accountIds, keyword, page],
    queryFn: () =>
      api
        .post('unit_history_report/get_unit_numbers', { json: { account_ids: accountIds, key_word: keyword, page_number: page, page_size: UNIT_HISTORY_PAGE_SIZE } })
        .json<UnitNumbersResponse>(),
    enabled: accountIds.length > 0,
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

/** One page of the history of the units last shown; nothing until the user asks. */
export function useUnitHistory(selection: UnitHistorySelection | null, page: number) {
  return useQuery({
    queryKey: [...UNIT_HISTORY_KEY, 'report', selection, page],
    queryFn: () =>
      api
        .post('unit_history_report/get_unit_history_report', { json: { ...selection, page_number: page, page_size: UNIT_HISTORY_PAGE_SIZE } })
        .json<UnitHistoryReportResponse>(),
    enabled: selection !== null,
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

/** The user's generated reports, newest first; polls while one is queued or running. */
/** The user's generated unit history reports (the shared list's query): polls while one is being made. */
export const useGeneratedReports = () => useEarlierReports<UnitHistoryReportItem>(REPORTS_KEY, 'unit_history_report');

export function useGenerateReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateUnitHistoryRequest) => api.post('unit_history_report/generate_reports', { json: body }).json<{ id: number; status: string }>(),
    onSuccess: () => client.invalidateQueries({ queryKey: REPORTS_KEY }),
    networkMode: 'online',
  });
}
