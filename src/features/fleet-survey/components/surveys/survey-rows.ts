import type { CalendarDay } from '../../../../components/inputs/date-rules';
import type { SurveyRow } from '../../api/surveys';
import type { SurveyRecord } from '../../data/types';
import { dayKey, surveyDay } from '../shared/dates';
import type { MergedRow, PendingMarker } from '../shared/list-merge';

/** A survey as a list shows it, whichever side it came from. */
export interface SurveyListRow {
  key: string;
  urlId: string;
  day: CalendarDay | null;
  status: 'open' | 'finished';
  surveyBy: string | null;
  dealerName: string | null;
  units: number | null;
  tires: number | null;
  exceptions: number | null;
  pending: PendingMarker;
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The row's values: an unsent local edit wins over the server's row (it is what the server
 * will have once sent); counts the device cannot know for a new survey stay empty.
 */
export function toSurveyListRow(row: MergedRow<SurveyRow, SurveyRecord>, dealerNames: Map<number, string>): SurveyListRow {
  const { server, local } = row;
  const useLocal = local !== null && (row.pending !== null || server === null);
  const data = useLocal ? local.data : null;
  const dealerId = data ? (num(data.dealer_id) ?? null) : (server?.dealer_id ?? null);
  return {
    key: row.key,
    urlId: row.urlId,
    day: surveyDay(data ? data.survey_date : server?.survey_date),
    status: useLocal ? local.status : (server?.status ?? 'open'),
    surveyBy: server?.survey_by ?? str(local?.data.survey_by),
    dealerName: (dealerId !== null ? dealerNames.get(dealerId) : null) ?? (data ? str(data.dealer_name) : (server?.dealer_name ?? null)),
    units: server?.units ?? num(local?.data.units),
    tires: server?.tires ?? num(local?.data.tires),
    exceptions: server?.exceptions ?? num(local?.data.exceptions),
    pending: row.pending,
  };
}

/** Offline lists: newest survey day first, then the most recently changed. */
export function sortLocalSurveys(records: SurveyRecord[]): SurveyRecord[] {
  return [...records].sort((a, b) => dayKey(surveyDay(b.data.survey_date)) - dayKey(surveyDay(a.data.survey_date)) || b.updatedAt - a.updatedAt);
}
