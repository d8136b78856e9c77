import { describe, expect, it } from 'vitest';
import { buildOutboundUrl, isInternalUrl, type LinkContext } from './outbound-url';

const signedIn: LinkContext = { token: 'tok.en', locale: 'fr-CA', email: 'dana@northline.example' };
const link = (url: string, sso_id: string | null = null) => ({ url, sso_id });

describe('buildOutboundUrl', () => {
  it('adds the token and the language to other sites', () => {
    const href = new URL(buildOutboundUrl(link('https://sites.example/history?x=1'), signedIn));
    expect(href.origin + href.pathname).toBe('https://sites.example/history');
    expect(Object.fromEntries(href.searchParams)).toEqual({ x: '1', token: 'tok.en', lang: 'fr-CA' });
  });

  it('gives single-sign-on links mode, token, e-mail and source instead', () => {
    const href = new URL(buildOutboundUrl(link('https://sso.example/go', 'heatmap'), signedIn));
    expect(Object.fromEntries(href.searchParams)).toEqual({
      mode: 'sso',
      token: 'tok.en',
      email: 'dana@northline.example',
      source: 'fleet-central',
    });
  });

  it('leaves portal paths and non-web links alone', () => {
    expect(buildOutboundUrl(link('/checkpoint'), signedIn)).toBe('/checkpoint');
    expect(buildOutboundUrl(link('mailto:help@example.com'), signedIn)).toBe('mailto:help@example.com');
    expect(buildOutboundUrl(link('tel:+18005550142'), signedIn)).toBe('tel:+18005550142');
  });

  it('adds nothing without a signed-in user', () => {
    expect(buildOutboundUrl(link('https://sites.example/'), { token: null, locale: 'en-US', email: null })).toBe('https://sites.example/');
  });

  it('tells portal paths from protocol-relative addresses', () => {
    expect(isInternalUrl('/reports')).toBe(true);
    expect(isInternalUrl('//evil.example/x')).toBe(false);
    expect(isInternalUrl('https://a.example')).toBe(false);
  });
});
