import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboundLinkRequest, outboundLinkResponse } from '../../../contract/auth';
import { errorResponse } from '../../../contract/common';
import { requireUser } from '../../plugins/authenticate';
import { fieldError } from '../../plugins/error-handler';
import { issueHandoff } from './handoff';

/** Marks the portal as the origin of a single-sign-on hop. */
export const SSO_SOURCE = 'fleet-central';
/** The query parameter that carries the hand-off ticket to a sister site. */
export const TICKET_PARAMETER = 'ticket';

/** Whether a host is on the allow-list: an exact name, or `*.domain` for the domain's subdomains. */
export function isSisterSite(host: string, allowList: string): boolean {
  const name = host.toLowerCase();
  return allowList
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) => (entry.startsWith('*.') ? name.endsWith(entry.slice(1)) : name === entry));
}

/**
 * Spec 1 §2 asks outbound links to let the provider's other sites recognise the user. A link
 * never carries the access token (it would land in other sites' logs and browser history):
 * when the user follows one, the portal asks here, and a site on SISTER_SITE_HOSTS gets a
 * single-use hand-off ticket of two minutes, which it exchanges like the membership page's
 * (accept_token); any other address comes back as it was. Only over https: a ticket in a plain
 * http address could be read (and redeemed first) by anyone on the way.
 */
export async function outboundLinkRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/outbound_link',
    { schema: { tags: ['authorization'], body: outboundLinkRequest, response: { 200: outboundLinkResponse, 400: errorResponse, 401: errorResponse } } },
    async (request) => {
      const user = requireUser(request);
      let url: URL;
      try {
        url = new URL(request.body.url);
      } catch {
        throw fieldError('url', 'Expected an absolute address');
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw fieldError('url', 'Expected a web address');
      const sister = url.protocol === 'https:' && !url.username && !url.password && isSisterSite(url.hostname, root.config.SISTER_SITE_HOSTS);
      if (!sister) return { url: url.toString() };
      url.searchParams.set(TICKET_PARAMETER, await issueHandoff(root.db, root.config, user.id));
      if (request.body.sso) {
        url.searchParams.set('mode', 'sso');
        url.searchParams.set('source', SSO_SOURCE);
      }
      return { url: url.toString() };
    },
  );
}
