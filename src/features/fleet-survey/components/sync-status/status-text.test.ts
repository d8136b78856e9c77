import { describe, expect, it } from 'vitest';
import { StorageFullError } from '../../data/errors';
import { ageOf, conflictRows, megabytes, percent, syncHeadline } from './status-text';

const base = {
  storage: 'indexeddb' as const,
  online: true,
  unsentChanges: 0,
  unsentPhotos: 0,
  needsSignIn: false,
  attention: [],
  lastError: null,
  replay: { running: false, error: null },
};
const attentionItem = { id: 'a', op: 'save_unit', status: 'failed', entityKind: 'unit', entityLocalId: 'u', message: 'x', httpStatus: 400, createdAt: 0 } as const;

describe('syncHeadline', () => {
  it('says synced when nothing waits and the device is online', () => {
    expect(syncHeadline(base)).toBe('synced');
  });
  it('says unsent online with queued changes or photos, offline when the signal is gone', () => {
    expect(syncHeadline({ ...base, unsentChanges: 2 })).toBe('unsent');
    expect(syncHeadline({ ...base, unsentPhotos: 1 })).toBe('unsent');
    expect(syncHeadline({ ...base, unsentChanges: 2, online: false })).toBe('offline');
    expect(syncHeadline({ ...base, online: false })).toBe('offline');
  });
  it('says the server cannot be reached, not offline, while the device is online and the server silent', () => {
    expect(syncHeadline({ ...base, online: false, unreachable: true })).toBe('unreachable');
    expect(syncHeadline({ ...base, unsentChanges: 2, online: false, unreachable: true })).toBe('unreachable');
    expect(syncHeadline({ ...base, unsentChanges: 2, online: false, unreachable: true, replay: { running: true, error: null } })).toBe('unreachable');
  });
  it('says sending only while a replay runs with something to send', () => {
    expect(syncHeadline({ ...base, unsentChanges: 1, replay: { running: true, error: null } })).toBe('sending');
    expect(syncHeadline({ ...base, replay: { running: true, error: null } })).toBe('synced');
  });
  it('puts what needs the user before waiting work', () => {
    expect(syncHeadline({ ...base, unsentChanges: 3, attention: [attentionItem] })).toBe('attention');
    expect(syncHeadline({ ...base, needsSignIn: true, attention: [attentionItem] })).toBe('sign-in');
    expect(syncHeadline({ ...base, needsSignIn: true, replay: { running: false, error: new StorageFullError().message } })).toBe('storage-full');
    expect(syncHeadline({ ...base, lastError: new StorageFullError().message })).toBe('storage-full');
    expect(syncHeadline({ ...base, storage: 'local-storage', needsSignIn: true })).toBe('unavailable');
  });
});

describe('ageOf', () => {
  const now = Date.UTC(2024, 0, 10, 12);
  it('reads never, now, minutes, hours and days', () => {
    expect(ageOf(null, now)).toEqual({ unit: 'never' });
    expect(ageOf(now - 30_000, now)).toEqual({ unit: 'now' });
    expect(ageOf(now - 2 * 60_000 - 5_000, now)).toEqual({ unit: 'minutes', count: 2 });
    expect(ageOf(now - 3 * 3_600_000, now)).toEqual({ unit: 'hours', count: 3 });
    expect(ageOf(now - 50 * 3_600_000, now)).toEqual({ unit: 'days', count: 2 });
  });
  it('treats a clock that moved back as now', () => {
    expect(ageOf(now + 60_000, now)).toEqual({ unit: 'now' });
  });
});

describe('megabytes and percent', () => {
  it('never shows a pending photo as zero', () => {
    expect(megabytes(0)).toBe('0');
    expect(megabytes(10)).toBe('0.1');
    expect(megabytes(3.5 * 1024 * 1024)).toBe('3.5');
  });
  it('caps progress at 100 and handles an empty run', () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(1, 3)).toBe(33);
    expect(percent(5, 3)).toBe(100);
  });
});

describe('conflictRows', () => {
  it('lists the fields this device sent, differences first, without bookkeeping ids', () => {
    const rows = conflictRows(
      { id: 7, version: 2, location_id: 3, unit_number: 'T-1', model: 'A', year: 2020 },
      { id: 7, version: 3, unit_number: 'T-1', model: 'B', year: null, vin: 'X' },
    );
    expect(rows).toEqual([
      { field: 'model', mine: 'A', theirs: 'B', differs: true },
      { field: 'year', mine: '2020', theirs: '—', differs: true },
      { field: 'unit_number', mine: 'T-1', theirs: 'T-1', differs: false },
    ]);
  });
  it('copes with a missing side', () => {
    expect(conflictRows(null, { a: 1 })).toEqual([]);
    expect(conflictRows({ a: 1 }, null)).toEqual([{ field: 'a', mine: '1', theirs: '—', differs: true }]);
  });
});
