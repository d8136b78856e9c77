import type { z } from 'zod';
import { api, type outboundLinkResponse } from './app-links';

/** The address to open for a followed link: the server adds a hand-off ticket for the provider's own sites. */
export async function followOutboundLink(url: string, sso: boolean): Promise<string> {
  const answer = await api.post('authorization/outbound_link', { json: { url, sso }, headers: { 'x-silent': '1' } }).json<z.infer<typeof outboundLinkResponse>>();
  return answer.url;
}
