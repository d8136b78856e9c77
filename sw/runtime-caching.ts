import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { sessionScopedKeys, withoutParams, type StrategyPlugin } from './cache-keys';
import { CACHED_ANSWER_HEADER } from './protocol';
import { runtimeCacheFor } from './route-match';

/** A field tablet on a weak signal: give up on the network after this and answer from cache. */
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY_SECONDS = 24 * 60 * 60;

export const REFERENCE_CACHE = 'fleet-reference-data';
export const LANGUAGE_CACHE = 'language-packs';

/** Marks an answer taken from the cache, so the page never takes it for a sign that the server answers. */
const markCachedAnswers: StrategyPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(CACHED_ANSWER_HEADER, '1');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/**
 * Reference data and language packs: network first so edits made in the office show up at once,
 * the last good answer when offline. NetworkFirst stores only 200 answers, so an error or a
 * 401 never replaces good data.
 */
export function registerRuntimeCaching(): void {
  registerRoute(
    ({ url, request, sameOrigin }) => runtimeCacheFor(url, request.method, sameOrigin) === 'reference-data',
    new NetworkFirst({
      cacheName: REFERENCE_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        sessionScopedKeys(),
        markCachedAnswers,
        // Unit configurations are one entry per unit; a large fleet survey stays well under this.
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
    'GET',
  );
  registerRoute(
    ({ url, request, sameOrigin }) => runtimeCacheFor(url, request.method, sameOrigin) === 'language-pack',
    new NetworkFirst({
      cacheName: LANGUAGE_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [withoutParams(['time']), new ExpirationPlugin({ maxEntries: 8, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
    'GET',
  );
}
