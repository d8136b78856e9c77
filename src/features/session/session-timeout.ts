import { decideSessionCheck } from './session-expiry';
import { tryRefreshSession } from './session-service';
import { popupAtom, sessionAtom, store } from './shared';

let refreshTriedForToken: string | null = null;

/**
 * One periodic check (spec 1 §4): an expired token shows the session-timeout popup and tries
 * one refresh; a refresh that works closes the popup, one that fails leaves it up until the
 * user closes it (which logs out).
 */
export async function checkSessionExpiry(now = Date.now()): Promise<void> {
  const { user, token } = store.get(sessionAtom);
  const decision = decideSessionCheck(user && token ? { ...user, token } : null, now, refreshTriedForToken);
  if (decision === 'none') return;
  store.set(popupAtom, 'session-timeout');
  if (decision !== 'show-popup-and-refresh') return;
  refreshTriedForToken = token;
  if (await tryRefreshSession()) {
    if (store.get(popupAtom) === 'session-timeout') store.set(popupAtom, null);
  }
}
