import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { popupAtom, sessionAtom, store } from './store';

/** A server whose answers the test writes, recording the token of every request. */
function fakeServer(answer: (authorization: string | null, call: number) => Response) {
  const seen: Array<string | null> = [];
  const client = api.extend({
    prefixUrl: 'http://portal.test/api/v2',
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(request.headers.get('Authorization'));
      return answer(request.headers.get('Authorization'), seen.length);
    },
  });
  return { client, seen };
}

const signIn = (token: string) => store.set(sessionAtom, { token, apiKey: 'key', user: null });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  store.set(sessionAtom, { token: null, apiKey: null, user: null });
  store.set(popupAtom, null);
});

describe('the API client around a token refresh', () => {
  it('sends once more, with the new token, a request refused because a refresh replaced its token on the way', async () => {
    signIn('old');
    const { client, seen } = fakeServer((authorization, call) => {
      if (call === 1) {
        signIn('new'); // the refresh answered while this request was on the way
        return json(401, { message: 'expired' });
      }
      return json(200, { ok: authorization });
    });
    expect(await client.post('fleet_survey/get_units', { json: { a: 1 } }).json()).toEqual({ ok: 'Bearer new' });
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(store.get(popupAtom)).toBeNull();
  });

  it('raises the permissions popup for a 401 with the current token, and retries nothing else', async () => {
    signIn('current');
    const refused = fakeServer(() => json(401, { message: 'no' }));
    await expect(refused.client.get('common/get_vocations').json()).rejects.toThrow();
    expect(refused.seen).toHaveLength(1);
    expect(store.get(popupAtom)).toBe('permissions');

    const failing = fakeServer(() => json(503, { message: 'busy' }));
    await expect(failing.client.get('common/get_vocations').json()).rejects.toThrow();
    expect(failing.seen).toHaveLength(1);
  });
});

describe('what an answer tells the session', () => {
  it('saves the user and app setup an answer carries', async () => {
    const user = { token: 'fresh', api_key: 'k2', login: 'fleet.manager@northline.example' };
    const { client } = fakeServer(() => json(200, { user, app_setup: { header_content: [], footer_content: [] } }));
    await client.get('authorization/start').json();
    expect(store.get(sessionAtom)).toMatchObject({ token: 'fresh', apiKey: 'k2', user: { login: 'fleet.manager@northline.example' } });
  });

  it('leaves a report alone: its answer is parsed once, by the caller', async () => {
    signIn('t');
    const rows = Array.from({ length: 200 }, (_, i) => ({ unit_number: `U-${i}`, user_name: 'a surveyor', psi: 100 + i }));
    const { client } = fakeServer(() => json(200, { data: rows }));
    const parse = vi.spyOn(JSON, 'parse');
    const body = await client.post('scrap/report', { json: {} }).json<{ data: unknown[] }>();
    const parsedReports = parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('U-199')).length;
    parse.mockRestore();
    expect(body.data).toHaveLength(200);
    expect(parsedReports).toBe(1);
    expect(store.get(sessionAtom).token).toBe('t');
  });
});
