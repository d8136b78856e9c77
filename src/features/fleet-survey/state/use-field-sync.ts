import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { FleetSurveyDb } from '../data/db';
import { fieldSyncAtom, startFieldSync, type FieldSync } from '../sync';
import { store } from './app-links';

/**
 * The field module's storage and sync engine; null while the database is still opening.
 * Opening is started here too, so a screen works even if the boot component has not run yet
 * (startFieldSync is idempotent).
 */
export function useFieldSync(): FieldSync | null {
  const fieldSync = useAtomValue(fieldSyncAtom, { store });
  useEffect(() => {
    if (!fieldSync) void startFieldSync();
  }, [fieldSync]);
  return fieldSync;
}

/** The open field database; null while opening and in degraded mode (no IndexedDB). */
export function useFieldDb(): FleetSurveyDb | null {
  return useFieldSync()?.storage.db ?? null;
}

/** True once opening finished, whether or not IndexedDB is usable. */
export function useFieldSyncReady(): boolean {
  return useFieldSync() !== null;
}
