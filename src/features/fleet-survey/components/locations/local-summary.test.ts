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
  it('is all zeros for a location with no surveys', () => {
    expect(summarizeLocal({ surveys: [], inspectedUnits: new Map(), readings: new Map(), unitCount: 4 })).toEqual({ surveys: 0, units: 0, tires: 0, exceptions: 0 });
  });

  it('counts local inspections exactly and server-only surveys by their listed counts', () => {
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
    // a and c from the device (u1, u2, u3 distinct; 14 readings), b from its counts.
    expect(summary).toEqual({ surveys: 3, units: 3 + 2, tires: 14 + 16, exceptions: 1 + 3 });
  });
});
