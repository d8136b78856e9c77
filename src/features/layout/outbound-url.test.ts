import { describe, expect, it } from 'vitest';
import { buildOutboundUrl, isInternalUrl, isOutboundWebLink, type LinkContext } from './outbound-url';

const signedIn: LinkContext = { signedIn: true, locale: 'fr-CA' };
const link = (url: string, sso_id: string | null = null) => ({ url, sso_id });

describe('buildOutboundUrl', () => {
  it('gives other sites the language and nothing of the session', () => {
    const href = new URL(buildOutboundUrl(link('https://sites.example/history?x=1'), signedIn));
    expect(href.origin + href.pathname).toBe('https://sites.example/history');
    expect(Object.fromEntries(href.searchParams)).toEqual({ x: '1', lang: 'fr-CA' });
  });

  it('leaves single-sign-on links as they are (the ticket is asked for when followed)', () => {
    expect(buildOutboundUrl(link('https://sso.example/go', 'heatmap'), signedIn)).toBe('https://sso.example/go');
  });

  it('drops a token a stored link may carry', () => {
    const href = buildOutboundUrl(link('https://sites.example/?token=abc.def'), signedIn);
    expect(href).not.toContain('token');
  });

  it('leaves portal paths and non-web links alone', () => {
    expect(buildOutboundUrl(link('/checkpoint'), signedIn)).toBe('/checkpoint');
    expect(buildOutboundUrl(link('mailto:help@example.com'), signedIn)).toBe('mailto:help@example.com');
    expect(buildOutboundUrl(link('tel:+18005550142'), signedIn)).toBe('tel:+18005550142');
    expect(isOutboundWebLink(link('mailto:help@example.com'))).toBe(false);
    expect(isOutboundWebLink(link('/reports'))).toBe(false);
    expect(isOutboundWebLink(link('https://sites.example/'))).toBe(true);
  });

  it('tells portal paths from protocol-relative addresses', () => {
    expect(isInternalUrl('/reports')).toBe(true);
    expect(isInternalUrl('//evil.example/x')).toBe(false);
    expect(isInternalUrl('https://a.example')).toBe(false);
  });
});
