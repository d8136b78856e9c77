/// <reference lib="webworker" />
import { cleanupOutdatedCaches, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { PRECACHE_LIST_MESSAGE, REPLAY_SYNC_TAG, SKIP_WAITING_MESSAGE, type PrecacheList, type PrecacheListRequest } from './protocol';
import { ConcurrentPrecacheController } from './concurrent-precache';
import { LanguageFileCache } from './language-cache';
import { LANGUAGE_FILES_CACHE, splitLanguageFiles } from './language-files';
import { askWindowsToReplay } from './replay-outbox';
import { NAVIGATION_DENYLIST } from './route-match';
import { registerRuntimeCaching } from './runtime-caching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Background Sync is not in TypeScript's libraries yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

// The app shell and every chunk (all routes, en-US's catalogue): any screen opens offline.
// precacheAndRoute spelled out, so the worker can tell a page which files its cache must hold;
// its install fetches a few files at a time rather than one after another. The other locales'
// catalogues are kept only for the languages this device reads (language-files.ts).
const { precached, byLocale } = splitLanguageFiles(self.__WB_MANIFEST);
const precache = new ConcurrentPrecacheController();
precache.precache(precached);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();
const languageFiles = new LanguageFileCache(byLocale, self.location.href);
// Hashed names: a file in the cache is the file, and one fetched on a miss is kept.
registerRoute(({ url }) => languageFiles.isLanguageFile(url.href), new CacheFirst({ cacheName: LANGUAGE_FILES_CACHE }), 'GET');
// The languages read here before an update open offline after it too: this build's files of
// each of them are part of the install.
self.addEventListener('install', (event) => {
  event.waitUntil(languageFiles.keptLocales().then((locales) => languageFiles.keep(locales)));
});

// Deep links and reloads offline get the shell; the client router renders the path.
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }));

registerRuntimeCaching();

// A new version waits until the page says its user has no unsaved work (the update prompt).
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  // The page says "available offline" only once every one of these is in the caches.
  if (data?.type === PRECACHE_LIST_MESSAGE) {
    const locale = (data as PrecacheListRequest).locale ?? '';
    event.waitUntil(languageFiles.keep([locale]).catch(() => undefined));
    // A page that only names its new language sends no port and waits for no list.
    const port = event.ports[0];
    if (!port) return;
    const answer: PrecacheList = {
      type: PRECACHE_LIST_MESSAGE,
      cacheName: precache.strategy.cacheName,
      urls: [...precache.getURLsToCacheKeys().values()],
      languageCacheName: LANGUAGE_FILES_CACHE,
      languageUrls: languageFiles.urlsOf(locale),
    };
    port.postMessage(answer);
  }
});

// The first install controls the open page at once, so its lazy chunks come from the precache
// even if the signal drops before the next reload. Claiming touches only uncontrolled pages; a
// page on an older version switches only through skip-waiting, which the page asks for.
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), languageFiles.dropOtherBuilds()]));
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === REPLAY_SYNC_TAG) sync.waitUntil(askWindowsToReplay(self.clients));
});
