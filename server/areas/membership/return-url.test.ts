import { describe, expect, it } from 'vitest';
import { allowedReturnOrigin, buildReturnUrl, safeReturnPath } from './return-url';

const OWN = 'https://portal.example';

describe('allowedReturnOrigin', () => {
  it('keeps the request’s own origin', () => {
    expect(allowedReturnOrigin('https://portal.example', OWN)).toBe(OWN);
    expect(allowedReturnOrigin('https://PORTAL.example:443/', OWN)).toBe(OWN);
  });

  it('accepts a bare host with the request’s scheme', () => {
    expect(allowedReturnOrigin('portal.example', OWN)).toBe(OWN);
  });

  it('accepts the configured public origin', () => {
    expect(allowedReturnOrigin('https://fleet.tiremaker.example', OWN, 'https://fleet.tiremaker.example/app')).toBe('https://fleet.tiremaker.example');
  });

  it('falls back to the own origin for anything else', () => {
    for (const host of ['https://evil.example', 'http://portal.example', 'javascript:alert(1)', '//evil.example', 'https://portal.example.evil.example', 'https://portal.example@evil.example', '']) {
      expect(allowedReturnOrigin(host, OWN, 'https://fleet.tiremaker.example')).toBe(OWN);
    }
  });
});

describe('safeReturnPath', () => {
  it('keeps a path on the same host', () => {
    expect(safeReturnPath('/checkpoint/detail/4')).toEqual({ path: '/checkpoint/detail/4', query: '' });
  });

  it('splits off a query and drops a fragment', () => {
    expect(safeReturnPath('/checkpoint?a=1#top')).toEqual({ path: '/checkpoint', query: 'a=1' });
  });

  it('refuses paths that leave the host', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'checkpoint', '/a b', '/x\n/y', '']) {
      expect(safeReturnPath(path)).toEqual({ path: '/', query: '' });
    }
  });
});

describe('buildReturnUrl', () => {
  it('merges the original query with the ticket and language', () => {
    const url = buildReturnUrl({ returnHost: OWN, returnPath: '/fleet-condition-report', returnQuery: '?account=12&tab=2' }, OWN, undefined, 'TICKET', 'fr-CA');
    expect(url).toBe('https://portal.example/fleet-condition-report?account=12&tab=2&user=TICKET&lang=fr-CA');
  });

  it('replaces stale user and lang parameters instead of repeating them', () => {
    const url = new URL(buildReturnUrl({ returnHost: '', returnPath: '/?user=old', returnQuery: 'lang=de-DE&x=1' }, OWN, undefined, 'NEW', 'en-US'));
    expect(url.searchParams.getAll('user')).toEqual(['NEW']);
    expect(url.searchParams.getAll('lang')).toEqual(['en-US']);
    expect(url.searchParams.get('x')).toBe('1');
  });

  it('never leaves the allowed origins', () => {
    const url = buildReturnUrl({ returnHost: 'https://evil.example', returnPath: '//evil.example', returnQuery: '' }, OWN, undefined, 'T', 'en-US');
    expect(url).toBe('https://portal.example/?user=T&lang=en-US');
  });
});
