import { acceptToken, fetchStart, postLogout, refreshSession } from './api';
import { membershipSignInUrl, readEntryParams, withoutEntryParams, type ReturnLocation } from './membership-url';
import { clearSession } from './session-state';
import { getConnection, isAuthenticatedAtom, localeAtom, popupAtom, readJson, readText, saveAppSetup, saveUser, sessionAtom, store, STORAGE_KEYS, type PortalUser } from './app-links';

/** A promise that never settles: the page is being replaced, so nothing after it may render. */
const leavingPage = () => new Promise<never>(() => undefined);

export function signInUrl(location: Partial<ReturnLocation> = {}, options: { signedOut?: boolean } = {}): string {
  return membershipSignInUrl(
    {
      origin: location.origin ?? window.location.origin,
      pathname: location.pathname ?? window.location.pathname,
      search: location.search ?? window.location.search,
    },
    store.get(localeAtom),
    options,
  );
}

export function goToSignIn(location?: Partial<ReturnLocation>, options: { signedOut?: boolean } = {}): Promise<never> {
  window.location.assign(signInUrl(location, options));
  return leavingPage();
}

/**
 * Another tab of the portal may have renewed the session first: its renewal retired the token
 * this tab holds and stored the new one, which this tab then takes.
 */
function takeTokenRenewedElsewhere(): boolean {
  const token = readText(STORAGE_KEYS.token);
  const user = readJson<PortalUser>(STORAGE_KEYS.user);
  if (!token || user?.token !== token || token === store.get(sessionAtom).token) return false;
  store.set(sessionAtom, { token, apiKey: readText(STORAGE_KEYS.key), user });
  return true;
}

/** Renews the session's token with the current one (the server renews no expired token); false when the session is over. */
export async function tryRefreshSession(): Promise<boolean> {
  try {
    const answer = await refreshSession();
    saveUser(answer.user);
    saveAppSetup(answer.app_setup);
    return true;
  } catch {
    return takeTokenRenewedElsewhere();
  }
}

async function exchangeTicket(ticket: string, beforeReload: Promise<unknown>): Promise<never> {
  try {
    const answer = await acceptToken(ticket);
    saveUser(answer.user);
    saveAppSetup(answer.app_setup);
  } catch {
    // A failed exchange logs out; the reload then sends the user back to sign in.
    clearSession();
  }
  // The reload drops the entry's lang: the locale it asked for must be stored by then.
  await beforeReload.catch(() => undefined);
  window.location.replace(withoutEntryParams(window.location.href));
  return leavingPage();
}

async function startSession(locale: string, beforeReload: Promise<unknown>): Promise<void> {
  const { ticket } = readEntryParams(window.location.search);
  if (ticket) return exchangeTicket(ticket, beforeReload);
  const hadToken = Boolean(store.get(sessionAtom).token);
  try {
    const answer = await fetchStart(locale);
    if (answer.user) saveUser(answer.user);
    // The stored token no longer signs in: renew it if its session lives, else it is unverified.
    else if (hadToken && !(await tryRefreshSession())) clearSession();
    saveAppSetup(answer.app_setup);
  } catch {
    // Offline or server down: keep the stored session so the offline parts still open. A signed-in
    // technician without signal or without a server that answers works from the device, and the
    // screens say which (the connection state, lib/connection.ts); only a server that answered
    // with an error, or nobody signed in, is worth the popup.
    const workingOffline = store.get(isAuthenticatedAtom) && getConnection() !== 'online';
    if (!workingOffline) store.set(popupAtom, 'startup-failure');
  }
}

let startup: Promise<void> | null = null;

export interface SessionStartOptions {
  /** The locale GET start carries; by default the one in use. */
  locale?: string;
  /** What must be done before a sign-in ticket's page reloads without its entry params (the locale stored). */
  beforeReload?: Promise<unknown>;
}

/**
 * GET start once per page load; every route guard waits for it. The app's entry starts it with
 * the startup locale while that locale's messages load, so the two travel together; a later
 * caller gets the same promise.
 */
export function ensureSessionStarted(options: SessionStartOptions = {}): Promise<void> {
  startup ??= startSession(options.locale ?? store.get(localeAtom), options.beforeReload ?? Promise.resolve());
  return startup;
}

export const isSignedIn = () => store.get(isAuthenticatedAtom);

/**
 * Clears the session first, so nothing can use it while the logout call runs, then tells the
 * server and goes to the membership page.
 */
export async function logout(location?: Partial<ReturnLocation>): Promise<never> {
  const { token, apiKey } = store.get(sessionAtom);
  clearSession();
  if (token) await postLogout(token, apiKey).catch(() => undefined);
  return goToSignIn(location, { signedOut: true });
}
