import type { Workbox } from 'workbox-window';
import { fetchLanguagePack } from '../../features/language';
import { localeAtom, store, updateReadyAtom } from '../../lib/store';
import { unsavedWorkCount } from '../../lib/unsaved-work';
import { keepLanguageOffline, trackOfflineShell } from './offline-shell';
import { createUpdateController, type UpdateController } from './update-controller';
import type { ReloadDecision } from './update-state';

/** Tablets stay open for a whole shift; a deploy should reach them within the hour. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let controller: UpdateController | null = null;

function checkForUpdate(wb: Workbox): void {
  // Offline the check can only fail; the next interval or visibility change tries again.
  if (!navigator.onLine) return;
  wb.update().catch(() => undefined);
}

/**
 * Registers the service worker (production builds only: the dev server has no precache) and
 * wires the update prompt. A new version waits until the user chooses Reload. workbox-window
 * loads after the entry (about 2 KiB gzipped no page needs before it renders).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return;
  // On a first visit the language pack fetched at start went past a worker not yet in control;
  // fetched again through it once it controls the page, the worker keeps it for offline starts.
  // A page the worker controlled from its start fetched the pack through it already.
  const controlledAtStart = navigator.serviceWorker.controller !== null;
  trackOfflineShell(() => (controlledAtStart ? Promise.resolve() : fetchLanguagePack(store.get(localeAtom))));
  // A language picked later opens offline too: the worker keeps its catalogue from then on.
  store.sub(localeAtom, () => keepLanguageOffline(store.get(localeAtom)));
  import('workbox-window')
    .then(({ Workbox }) => startWorker(new Workbox('/service-worker.js', { scope: '/' })))
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}

function startWorker(wb: Workbox): void {
  controller = createUpdateController({
    wb,
    initiallyControlled: navigator.serviceWorker.controller !== null,
    unsavedCount: unsavedWorkCount,
    onReadyChange: (ready) => store.set(updateReadyAtom, ready),
    reload: () => window.location.reload(),
  });
  wb.register()
    .then(() => {
      window.setInterval(() => checkForUpdate(wb), UPDATE_CHECK_INTERVAL_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') checkForUpdate(wb);
      });
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}

/** The prompt's Reload; 'none' without a registered worker (development). */
export function applyUpdate(): ReloadDecision {
  return controller?.apply() ?? 'none';
}

/** The prompt's Later. */
export function dismissUpdate(): void {
  if (controller) controller.dismiss();
  else store.set(updateReadyAtom, false);
}
