import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./api', () => ({ refreshSession: vi.fn(() => Promise.reject(new Error('401'))) }));

const { tryRefreshSession } = await import('./session-service');
const { sessionAtom, store } = await import('./app-links');

/** Unit tests run in Node, which has no localStorage; a map-backed one stands in. */
function stubLocalStorage(): Map<string, string> {
  const data = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  });
  return data;
}

const user = (token: string) => ({ login: 'dana@northline.example', token }) as never;

describe('tryRefreshSession when the server refuses', () => {
  let storage: Map<string, string>;
  beforeEach(() => {
    storage = stubLocalStorage();
    store.set(sessionAtom, { token: 'old', apiKey: 'key', user: user('old') });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes the token another tab renewed (its renewal retired this one)', async () => {
    storage.set('TOKEN', 'new');
    storage.set('API_KEY', 'key');
    storage.set('USER', JSON.stringify(user('new')));
    expect(await tryRefreshSession()).toBe(true);
    expect(store.get(sessionAtom)).toMatchObject({ token: 'new', apiKey: 'key', user: { token: 'new' } });
  });

  it('reports the session over when nothing newer is stored', async () => {
    storage.set('TOKEN', 'old');
    storage.set('USER', JSON.stringify(user('old')));
    expect(await tryRefreshSession()).toBe(false);
    storage.clear();
    expect(await tryRefreshSession()).toBe(false);
    expect(store.get(sessionAtom).token).toBe('old');
  });
});
