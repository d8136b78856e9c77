/**
 * Messages between the pages and the service worker. The page side imports these too, so both
 * ends always agree on the names.
 */

/** Background Sync tag the page registers while its outbox holds entries. */
export const REPLAY_SYNC_TAG = 'replay-outbox';

/** Service worker → window: replay the outbox now (sent on a Background Sync event). */
export const REPLAY_OUTBOX_MESSAGE = 'replay-outbox';

/**
 * Window → service worker, optional answer on the MessagePort sent with replay-outbox.
 * `ok: false` fails the sync event so the browser schedules another attempt.
 */
export const REPLAY_DONE_MESSAGE = 'replay-done';

/** Page → waiting service worker: take over now (the workbox-window convention). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

export interface ReplayDone {
  type: typeof REPLAY_DONE_MESSAGE;
  ok?: boolean;
}

/**
 * Set by the service worker on an answer it took from a runtime cache because the network gave
 * none: the page then knows the answer says nothing about whether the server is there now.
 */
export const CACHED_ANSWER_HEADER = 'x-served-from-cache';

/**
 * Page → service worker, with a MessagePort: which files the worker's caches must hold for the
 * page to open offline in its locale. The worker starts keeping that locale's catalogue files.
 * Sent again without a port when the page's user picks another language.
 */
export const PRECACHE_LIST_MESSAGE = 'precache-list';

export interface PrecacheListRequest {
  type: typeof PRECACHE_LIST_MESSAGE;
  locale?: string;
}

/**
 * The answer on that port: the precache's Cache Storage cache and the request URLs it must
 * hold, and the same for the locale's catalogue files (none for en-US, which is precached). A
 * worker of an earlier version precached every locale and names no language files.
 */
export interface PrecacheList {
  type: typeof PRECACHE_LIST_MESSAGE;
  cacheName: string;
  urls: string[];
  languageCacheName?: string;
  languageUrls?: string[];
}

/** The page's answer once the replay asked for by replay-outbox has run, on the port sent with it. */
export function answerReplayRequest(event: Pick<MessageEvent, 'ports'>, ok: boolean): void {
  const answer: ReplayDone = { type: REPLAY_DONE_MESSAGE, ok };
  event.ports[0]?.postMessage(answer);
}
