/** Local storage keys of spec 1 §9 (header, footer, user, token, key, language). */
export const STORAGE_KEYS = {
  header: 'HEADER_MENU',
  footer: 'FOOTER_MENU',
  user: 'USER',
  token: 'TOKEN',
  key: 'API_KEY',
  language: 'USER_LANGUAGE',
  languageList: 'LANGUAGE_LIST',
  languageListExpiry: 'LANGUAGE_LIST_EXPIRY',
} as const;

/** Spec 1 §9: the server's language list is kept a day, its expiry stored as a timestamp. */
export const LANGUAGE_LIST_TTL_MS = 24 * 60 * 60 * 1000;

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be full or disabled; the in-memory state still holds the value.
  }
}

export function readText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // See writeJson.
  }
}
