/// <reference lib="webworker" />
import { PrecacheController } from 'workbox-precaching';
import type { InstallResult } from 'workbox-precaching/_types.js';
import { PrecacheInstallReportPlugin } from 'workbox-precaching/utils/PrecacheInstallReportPlugin.js';

/**
 * Precache requests in flight at once while the worker installs. Workbox's controller fetches
 * its list one file at a time (workbox issue 2528: Chrome failed installs that opened hundreds of
 * requests at once with ERR_INSUFFICIENT_RESOURCES), so the app's first install waited about 370
 * round trips, one after another, before it opened offline. Six is what a browser opens to one
 * HTTP/1.1 host anyway.
 */
export const PRECACHE_IN_FLIGHT = 6;

/**
 * Workbox's precache controller with its install fetching PRECACHE_IN_FLIGHT files at a time.
 * Everything else is workbox's: a file already in the cache is not fetched again, a file with a
 * revision is read past the HTTP cache, and any file that fails fails the install, so a worker
 * that activates holds every file of its list.
 */
export class ConcurrentPrecacheController extends PrecacheController {
  override install(event: ExtendableEvent): Promise<InstallResult> {
    const installed = (async () => {
      const report = new PrecacheInstallReportPlugin();
      this.strategy.plugins.push(report);
      const waiting = [...this.getURLsToCacheKeys()];
      const fetchInTurn = async () => {
        for (let next = waiting.shift(); next; next = waiting.shift()) {
          const [url, cacheKey] = next;
          // Workbox keys a file by its URL alone when it has no revision (its name carries a hash).
          const cache: RequestCache = cacheKey === url ? 'default' : 'reload';
          const request = new Request(url, { integrity: this.getIntegrityForCacheKey(cacheKey), cache, credentials: 'same-origin' });
          await Promise.all(this.strategy.handleAll({ params: { cacheKey }, request, event }));
        }
      };
      await Promise.all(Array.from({ length: PRECACHE_IN_FLIGHT }, fetchInTurn));
      return { updatedURLs: report.updatedURLs, notUpdatedURLs: report.notUpdatedURLs };
    })();
    event.waitUntil(installed);
    return installed;
  }
}
