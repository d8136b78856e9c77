import { originOf } from '../../plugins/public-origin';

/**
 * Where the membership page sends a signed-in user back to. Only the portal's own origins are
 * ever targets, so the page cannot be used to forward a fresh ticket to someone else's site.
 */

const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * The origin to return to: returnHost when it names one of the portal's origins (configured,
 * never taken from the request: plugins/public-origin.ts), else `fallback`. A bare host name
 * takes the fallback's scheme.
 */
export function allowedReturnOrigin(returnHost: string, origins: readonly string[], fallback: string): string {
  const host = returnHost.trim();
  if (!host) return fallback;
  const scheme = fallback.slice(0, fallback.indexOf('://'));
  const wanted = originOf(SCHEME.test(host) ? host : `${scheme}://${host}`);
  return origins.find((o) => o === wanted) ?? fallback;
}

/**
 * A path on that origin: it must start with exactly one slash, since '//host' and '/\host' are
 * read by browsers as another host. Anything else returns to the portal's home page.
 */
export function safeReturnPath(returnPath: string): { path: string; query: string } {
  const value = returnPath.trim();
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f\s]/.test(value)) return { path: '/', query: '' };
  const withoutFragment = value.split('#', 1)[0];
  const mark = withoutFragment.indexOf('?');
  return mark < 0 ? { path: withoutFragment, query: '' } : { path: withoutFragment.slice(0, mark), query: withoutFragment.slice(mark + 1) };
}

export interface ReturnTarget {
  returnHost: string;
  returnPath: string;
  returnQuery: string;
}

/**
 * The portal address with the original query plus user (the ticket) and lang; stale user and
 * lang parameters of the original query are replaced, never repeated.
 */
export function buildReturnUrl(target: ReturnTarget, origins: readonly string[], fallback: string, ticket: string, language: string): string {
  const origin = allowedReturnOrigin(target.returnHost, origins, fallback);
  const { path, query: pathQuery } = safeReturnPath(target.returnPath);
  const params = new URLSearchParams(pathQuery);
  for (const [key, value] of new URLSearchParams(target.returnQuery.trim().replace(/^\?/, ''))) params.append(key, value);
  params.delete('user');
  params.delete('lang');
  params.set('user', ticket);
  params.set('lang', language);
  return `${origin}${path}?${params.toString()}`;
}
