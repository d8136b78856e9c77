import { atom } from 'jotai';
import type { FleetSurveyStorage } from '../data/storage';
import type { SyncEngine, SyncRuntime } from './sync-engine';
import type { SyncEnvironment } from './sync-status';

export const INITIAL_RUNTIME: SyncRuntime = { online: true, running: false, done: 0, total: 0, upload: null, photos: { sentBytes: 0, totalBytes: 0 }, error: null };

/** The engine's live state (online, replay progress), pushed by its onChange. */
export const syncRuntimeAtom = atom<SyncRuntime>(INITIAL_RUNTIME);

/** Storage mode (degraded when IndexedDB is unavailable) and whether persistence was granted. */
export const syncEnvironmentAtom = atom<SyncEnvironment>({ storage: 'indexeddb', persisted: null });

/** The opened field storage and its engine, once started; null before. */
export const fieldSyncAtom = atom<{ storage: FleetSurveyStorage; engine: SyncEngine | null } | null>(null);
