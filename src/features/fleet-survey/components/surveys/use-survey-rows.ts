import { SURVEYS_PAGE_SIZE, useServerSurveys } from '../../api/surveys';
import { useLocalSurveys, useOnline } from '../../state';
import { localRows, mergeServerPage, pageCount, pageOf } from '../shared/list-merge';
import { sortLocalSurveys, toSurveyListRow, type SurveyListRow } from './survey-rows';
import { useDealers } from './use-dealers';

export interface SurveyRowsResult {
  rows: SurveyListRow[];
  total: number;
  pages: number;
  loading: boolean;
  /** The server list failed; the rows are this device's. */
  serverFailed: boolean;
  source: 'server' | 'device';
}

/**
 * A location's surveys, local first: with signal, the server's page with this device's
 * unsent surveys and edits laid over it; without, every survey saved on the device.
 */
export function useSurveyRows(locationId: number, page: number): SurveyRowsResult {
  const online = useOnline();
  const locals = useLocalSurveys(locationId);
  const server = useServerSurveys(locationId, page, online);
  const { names } = useDealers(locationId);

  if (online && server.data && locals) {
    const rows = mergeServerPage(server.data.surveys, locals, undefined, server.dataUpdatedAt).map((r) => toSurveyListRow(r, names));
    const notOnPage = rows.filter((r) => r.key.startsWith('local:')).length;
    const total = server.data.total_items + notOnPage;
    return { rows, total, pages: pageCount(server.data.total_items, SURVEYS_PAGE_SIZE), loading: false, serverFailed: false, source: 'server' };
  }
  const serverFailed = online && server.isError;
  if (!locals || (online && server.isPending)) return { rows: [], total: 0, pages: 1, loading: true, serverFailed: false, source: 'device' };
  const all = localRows(sortLocalSurveys(locals));
  return {
    rows: pageOf(all, page, SURVEYS_PAGE_SIZE).map((r) => toSurveyListRow(r, names)),
    total: all.length,
    pages: pageCount(all.length, SURVEYS_PAGE_SIZE),
    loading: false,
    serverFailed,
    source: 'device',
  };
}
