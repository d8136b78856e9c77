import type { FleetSurveyDb } from '../data/db';
import type { OutboxEntry } from '../data/outbox-types';
import { isQuotaError, StorageFullError } from '../data/errors';
import { BACKOFF_BASE_MS } from './backoff';
import { alwaysOnline, type Connectivity } from './connectivity';
import { resetInterruptedSends, setMeta, setWaitingStatus, updateEntry } from './entry-updates';
import { OutboxView } from './outbox-view';
import { plan } from './planner';
import { syncTables } from './record-state';
import { sendEntry, type SendContext } from './send-entry';
import { discardEntry, resolveConflict, retryEntry, type ConflictChoice } from './user-actions';
import type { Transport } from './transport';

/** What only the running engine knows; the queue itself is read from the database. */
export interface SyncRuntime {
  /** The device says it is online and the last request got an answer. */
  online: boolean;
  running: boolean;
  /** Entries confirmed in this replay, out of those it could send. */
  done: number;
  total: number;
  /** The photo on the wire now. */
  upload: { imageLocalId: string; sentBytes: number; totalBytes: number } | null;
  /** All photos of this replay: bytes confirmed plus the current upload's, out of those queued. */
  photos: { sentBytes: number; totalBytes: number };
  /** A local database error that ended the last replay, if any. */
  error: string | null;
}

export interface SyncEngineOptions {
  db: FleetSurveyDb;
  transport: Transport;
  now?: () => number;
  random?: () => number;
  onChange?: (runtime: SyncRuntime) => void;
  connectivity?: Connectivity;
  /** Runs `task` after `delayMs`; returns a cancel function. Tests pass a no-op and drive replays. */
  schedule?: (task: () => void, delayMs: number) => () => void;
  /**
   * A replay ended with changes still waiting for the network (offline, or no answer): the app
   * asks the browser to wake it when the connection returns (Background Sync), even with the
   * tab in the background or closed.
   */
  onWaitingForNetwork?: () => void;
  /** Each send's outcome: answered (any status) or not (no connection, timeout); the app's connection state hears it. */
  onReachability?: (reachable: boolean) => void;
  /**
   * Independent changes on the wire at once, once the first of a replay got through
   * (default SEND_CONCURRENCY). What depends on or touches a change on the wire waits for it.
   */
  concurrency?: number;
}

export interface SyncEngine {
  /** App start: resumes sends a crash interrupted, listens for 'online', replays. */
  start(): Promise<void>;
  stop(): void;
  /** "Sync now", a service worker's replay-outbox message, or any other trigger. */
  replayNow(): Promise<void>;
  /**
   * A sign that the network may be back (the app opened or brought to the front): changes that
   * wait after a request got no answer are tried now rather than at their backoff deadline.
   */
  wake(): Promise<void>;
  resumeAfterSignIn(): Promise<void>;
  retryEntry(id: string): Promise<void>;
  /** Drops an entry and the queued entries that need it; returns the ids dropped. */
  discardEntry(id: string): Promise<string[]>;
  /** Returns the ids of entries dropped ('theirs' drops later unsent edits of the record too). */
  resolveConflict(id: string, choice: ConflictChoice): Promise<string[]>;
  getRuntime(): SyncRuntime;
  subscribe(listener: (runtime: SyncRuntime) => void): () => void;
}

const REPLAY_LOCK = 'tm-outbox-replay';

/**
 * A replay sends a few changes at a time: each request spends most of its time waiting for
 * the network and the server, which one after another left both idle in turn. A few are
 * enough to keep them busy; more would only queue up at the server.
 */
export const SEND_CONCURRENCY = 4;

function defaultSchedule(task: () => void, delayMs: number): () => void {
  const handle = setTimeout(task, delayMs);
  return () => clearTimeout(handle);
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, transport } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const connectivity = options.connectivity ?? alwaysOnline;
  const schedule = options.schedule ?? defaultSchedule;
  const concurrency = Math.max(1, options.concurrency ?? SEND_CONCURRENCY);
  const listeners = new Set<(runtime: SyncRuntime) => void>();
  let runtime: SyncRuntime = { online: connectivity.isOnline(), running: false, done: 0, total: 0, upload: null, photos: { sentBytes: 0, totalBytes: 0 }, error: null };
  /** Photo bytes the server confirmed during the current replay run. */
  let confirmedPhotoBytes = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let cancelTimer: (() => void) | null = null;
  let unsubscribe: (() => void) | null = null;
  /** An answer of the running pass said to stop: nothing new starts until the next pass. */
  let halting = false;

  const update = (changes: Partial<SyncRuntime>) => {
    runtime = { ...runtime, ...changes };
    options.onChange?.(runtime);
    listeners.forEach((listener) => listener(runtime));
  };

  const ctx: SendContext = {
    db,
    transport,
    now,
    random,
    onReachability: (reachable) => {
      options.onReachability?.(reachable);
      const online = reachable && connectivity.isOnline();
      if (online !== runtime.online) update({ online });
    },
    onUpload: (upload) => update({ upload, photos: { ...runtime.photos, sentBytes: confirmedPhotoBytes + (upload?.sentBytes ?? 0) } }),
    onStop: () => (halting = true),
    halted: () => stopped || halting,
  };

  const setTimer = (at: number | null) => {
    cancelTimer?.();
    cancelTimer = null;
    if (at === null || stopped) return;
    cancelTimer = schedule(() => void replayNow(), Math.max(0, at - now()));
  };

  async function pass(): Promise<void> {
    if (!connectivity.isOnline()) {
      if (runtime.online) update({ online: false });
      if ((await db.outbox.count()) > 0) options.onWaitingForNetwork?.();
      return;
    }
    if ((await db.sync_meta.get('sync'))?.authStopped) return;
    const queued = await db.images.where('status').anyOf(['pending', 'uploading']).toArray();
    const queuedBytes = queued.filter((i) => !i.deleted).reduce((sum, i) => sum + i.byteSize, 0);
    update({ photos: { sentBytes: confirmedPhotoBytes, totalBytes: confirmedPhotoBytes + queuedBytes } });
    // Progress counts over the whole replay run, which may take several passes.
    let done = runtime.done;
    const tried = new Set<string>();
    // Read in full once per pass; then only what changed (see OutboxView).
    const view = await OutboxView.load(db);
    /** The entries on the wire and their sends. */
    const flying = new Map<string, { entry: OutboxEntry; sent: Promise<void> }>();
    /** One at a time until a change is confirmed: a dead network or an expired session costs one request. */
    let width = 1;
    const ended = { stops: [] as string[], failure: null as { error: unknown } | null };
    halting = false;

    const launch = (entry: OutboxEntry) => {
      tried.add(entry.id);
      const sent = (async () => {
        const result = await sendEntry(ctx, entry);
        // A confirmed entry has left the outbox; any other outcome rewrote it (status, backoff).
        if (result === 'confirmed') view.forget(entry.id);
        else await view.reload(entry.id);
        if (result === 'stop') ended.stops.push(entry.id);
        if (result !== 'confirmed') return;
        done += 1;
        width = concurrency;
        if (entry.request.form) {
          confirmedPhotoBytes += (await db.images.get(entry.request.form.file.imageLocalId))?.byteSize ?? 0;
          update({ photos: { ...runtime.photos, sentBytes: confirmedPhotoBytes } });
        }
      })()
        // A local database error: nothing new starts, the others finish, then the pass reports it.
        .catch((error: unknown) => void (ended.failure ??= { error }))
        .finally(() => flying.delete(entry.id));
      flying.set(entry.id, { entry, sent });
    };
    // After a stop (no answer, "slow down", 401) or a local failure nothing new goes; what is on the wire finishes.
    const halted = () => stopped || halting || ended.stops.length > 0 || ended.failure !== null;

    for (;;) {
      await view.catchUp([...flying.keys()]);
      const onWire = [...flying.values()].map((f) => f.entry);
      const current = plan(view.entries(), now(), tried, { entries: onWire, room: halted() ? 0 : width - onWire.length });
      await setWaitingStatus(db, current.toBlock, 'blocked');
      await setWaitingStatus(db, current.toUnblock, 'pending');
      view.setStatus(current.toBlock, 'blocked');
      view.setStatus(current.toUnblock, 'pending');
      update({ done, total: done + current.sendable });
      // An answer that came in while the statuses were written may have stopped the pass.
      if (!halted()) current.start.forEach(launch);
      if (flying.size > 0) {
        await Promise.race([...flying.values()].map((f) => f.sent));
        continue;
      }
      if (ended.failure) throw ended.failure.error;
      // Before the pass ends, a last look: a change written or discarded meanwhile must not go unnoticed.
      if (!halted() && (await view.catchUp([], true))) continue;
      const [firstStop] = ended.stops;
      if (firstStop === undefined || stopped) {
        setTimer(current.nextDeadline);
        return;
      }
      // No answer (or "slow down"): the whole queue waits for that entry's backoff, so a dead
      // network costs one request per deadline, not one per entry. A 401 waits for sign-in.
      const stoppedAt = await db.outbox.where('id').equals(firstStop).first();
      const waiting = stoppedAt?.status === 'pending';
      setTimer(waiting ? Math.max(stoppedAt.nextAttemptAt, now() + BACKOFF_BASE_MS) : null);
      if (waiting && !runtime.online) options.onWaitingForNetwork?.();
      return;
    }
  }

  async function guardedPass(): Promise<void> {
    try {
      await pass();
      if (runtime.error) update({ error: null });
    } catch (error) {
      // A full disk while recording an answer: the entry stays and its re-send is answered from the server's record.
      const message = isQuotaError(error) ? new StorageFullError(error).message : error instanceof Error ? error.message : String(error);
      update({ error: message });
      await setMeta(db, { lastError: message }).catch(() => undefined);
    }
  }

  /** One tab replays at a time; another tab's replay would only produce idempotent repeats. */
  const withLock = (task: () => Promise<void>): Promise<void> => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    return locks ? locks.request(REPLAY_LOCK, task) : task();
  };

  function replayNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    confirmedPhotoBytes = 0;
    update({ running: true, done: 0, total: 0, photos: { sentBytes: 0, totalBytes: 0 } });
    running = (async () => {
      try {
        do {
          again = false;
          await withLock(guardedPass);
        } while (again && !stopped);
      } finally {
        running = null;
        update({ running: false, upload: null });
      }
    })();
    return running;
  }

  async function wake(): Promise<void> {
    if (stopped) return;
    const at = now();
    // Only what found no server: a 5xx or 429 keeps the delay the server asked for. Blocked
    // entries too: they go once what they wait for is confirmed, and must not then wait out
    // a deadline of their own from before.
    await db.outbox
      .where('status')
      .anyOf(['pending', 'blocked'])
      .filter((entry) => entry.lastStatus === null && entry.nextAttemptAt > at)
      .modify({ nextAttemptAt: at });
    await replayNow();
  }

  return {
    async start() {
      stopped = false;
      await resetInterruptedSends(db);
      unsubscribe ??= connectivity.subscribe((online) => {
        update({ online });
        if (online) void replayNow();
      });
      await wake();
    },
    wake,
    stop() {
      stopped = true;
      unsubscribe?.();
      unsubscribe = null;
      setTimer(null);
    },
    replayNow,
    async resumeAfterSignIn() {
      await db.transaction('rw', syncTables(db), async () => {
        await setMeta(db, { authStopped: false });
        for (const entry of await db.outbox.where('status').equals('auth').toArray()) {
          await updateEntry(db, entry.id, { status: 'pending', nextAttemptAt: 0 });
        }
      });
      await replayNow();
    },
    async retryEntry(id) {
      await retryEntry(db, id);
      await replayNow();
    },
    async discardEntry(id) {
      return discardEntry(db, id);
    },
    async resolveConflict(id, choice) {
      const dropped = await resolveConflict(db, id, choice);
      await replayNow();
      return dropped;
    },
    getRuntime: () => runtime,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
