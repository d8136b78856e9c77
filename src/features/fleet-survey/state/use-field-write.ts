import { useCallback } from 'react';
import type { FleetSurveyDb } from '../data/db';
import { StorageUnavailableError } from '../data/errors';
import { useFieldSync } from './use-field-sync';

/**
 * Runs a repository write (record + outbox entry in one transaction) and then nudges the sync
 * engine, so a change made with signal leaves at once instead of waiting for the next trigger.
 * Rejects with StorageUnavailableError when there is no IndexedDB, StorageFullError when full.
 */
export function useFieldWrite(): <T>(write: (db: FleetSurveyDb) => Promise<T>) => Promise<T> {
  const fieldSync = useFieldSync();
  return useCallback(
    async <T,>(write: (db: FleetSurveyDb) => Promise<T>): Promise<T> => {
      const db = fieldSync?.storage.db;
      if (!db) throw new StorageUnavailableError(fieldSync?.storage.openError);
      const result = await write(db);
      void fieldSync.engine?.replayNow();
      return result;
    },
    [fieldSync],
  );
}
