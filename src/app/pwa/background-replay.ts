import { REPLAY_SYNC_TAG } from '../../../sw/protocol';

/** Background Sync is Chromium-only and not in TypeScript's libraries. */
interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser to wake the app when the connection returns, even if the tab is in the
 * background: the service worker then posts {type:'replay-outbox'} to every window. Call it
 * whenever the outbox gains entries. Resolves false where Background Sync or a service worker
 * is missing (Firefox, Safari, development); the engine's own 'online' trigger covers those.
 */
export async function requestBackgroundReplay(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    // getRegistration, not .ready: .ready never settles where no worker is registered.
    const registration = await navigator.serviceWorker.getRegistration('/');
    if (!registration?.active || !('sync' in registration)) return false;
    await (registration as SyncCapableRegistration).sync.register(REPLAY_SYNC_TAG);
    return true;
  } catch {
    // Permission denied or the tag refused: not an error for the app, only a missed wake-up.
    return false;
  }
}
