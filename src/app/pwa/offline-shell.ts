import { PRECACHE_LIST_MESSAGE, type PrecacheList, type PrecacheListRequest } from '../../../sw/protocol';
import { offlineShellAtom } from '../../lib/offline-shell';
import { localeAtom, store } from '../../lib/store';

const POLL_MS = 400;
const ASK_TIMEOUT_MS = 3_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks a worker which files its caches must hold for this page's locale (the worker starts
 * keeping that locale's catalogue); null from a worker that does not say.
 */
function askPrecacheList(worker: ServiceWorker): Promise<PrecacheList | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ASK_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<PrecacheList>) => {
      clearTimeout(timer);
      resolve(event.data?.type === PRECACHE_LIST_MESSAGE ? event.data : null);
    };
    const request: PrecacheListRequest = { type: PRECACHE_LIST_MESSAGE, locale: store.get(localeAtom) };
    worker.postMessage(request, [channel.port2]);
  });
}

/** Asks the worker in control to keep a locale's catalogue files, after the user picked that language. */
export function keepLanguageOffline(locale: string): void {
  const request: PrecacheListRequest = { type: PRECACHE_LIST_MESSAGE, locale };
  navigator.serviceWorker.controller?.postMessage(request);
}

/** Every file the page needs offline: the precache, and its locale's catalogue. */
const wantedFiles = (list: PrecacheList) => [
  { cacheName: list.cacheName, urls: list.urls },
  { cacheName: list.languageCacheName ?? '', urls: list.languageUrls ?? [] },
];

async function cachedCount(list: PrecacheList): Promise<number> {
  let count = 0;
  for (const { cacheName, urls } of wantedFiles(list)) {
    if (urls.length === 0) continue;
    const cache = await caches.open(cacheName);
    const keys = new Set((await cache.keys()).map((request) => request.url));
    count += urls.filter((url) => keys.has(new URL(url, location.href).href)).length;
  }
  return count;
}

const totalCount = (list: PrecacheList) => wantedFiles(list).reduce((sum, { urls }) => sum + urls.length, 0);

/** The worker that will serve this page: the one in control, else the one being installed. */
async function servingWorker(): Promise<ServiceWorker | null> {
  const controller = navigator.serviceWorker.controller;
  if (controller) return controller;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration?.installing ?? registration?.waiting ?? registration?.active ?? null;
}

/**
 * Follows the first install until the app opens offline: the worker in control of this page and
 * every one of its precached files in the cache, counted as they arrive (n of m). Then `onReady`
 * runs once (fetches that only a controlling worker can keep for offline starts).
 */
export function trackOfflineShell(onReady: () => Promise<unknown>): void {
  store.set(offlineShellAtom, { status: 'installing', cached: 0, total: 0 });
  void (async () => {
    let list: PrecacheList | null = null;
    for (;;) {
      const worker = await servingWorker().catch(() => null);
      if (worker && !list) list = await askPrecacheList(worker);
      const controlled = navigator.serviceWorker.controller !== null;
      // A worker of an older version does not answer the question; in control, its install held
      // every file it listed, or it would not have been activated.
      if (controlled && !list) break;
      if (list) {
        const cached = await cachedCount(list).catch(() => 0);
        const total = totalCount(list);
        store.set(offlineShellAtom, { status: 'installing', cached, total });
        if (controlled && cached === total) break;
      }
      await sleep(POLL_MS);
    }
    await onReady().catch(() => undefined);
    store.set(offlineShellAtom, { status: 'ready' });
  })();
}
