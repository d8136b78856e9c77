import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../../tests/support/fleet-survey-sync/harness';
import { createFleetSurveyDb } from './db';
import { StorageFullError } from './errors';
import { openFleetSurveyStorage, requestPersistentStorage, resetPersistentStorageRequest } from './storage';
import { saveUnitLocally } from './unit-repository';
import { localStorageUploadedUnits, UPLOADED_UNITS_STORAGE_KEY, type KeyValueStorage } from './uploaded-units';

function memoryStorage(limit = Infinity): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > limit) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
}

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('storage modes', () => {
  it('uses IndexedDB for uploaded units when it opens', async () => {
    const storage = await openFleetSurveyStorage({ db: openTestDb() });
    expect(storage.mode).toBe('indexeddb');
    await storage.uploadedUnits.putMany([{ db_id: 'u1', unit_number: 'B', location_id: 1 }, { db_id: 'u2', unit_number: 'A', location_id: 1 }]);
    expect((await storage.uploadedUnits.list(1)).map((u) => u.db_id)).toEqual(['u2', 'u1']);
    expect(await storage.db!.db_uploaded_units.get('u1')).toMatchObject({ unit_number: 'B' });
  });

  it('falls back to local storage for uploaded units when IndexedDB cannot open (private mode)', async () => {
    const refusing = { open: () => { throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError'); } } as unknown as IDBFactory;
    const local = memoryStorage();
    const storage = await openFleetSurveyStorage({ db: createFleetSurveyDb({ indexedDB: refusing }), localStorage: local });
    expect(storage).toMatchObject({ mode: 'local-storage', db: null });
    expect(storage.uploadedUnits.mode).toBe('local-storage');
    await storage.uploadedUnits.putMany([{ db_id: 'd1', unit_number: 'Z9', location_id: 4 }, { db_id: 'd2', unit_number: 'Z1', location_id: 5 }]);
    expect(await storage.uploadedUnits.list(4)).toEqual([{ db_id: 'd1', unit_number: 'Z9', location_id: 4 }]);
    expect(JSON.parse(local.map.get(UPLOADED_UNITS_STORAGE_KEY)!)).toHaveProperty('d2');
    await storage.uploadedUnits.remove(['d1']);
    expect(await storage.uploadedUnits.get('d1')).toBeUndefined();
    await storage.uploadedUnits.clear(5);
    expect(await storage.uploadedUnits.list()).toEqual([]);
  });

  it('reports a full local storage as StorageFullError and keeps what was stored', async () => {
    const local = memoryStorage(200);
    const units = localStorageUploadedUnits(local);
    await units.putMany([{ db_id: 'a', unit_number: 'A1', location_id: 1 }]);
    const big = Array.from({ length: 20 }, (_, i) => ({ db_id: `b${i}`, unit_number: `B${i}`, location_id: 1 }));
    await expect(units.putMany(big)).rejects.toBeInstanceOf(StorageFullError);
    expect(await units.list()).toEqual([{ db_id: 'a', unit_number: 'A1', location_id: 1 }]);
  });
});

describe('quota errors in IndexedDB', () => {
  it('surfaces StorageFullError, rolls the record back with its outbox entry, and loses nothing stored', async () => {
    const db = openTestDb();
    let full = false;
    // Fails the outbox write after the record write, inside the same transaction.
    db.use({
      stack: 'dbcore',
      name: 'quota',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return { ...table, mutate: (req) => (full && name === 'outbox' ? Promise.reject(quotaError()) : table.mutate(req)) };
        },
      }),
    });
    const kept = await saveUnitLocally(db, { locationId: 1, data: { unit_number: 'KEEP' } });
    full = true;
    const input = { locationId: 1, data: { unit_number: 'NEW', vin: 'typed on site' } };
    const error = await saveUnitLocally(db, input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFullError);
    expect((error as Error).message).toMatch(/^Storage is full/);
    expect(input.data.vin).toBe('typed on site');
    expect((await db.units.toArray()).map((u) => u.data.unit_number)).toEqual(['KEEP']);
    expect(await db.outbox.count()).toBe(1);
    full = false;
    await saveUnitLocally(db, input);
    expect(await db.units.count()).toBe(2);
    expect((await db.units.get(kept.localId))!.data.unit_number).toBe('KEEP');
  });
});

describe('persistent storage', () => {
  afterEach(() => resetPersistentStorageRequest());

  it('asks once and remembers the answer', async () => {
    let asked = 0;
    const manager = { persisted: async () => false, persist: async () => (asked++, true) } as unknown as StorageManager;
    expect(await requestPersistentStorage(manager)).toBe(true);
    expect(await requestPersistentStorage(manager)).toBe(true);
    expect(asked).toBe(1);
  });

  it('does not ask when already persisted, and says null without the API', async () => {
    let asked = 0;
    const manager = { persisted: async () => true, persist: async () => (asked++, true) } as unknown as StorageManager;
    expect(await requestPersistentStorage(manager)).toBe(true);
    expect(asked).toBe(0);
    resetPersistentStorageRequest();
    expect(await requestPersistentStorage({} as StorageManager)).toBeNull();
  });
});
