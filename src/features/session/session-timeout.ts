import { decideSessionCheck } from './session-expiry';
import { tryRefreshSession } from './session-service';
import { popupAtom, sessionAtom, store } from './app-links';

let refreshTriedForToken: string | null = null;
/** The refresh on the wire, so a slow one is not raced by the next check with the same token. */
let renewing: Promise<boolean> | null = null;

function renewAhead(): Promise<boolean> {
  renewing ??= tryRefreshSession().finally(() => {
    renewing = null;
  });
  return renewing;
}

/**
 * One periodic check (spec 1 §4): a token about to expire is renewed silently; an expired token
 * shows the session-timeout popup and tries one refresh; a refresh that works closes the popup,
 * one that fails leaves it up until the user closes it (which logs out and signs in again;
 * changes waiting in the field outbox stay on the device and are sent after the sign-in).
 */
export async function checkSessionExpiry(now = Date.now()): Promise<void> {
  const { user, token } = store.get(sessionAtom);
  const online = typeof navigator === 'undefined' || navigator.onLine;
  const decision = decideSessionCheck(user && token ? { ...user, token } : null, now, refreshTriedForToken, online);
  if (decision === 'none') return;
  if (decision === 'refresh') {
    await renewAhead();
    return;
  }
  store.set(popupAtom, 'session-timeout');
  if (decision !== 'show-popup-and-refresh') return;
  refreshTriedForToken = token;
  if (await tryRefreshSession()) {
    if (store.get(popupAtom) === 'session-timeout') store.set(popupAtom, null);
  }
}
