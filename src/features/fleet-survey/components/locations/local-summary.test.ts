import { describe, expect, it } from 'vitest';
import type { SurveyRecord } from '../../data/types';
import { summarizeLocal } from './local-summary';

const survey = (localId: string, data: Record<string, unknown> = {}): SurveyRecord => ({
  localId,
  serverId: null,
  serverVersion: null,
  syncState: 'synced',
  updatedAt: 0,
  locationId: 1,
  status: 'open',
  finishedAt: null,
  data: { survey_date: '01/01/2024', ...data },
});

describe('summarizeLocal', () => {
  it('counts the location\'s units even without surveys', () => {
    expect(summarizeLocal({ surveys: [], inspectedUnits: new Map(), readings: new Map(), unitCount: 4 })).toEqual({ surveys: 0, units: 4, tires: 0, exceptions: 0 });
  });

  it('counts readings of local inspections exactly, server-only surveys by their listed counts, and units as the location has them', () => {
    const summary = summarizeLocal({
      surveys: [survey('a', { units: 9, tires: 99, exceptions: 1 }), survey('b', { units: 2, tires: 16, exceptions: 3 }), survey('c')],
      inspectedUnits: new Map([
        ['a', new Set(['u1', 'u2'])],
        ['c', new Set(['u2', 'u3'])],
      ]),
      readings: new Map([
        ['a', 10],
        ['c', 4],
      ]),
      unitCount: 10,
    });
    // Readings of a and c from the device (14), b from its counts; units are the location's 10, not those inspected.
    expect(summary).toEqual({ surveys: 3, units: 10, tires: 14 + 16, exceptions: 1 + 3 });
  });
});
