/** What an outbound link needs to know about the signed-in user (spec 1 §2). */
export interface LinkContext {
  token: string | null;
  locale: string;
  email: string | null;
}

export interface MenuLinkLike {
  url: string;
  sso_id: string | null;
}

/** Marks the portal as the origin of a single-sign-on hop. */
export const SSO_SOURCE = 'fleet-central';

/** A path of this portal: the router opens it, nothing is added. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function parseHttpUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The address a menu link opens. Other sites of the provider get the user's token and
 * language; single-sign-on links instead carry mode=sso, the token, the user's e-mail and
 * source=fleet-central. Portal paths and non-web links (mailto:, tel:) stay as they are, and
 * nothing is added without a signed-in user.
 */
export function buildOutboundUrl(link: MenuLinkLike, context: LinkContext): string {
  if (isInternalUrl(link.url)) return link.url;
  const url = parseHttpUrl(link.url);
  if (!url || !context.token) return link.url;
  if (link.sso_id) {
    url.searchParams.set('mode', 'sso');
    url.searchParams.set('token', context.token);
    if (context.email) url.searchParams.set('email', context.email);
    url.searchParams.set('source', SSO_SOURCE);
  } else {
    url.searchParams.set('token', context.token);
    url.searchParams.set('lang', context.locale);
  }
  return url.toString();
}
