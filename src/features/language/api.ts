export interface LanguagePack {
  locale: string;
  messages: Record<string, string>;
}

/** A slow pack must not hold the portal's first page; the shipped catalog is used meanwhile. */
const PACK_TIMEOUT_MS = 5_000;

/** Spec 1 §7: the time query keeps browsers and proxies from answering with a stale pack. */
export function languagePackUrl(locale: string, time: number = Date.now()): string {
  return `/api/Content/LanguagesPack/${encodeURIComponent(locale)}.json?time=${time}`;
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
