/** What an outbound link needs to know: whether someone is signed in, and the language. */
export interface LinkContext {
  signedIn: boolean;
  locale: string;
}

export interface MenuLinkLike {
  url: string;
  sso_id: string | null;
}

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

/** A link to another web site, which the portal asks the server about when it is followed. */
export function isOutboundWebLink(link: MenuLinkLike): boolean {
  return !isInternalUrl(link.url) && parseHttpUrl(link.url) !== null;
}

/**
 * The address a menu link shows and opens without the portal's help (a middle click, a copied
 * link): never anything of the session. Other sites get the user's language; portal paths and
 * non-web links (mailto:, tel:) stay as they are. Recognising the user on the provider's other
 * sites is the server's single-use ticket, asked for when the link is followed (see MenuLink).
 */
export function buildOutboundUrl(link: MenuLinkLike, context: LinkContext): string {
  if (isInternalUrl(link.url)) return link.url;
  const url = parseHttpUrl(link.url);
  if (!url) return link.url;
  url.searchParams.delete('token');
  if (!link.sso_id) url.searchParams.set('lang', context.locale);
  return url.toString();
}
