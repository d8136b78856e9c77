import { describe, expect, it } from 'vitest';
import { membershipSignInUrl, productionOrigin, readEntryParams, returnQuery, withoutEntryParams } from './membership-url';

describe('membershipSignInUrl', () => {
  it('passes the return host, path, the original query encoded, and the locale', () => {
    const url = membershipSignInUrl({ origin: 'https://portal.example', pathname: '/checkpoint', search: '?foo=1&bar=a b' }, 'fr-CA');
    const [path, query] = url.split('?');
    expect(path).toBe('/membership/sign-in');
    const params = new URLSearchParams(query);
    expect(params.get('returnHost')).toBe('https://portal.example');
    expect(params.get('returnPath')).toBe('/checkpoint');
    expect(params.get('returnQuery')).toBe('foo=1&bar=a+b');
    expect(params.get('lang')).toBe('fr-CA');
    expect(query).toContain('returnQuery=foo%3D1%26bar%3Da%2Bb');
  });

  it('never sends the handoff parameters back', () => {
    expect(returnQuery('?user=abc&lang=en-US&foo=1')).toBe('foo=1');
    expect(returnQuery('')).toBe('');
  });

  it('maps a test host to its production-like host', () => {
    expect(productionOrigin('https://test.portal.example:8443', { 'test.portal.example:8443': 'portal.example' })).toBe('https://portal.example');
    expect(productionOrigin('http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173');
  });
});

describe('entry parameters', () => {
  it('reads the ticket and locale', () => {
    expect(readEntryParams('?user=t1&lang=de-DE')).toEqual({ ticket: 't1', lang: 'de-DE' });
    expect(readEntryParams('?foo=1')).toEqual({ ticket: null, lang: null });
  });

  it('removes only user and lang from the address', () => {
    expect(withoutEntryParams('https://p.example/checkpoint?foo=1&user=t&lang=en-US#top')).toBe('/checkpoint?foo=1#top');
    expect(withoutEntryParams('https://p.example/?user=t')).toBe('/');
  });
});
