import { useLiveQuery } from 'dexie-react-hooks';
import { useAtomValue } from 'jotai';
import { store } from './app-links';
import { fieldSyncAtom, syncEnvironmentAtom, syncRuntimeAtom } from './sync-state';
import { combineStatus, EMPTY_QUEUE, readQueueSummary, type SyncStatus } from './sync-status';

/** The sync indicator's data: live from the database (queue) and the engine (progress). */
export function useSyncStatus(): SyncStatus {
  const fieldSync = useAtomValue(fieldSyncAtom, { store });
  const runtime = useAtomValue(syncRuntimeAtom, { store });
  const environment = useAtomValue(syncEnvironmentAtom, { store });
  const db = fieldSync?.storage.db ?? null;
  const queue = useLiveQuery(() => readQueueSummary(db), [db], EMPTY_QUEUE);
  return combineStatus(queue, runtime, environment);
}
