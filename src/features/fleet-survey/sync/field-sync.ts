import { openFleetSurveyStorage, requestPersistentStorage, type FleetSurveyStorage } from '../data/storage';
import { answerReplayRequest, connectionAtom, fieldStoreOpenAtom, noteReachability, REPLAY_OUTBOX_MESSAGE, store } from './app-links';
import type { SyncEngine } from './sync-engine';
import { fieldSyncAtom, syncEnvironmentAtom, syncRuntimeAtom } from './sync-state';
import type { Transport } from './transport';

export interface FieldSync {
  storage: FleetSurveyStorage;
  /** Null in degraded mode: without IndexedDB there is no outbox to replay. */
  engine: SyncEngine | null;
}

/** The message the service worker posts on a Background Sync event. */
export const REPLAY_MESSAGE = REPLAY_OUTBOX_MESSAGE;

/**
 * Replays on the service worker's request and answers once the replay ran, so its sync event
 * ends then rather than at its timeout (sw/replay-outbox.ts).
 */
export function replayOnRequest(engine: Pick<SyncEngine, 'replayNow'>) {
  return (event: MessageEvent<{ type?: string } | null>): void => {
    if (event.data?.type !== REPLAY_MESSAGE) return;
    engine.replayNow().then(
      () => answerReplayRequest(event, true),
      () => answerReplayRequest(event, false),
    );
  };
}

let started: Promise<FieldSync> | null = null;
let wakeUpRequest: (() => Promise<unknown>) | null = null;

/**
 * How the app asks the browser to wake it when the connection returns (Background Sync, owned
 * by the app's service worker layer). Set once at app start; without it the engine still
 * replays on the 'online' event while the app is open.
 */
export function setBackgroundWakeUp(request: () => Promise<unknown>): void {
  wakeUpRequest = request;
}

/**
 * App start for the field module: opens the database (or falls back), asks once for persistent
 * storage, starts the engine on the app's ky client, and replays on 'online', on the service
 * worker's replay-outbox message, when the app comes back to the front and on demand. Safe to call more than once.
 */
export function startFieldSync(options: { transport?: Transport } = {}): Promise<FieldSync> {
  started ??= (async () => {
    // The engine's code loads while the database opens, from the service worker's cache offline.
    const [storage, { createBrowserSyncEngine }] = await Promise.all([openFleetSurveyStorage(), import('./engine-start')]);
    store.set(syncEnvironmentAtom, { storage: storage.mode, persisted: null });
    void requestPersistentStorage().then((persisted) => store.set(syncEnvironmentAtom, { storage: storage.mode, persisted }));
    const engine = storage.db
      ? createBrowserSyncEngine(storage.db, {
          transport: options.transport,
          onChange: (runtime) => store.set(syncRuntimeAtom, runtime),
          onWaitingForNetwork: () => void wakeUpRequest?.().catch(() => undefined),
          onReachability: noteReachability,
        })
      : null;
    // The server answers again (a probe or any screen's request found it): send what waits now
    // rather than at the end of the engine's backoff.
    if (engine) {
      let connection = store.get(connectionAtom);
      store.sub(connectionAtom, () => {
        const next = store.get(connectionAtom);
        if (next === 'online' && connection === 'unreachable') void engine.replayNow();
        connection = next;
      });
    }
    if (engine && typeof navigator !== 'undefined' && navigator.serviceWorker) {
      navigator.serviceWorker.addEventListener('message', replayOnRequest(engine));
    }
    if (engine && typeof document !== 'undefined') {
      // Brought back to the front (another app, a locked screen, the back-forward cache): the
      // network may be back without an 'online' event, and WebKit has no Background Sync.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void engine.wake();
      });
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) void engine.wake();
      });
    }
    const fieldSync = { storage, engine };
    store.set(fieldSyncAtom, fieldSync);
    // The app's root then mounts the boot (sign-in resume, Background Sync, refresh after sync).
    if (storage.db) store.set(fieldStoreOpenAtom, true);
    // The replay records its own errors; this catches only a database that failed on start.
    engine?.start().catch((error: unknown) => store.set(syncRuntimeAtom, { ...store.get(syncRuntimeAtom), error: String(error) }));
    return fieldSync;
  })();
  return started;
}
