import { isLocale } from '../../../contract/locales';

export interface LanguagePack {
  locale: string;
  messages: Record<string, string>;
}

/** A slow pack must not hold the portal's first page; the shipped catalog is used meanwhile. */
const PACK_TIMEOUT_MS = 5_000;

/**
 * Spec 1 §7: the time query keeps browsers and proxies from answering with a stale pack.
 * A locale this build ships also names the build's catalogues: a server with the same ones
 * answers only the messages its database changed, not the whole catalogue again (an added
 * locale's words are all in its pack). The service worker keeps the pack under this address
 * without its time, so an offline start finds what the online one fetched.
 */
export function languagePackUrl(locale: string, time: number = Date.now()): string {
  const url = `/api/Content/LanguagesPack/${encodeURIComponent(locale)}.json?time=${time}`;
  return isLocale(locale) ? `${url}&catalogs=${encodeURIComponent(__CATALOG_VERSION__)}` : url;
}

function isLanguagePack(body: unknown): body is LanguagePack {
  if (typeof body !== 'object' || body === null) return false;
  const { locale, messages } = body as Partial<LanguagePack>;
  return typeof locale === 'string' && typeof messages === 'object' && messages !== null && Object.values(messages).every((m) => typeof m === 'string');
}

/**
 * The server's merged pack (shipped catalog plus admin translations). Plain fetch rather than
 * the shared API client: the pack lives outside /api/v2, needs no session, and a failure here
 * must not raise the client's session or server-error popups.
 */
export async function fetchLanguagePack(locale: string, fetchImpl: typeof fetch = fetch): Promise<LanguagePack> {
  const response = await fetchImpl(languagePackUrl(locale), {
    cache: 'no-store',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(PACK_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Language pack ${locale} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isLanguagePack(body)) throw new Error(`Language pack ${locale} is malformed`);
  return body;
}
