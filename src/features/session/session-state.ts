import { appSetupAtom, sessionAtom, STORAGE_KEYS, store, writeText } from './app-links';

/** Logout and unverified sessions clear token, key, user, header and footer (spec 1 §4). */
export function clearSession(): void {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.key, STORAGE_KEYS.user, STORAGE_KEYS.header, STORAGE_KEYS.footer]) {
    writeText(key, null);
  }
  store.set(sessionAtom, { token: null, apiKey: null, user: null });
  store.set(appSetupAtom, null);
}
