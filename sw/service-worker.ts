/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { REPLAY_SYNC_TAG, SKIP_WAITING_MESSAGE } from './protocol';
import { askWindowsToReplay } from './replay-outbox';
import { NAVIGATION_DENYLIST } from './route-match';
import { registerRuntimeCaching } from './runtime-caching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Background Sync is not in TypeScript's libraries yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

// The app shell and every chunk (all routes, all locale catalogs): any screen opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links and reloads offline get the shell; the client router renders the path.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }));

registerRuntimeCaching();

// A new version waits until the page says its user has no unsaved work (the update prompt).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

// The first install controls the open page at once, so its lazy chunks come from the precache
// even if the signal drops before the next reload. Claiming touches only uncontrolled pages; a
// page on an older version switches only through skip-waiting, which the page asks for.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === REPLAY_SYNC_TAG) sync.waitUntil(askWindowsToReplay(self.clients));
});
