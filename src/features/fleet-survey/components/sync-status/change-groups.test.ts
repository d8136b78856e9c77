import { describe, expect, it } from 'vitest';
import type { WaitingChange } from '../../sync';
import { AT_RISK_AFTER_MS, groupChanges, oldestChange, workAtRisk } from './change-groups';

let seq = 0;
const change = (createdAt: number, subject: Partial<WaitingChange> = {}): WaitingChange => ({
  id: `e${++seq}`,
  op: 'save_tire',
  status: 'pending',
  unitNumber: null,
  tirePosition: null,
  surveyLocalId: null,
  unitLocalId: null,
  surveyDate: null,
  createdAt,
  attempts: 0,
  lastError: null,
  httpStatus: null,
  ...subject,
});

describe('groupChanges', () => {
  it('makes one line of a unit in a survey, whatever its number of readings, the longest waiting line first', () => {
    const inSurvey = { surveyLocalId: 's1', unitLocalId: 'u1', unitNumber: 'T100', surveyDate: '11/28/2026' };
    const readings = Array.from({ length: 18 }, (_, i) => change(1_000 + i, inSurvey));
    const unitAlone = change(500, { op: 'save_unit', unitLocalId: 'u1', unitNumber: 'T100' });
    const survey = change(700, { op: 'create_survey', surveyLocalId: 's1', surveyDate: '11/28/2026' });
    const failed = change(2_000, { ...inSurvey, status: 'failed' });
    const groups = groupChanges([...readings, survey, failed, unitAlone]);
    expect(groups.map((g) => [g.key, g.changes.length, g.oldest, g.needsUser])).toEqual([
      ['-|u1', 1, 500, 0],
      ['s1|-', 1, 700, 0],
      ['s1|u1', 19, 1_000, 1],
    ]);
    expect(groups[2]!.changes.map((c) => c.createdAt)).toEqual([...readings.map((r) => r.createdAt), 2_000]);
  });

  it('keeps queue order among changes made at the same moment', () => {
    const same = [change(5), change(5), change(5)];
    expect(groupChanges(same)[0]!.changes.map((c) => c.id)).toEqual(same.map((c) => c.id));
  });
});

describe('workAtRisk', () => {
  const now = 10 * AT_RISK_AFTER_MS;
  it('is true only for work older than a day on storage the browser does not promise to keep', () => {
    expect(workAtRisk(now - AT_RISK_AFTER_MS - 1, now, false)).toBe(true);
    expect(workAtRisk(now - AT_RISK_AFTER_MS - 1, now, null)).toBe(true);
    expect(workAtRisk(now - AT_RISK_AFTER_MS - 1, now, true)).toBe(false);
    expect(workAtRisk(now - AT_RISK_AFTER_MS + 60_000, now, false)).toBe(false);
    expect(workAtRisk(null, now, false)).toBe(false);
  });

  it('reads the oldest change', () => {
    expect(oldestChange([change(30), change(10), change(20)])).toBe(10);
    expect(oldestChange([])).toBeNull();
  });
});
