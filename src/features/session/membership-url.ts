/**
 * The external membership sign-in page (spec 1 §2): it gets the return host, the path and the
 * original query, and sends the browser back with ?user=<ticket>&lang=<locale>.
 */
export const MEMBERSHIP_SIGN_IN_PATH = '/membership/sign-in';

/**
 * Test host names the membership service does not know, mapped to the production-like host it
 * redirects to (spec 1 §2). Empty here: the membership page is served by this portal's own API.
 */
export const TEST_HOST_ALIASES: Readonly<Record<string, string>> = {};

/** Query parameters that only carry the sign-in handoff; they never go back to membership. */
export const ENTRY_PARAMS = ['user', 'lang'] as const;

export function productionOrigin(origin: string, aliases: Readonly<Record<string, string>> = TEST_HOST_ALIASES): string {
  try {
    const url = new URL(origin);
    const alias = aliases[url.host];
    return alias ? new URL(`${url.protocol}//${alias}`).origin : url.origin;
  } catch {
    return origin;
  }
}

/** The query string without its leading '?' and without the handoff parameters. */
export function returnQuery(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const name of ENTRY_PARAMS) params.delete(name);
  return params.toString();
}

export interface ReturnLocation {
  origin: string;
  pathname: string;
  search: string;
}

/** signedOut asks the page to confirm a finished logout. */
export function membershipSignInUrl(location: ReturnLocation, locale: string, options: { signedOut?: boolean } = {}): string {
  const params = new URLSearchParams({
    returnHost: productionOrigin(location.origin),
    returnPath: location.pathname || '/',
    returnQuery: returnQuery(location.search),
    lang: locale,
  });
  if (options.signedOut) params.set('signedOut', '1');
  return `${MEMBERSHIP_SIGN_IN_PATH}?${params.toString()}`;
}

/** The current address with the handoff parameters removed, for the reload after sign-in. */
export function withoutEntryParams(href: string): string {
  const url = new URL(href);
  for (const name of ENTRY_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The handoff parameters of an address: the sign-in ticket and the locale to show. */
export function readEntryParams(search: string): { ticket: string | null; lang: string | null } {
  const params = new URLSearchParams(search);
  return { ticket: params.get('user') || null, lang: params.get('lang') || null };
}
