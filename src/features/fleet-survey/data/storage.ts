import { createFleetSurveyDb, type FleetSurveyDb } from './db';
import { dexieUploadedUnits, localStorageUploadedUnits, type KeyValueStorage, type UploadedUnitsStore } from './uploaded-units';

export type StorageMode = 'indexeddb' | 'local-storage';

export interface FleetSurveyStorage {
  /** Null in degraded mode: only uploaded units are kept (in local storage); nothing else works offline. */
  db: FleetSurveyDb | null;
  mode: StorageMode;
  uploadedUnits: UploadedUnitsStore;
  openError: unknown;
}

/** A store that forgets, for when even local storage is missing; it keeps the interface honest. */
function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/**
 * Opens the field database. When IndexedDB is missing or refuses to open (private mode,
 * blocked by policy), uploaded units fall back to local storage (spec 1 §4) and the mode says so.
 */
export async function openFleetSurveyStorage(options: { db?: FleetSurveyDb; localStorage?: KeyValueStorage } = {}): Promise<FleetSurveyStorage> {
  const db = options.db ?? createFleetSurveyDb();
  try {
    await db.open();
    return { db, mode: 'indexeddb', uploadedUnits: dexieUploadedUnits(db), openError: null };
  } catch (error) {
    const fallback = options.localStorage ?? (typeof localStorage === 'undefined' ? memoryStorage() : localStorage);
    return { db: null, mode: 'local-storage', uploadedUnits: localStorageUploadedUnits(fallback), openError: error };
  }
}

let persistence: Promise<boolean | null> | null = null;

/**
 * Asks the browser once per page load to keep our data under storage pressure; an already
 * persisted origin is not asked again. Null when the browser has no such API.
 */
export function requestPersistentStorage(manager: StorageManager | undefined = globalThis.navigator?.storage): Promise<boolean | null> {
  persistence ??= (async () => {
    if (!manager?.persist) return null;
    try {
      if (await manager.persisted?.()) return true;
      return await manager.persist();
    } catch {
      return false;
    }
  })();
  return persistence;
}

/** For tests: forget the memoised answer. */
export function resetPersistentStorageRequest(): void {
  persistence = null;
}
