import type { FleetSurveyDb } from './db';
import { guardWrite, StorageFullError, isQuotaError } from './errors';
import type { UploadedUnit } from './types';

/** The staged-import units store (spec 3 §3), in IndexedDB or, when that fails, local storage. */
export interface UploadedUnitsStore {
  readonly mode: 'indexeddb' | 'local-storage';
  list(locationId?: number): Promise<UploadedUnit[]>;
  get(dbId: string): Promise<UploadedUnit | undefined>;
  putMany(units: UploadedUnit[]): Promise<void>;
  remove(dbIds: string[]): Promise<void>;
  clear(locationId?: number): Promise<void>;
}

const byNumber = (a: UploadedUnit, b: UploadedUnit) => a.unit_number.localeCompare(b.unit_number);

export function dexieUploadedUnits(db: FleetSurveyDb): UploadedUnitsStore {
  return {
    mode: 'indexeddb',
    async list(locationId) {
      const units = locationId === undefined ? await db.db_uploaded_units.toArray() : await db.db_uploaded_units.where('location_id').equals(locationId).toArray();
      return units.sort(byNumber);
    },
    get: (dbId) => db.db_uploaded_units.get(dbId),
    putMany: (units) => guardWrite(async () => void (await db.db_uploaded_units.bulkPut(units))),
    remove: (dbIds) => db.db_uploaded_units.bulkDelete(dbIds),
    async clear(locationId) {
      if (locationId === undefined) await db.db_uploaded_units.clear();
      else await db.db_uploaded_units.where('location_id').equals(locationId).delete();
    },
  };
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the fallback keeps the store: one JSON object keyed by db_id. */
export const UPLOADED_UNITS_STORAGE_KEY = 'tm_index_database.db_uploaded_units';

export function localStorageUploadedUnits(storage: KeyValueStorage): UploadedUnitsStore {
  const read = (): Record<string, UploadedUnit> => {
    try {
      return (JSON.parse(storage.getItem(UPLOADED_UNITS_STORAGE_KEY) ?? '{}') as Record<string, UploadedUnit>) ?? {};
    } catch {
      return {};
    }
  };
  const write = (units: Record<string, UploadedUnit>) => {
    try {
      storage.setItem(UPLOADED_UNITS_STORAGE_KEY, JSON.stringify(units));
    } catch (error) {
      // setItem either stores the whole value or nothing, so the previous state is intact.
      if (isQuotaError(error)) throw new StorageFullError(error);
      throw error;
    }
  };
  return {
    mode: 'local-storage',
    async list(locationId) {
      return Object.values(read())
        .filter((u) => locationId === undefined || u.location_id === locationId)
        .sort(byNumber);
    },
    async get(dbId) {
      return read()[dbId];
    },
    async putMany(units) {
      const all = read();
      for (const unit of units) all[unit.db_id] = unit;
      write(all);
    },
    async remove(dbIds) {
      const all = read();
      for (const id of dbIds) delete all[id];
      write(all);
    },
    async clear(locationId) {
      if (locationId === undefined) {
        storage.removeItem(UPLOADED_UNITS_STORAGE_KEY);
        return;
      }
      write(Object.fromEntries(Object.entries(read()).filter(([, u]) => u.location_id !== locationId)));
    },
  };
}
