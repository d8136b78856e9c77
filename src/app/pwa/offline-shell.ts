import { PRECACHE_LIST_MESSAGE, type PrecacheList } from '../../../sw/protocol';
import { offlineShellAtom } from '../../lib/offline-shell';
import { store } from '../../lib/store';

const POLL_MS = 400;
const ASK_TIMEOUT_MS = 3_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Asks a worker which files its precache must hold; null from a worker that does not say. */
function askPrecacheList(worker: ServiceWorker): Promise<PrecacheList | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ASK_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<PrecacheList>) => {
      clearTimeout(timer);
      resolve(event.data?.type === PRECACHE_LIST_MESSAGE ? event.data : null);
    };
    worker.postMessage({ type: PRECACHE_LIST_MESSAGE }, [channel.port2]);
  });
}

async function cachedCount(list: PrecacheList): Promise<number> {
  const cache = await caches.open(list.cacheName);
  const keys = new Set((await cache.keys()).map((request) => request.url));
  return list.urls.filter((url) => keys.has(new URL(url, location.href).href)).length;
}

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
        store.set(offlineShellAtom, { status: 'installing', cached, total: list.urls.length });
        if (controlled && cached === list.urls.length) break;
      }
      await sleep(POLL_MS);
    }
    await onReady().catch(() => undefined);
    store.set(offlineShellAtom, { status: 'ready' });
  })();
}
