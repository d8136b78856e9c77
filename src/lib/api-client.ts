import ky, { HTTPError, type KyInstance } from 'ky';
import type { AppSetup } from '../../contract/auth';
import type { PortalUser } from '../../contract/user';
import { noteAnswer, noteNoAnswer } from './connection';
import { appSetupAtom, popupAtom, sessionAtom, store, localeAtom } from './store';
import { LANGUAGE_LIST_TTL_MS, STORAGE_KEYS, writeJson, writeText } from './storage';

/** MM/DD/YYYY HH:MM:SS in the user's local time, as the user-time header wants it. */
export function formatUserTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Saves a user from an answer: token and key stored, authenticated only with both token and login. */
export function saveUser(user: PortalUser): void {
  store.set(sessionAtom, { token: user.token, apiKey: user.api_key, user });
  writeText(STORAGE_KEYS.token, user.token);
  writeText(STORAGE_KEYS.key, user.api_key);
  writeJson(STORAGE_KEYS.user, user);
}

export function saveAppSetup(setup: Partial<AppSetup>, now: number = Date.now()): void {
  const languages = setup.language_pack?.languages;
  if (languages && languages.length > 0) {
    writeJson(STORAGE_KEYS.languageList, languages.map(({ locale, label, region }) => ({ locale, label, region })));
    writeText(STORAGE_KEYS.languageListExpiry, String(now + LANGUAGE_LIST_TTL_MS));
  }
  if (setup.header_content && setup.footer_content) {
    store.set(appSetupAtom, { header_content: setup.header_content, footer_content: setup.footer_content });
    writeJson(STORAGE_KEYS.header, setup.header_content);
    writeJson(STORAGE_KEYS.footer, setup.footer_content);
  }
}

const STATUS_POPUPS = { 401: 'permissions', 403: 'session-timeout', 500: 'server-error' } as const;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * fetch that tells the connection state (lib/connection.ts) whether the server answered: an
 * answer of any status, or none at all. A cancelled request (a screen left, ky's timeout) says
 * nothing either way.
 */
async function reportingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    const response = await fetch(input, init);
    noteAnswer(response);
    return response;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) noteNoAnswer();
    throw error;
  }
}

/**
 * The one HTTP client: bearer, api_key and user-time on every call, User-Language on POSTs;
 * user and app_setup in any answer update the session; 401, 403 and 500 raise the spec's popups;
 * whether the server answered at all feeds the connection state.
 */
export const api: KyInstance = ky.create({
  prefixUrl: '/api/v2',
  timeout: 60_000,
  // Nothing is retried (no method is listed) but the one forced retry below.
  retry: { limit: 1, methods: [] },
  fetch: reportingFetch,
  hooks: {
    beforeRequest: [
      (request) => {
        const { token, apiKey } = store.get(sessionAtom);
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
        if (apiKey) request.headers.set('api_key', apiKey);
        request.headers.set('user-time', formatUserTime(new Date()));
        if (request.method === 'POST') request.headers.set('User-Language', store.get(localeAtom));
      },
    ],
    afterResponse: [
      (request, _options, response, state) => {
        // A request that left with a token a refresh replaced meanwhile is refused (the refresh
        // retired that token); it goes once more with the new one (beforeRequest runs again)
        // instead of raising the permissions popup.
        if (response.status !== 401 || state.retryCount > 0) return;
        const { token } = store.get(sessionAtom);
        const sent = request.headers.get('Authorization');
        if (token && sent && sent !== `Bearer ${token}`) return ky.retry({ delay: 0, code: 'TOKEN_RENEWED' });
      },
      async (request, _options, response) => {
        const popup = STATUS_POPUPS[response.status as keyof typeof STATUS_POPUPS];
        if (popup && !request.headers.has('x-silent')) store.set(popupAtom, popup);
        if (response.headers.get('content-type')?.includes('application/json')) {
          // The caller parses the answer too: a report of some hundred KB would be parsed twice.
          // Only an answer that names a token or app_setup can carry what is looked for here.
          const text = await response.clone().text().catch(() => '');
          if (!text.includes('"token"') && !text.includes('"app_setup"')) return response;
          const body = parseJson(text) as { user?: PortalUser | null; app_setup?: AppSetup } | null;
          if (body?.user?.token) saveUser(body.user);
          if (body?.app_setup) saveAppSetup(body.app_setup);
        }
        return response;
      },
    ],
  },
});

/** The server's error message of a failed call, for the user. */
export async function errorMessage(error: unknown): Promise<string> {
  if (error instanceof HTTPError) {
    const body = (await error.response.clone().json().catch(() => null)) as { message?: string } | null;
    if (body?.message) return body.message;
  }
  return 'Something went wrong please try again';
}
