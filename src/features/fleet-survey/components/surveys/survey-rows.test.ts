import { describe, expect, it } from 'vitest';
import type { SurveyRow } from '../../api/surveys';
import type { SurveyRecord } from '../../data/types';
import { mergeServerPage } from '../shared/list-merge';
import { sortLocalSurveys, toSurveyListRow } from './survey-rows';

const serverRow = (id: number, extra: Partial<SurveyRow> = {}): SurveyRow => ({
  id,
  location_id: 1,
  account_id: 1,
  survey_date: '2024-03-07T12:00:00.000Z',
  status: 'open',
  finished_at: null,
  survey_by: 'Ray K',
  survey_by_user_id: 9,
  dealer_id: 4,
  dealer_name: 'Interstate',
  comments: null,
  units: 3,
  tires: 20,
  exceptions: 2,
  version: 1,
  ...extra,
});
const local = (localId: string, serverId: number | null, syncState: SurveyRecord['syncState'], data: SurveyRecord['data'], updatedAt = 0): SurveyRecord => ({
  localId,
  serverId,
  serverVersion: null,
  syncState,
  updatedAt,
  locationId: 1,
  data,
  status: 'open',
  finishedAt: null,
});

describe('toSurveyListRow', () => {
  const dealers = new Map([[5, 'Prairie Tire']]);

  it('shows a never-sent survey from its local data, dealer named from the cached list', () => {
    const [row] = mergeServerPage([], [local('L1', null, 'unsent', { survey_date: '05/01/2024', dealer_id: 5 })]).map((r) => toSurveyListRow(r, dealers));
    expect(row).toMatchObject({ urlId: 'L1', day: { year: 2024, month: 5, day: 1 }, dealerName: 'Prairie Tire', units: null, pending: 'unsent' });
  });

  it('shows the server row when the local copy is synced, and the local edit while unsent', () => {
    const synced = mergeServerPage([serverRow(10)], [local('a', 10, 'synced', { survey_date: '01/01/2020' })]).map((r) => toSurveyListRow(r, dealers));
    expect(synced[0]).toMatchObject({ day: { year: 2024, month: 3, day: 7 }, dealerName: 'Interstate', units: 3, pending: null });
    const edited = mergeServerPage([serverRow(10)], [local('a', 10, 'unsent', { survey_date: '03/09/2024', dealer_id: 5 })]).map((r) => toSurveyListRow(r, dealers));
    expect(edited[0]).toMatchObject({ urlId: '10', day: { year: 2024, month: 3, day: 9 }, dealerName: 'Prairie Tire', units: 3, pending: 'unsent' });
  });
});

describe('sortLocalSurveys', () => {
  it('puts the newest survey day first whatever form the date is in', () => {
    const sorted = sortLocalSurveys([
      local('old', 1, 'synced', { survey_date: '2023-01-02T12:00:00.000Z' }),
      local('new', null, 'unsent', { survey_date: '06/01/2024' }),
      local('mid', 2, 'synced', { survey_date: '2024-02-01T12:00:00.000Z' }),
    ]);
    expect(sorted.map((s) => s.localId)).toEqual(['new', 'mid', 'old']);
  });
});
