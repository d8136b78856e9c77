import { atom } from 'jotai';

/** The field database's name (spec 1 §4: `tm_index_database`). */
export const FIELD_STORE_NAME = 'tm_index_database';

/** Set once the field database is open on this page: a field screen or the sync engine opened it. */
export const fieldStoreOpenAtom = atom(false);

/**
 * Whether this device holds the field database, asked without opening it (which would create
 * it). A desktop that never opened a field screen has none, so nothing is waiting to be sent and
 * the sync engine need not start there. A browser that cannot list its databases answers "yes":
 * the engine then starts as on any device.
 */
export async function fieldStoreOnDevice(factory: IDBFactory | null = globalThis.indexedDB ?? null): Promise<boolean> {
  if (!factory) return false;
  if (typeof factory.databases !== 'function') return true;
  try {
    return (await factory.databases()).some((database) => database.name === FIELD_STORE_NAME);
  } catch {
    return true;
  }
}
