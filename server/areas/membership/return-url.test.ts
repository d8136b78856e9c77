import { describe, expect, it } from 'vitest';
import { allowedReturnOrigin, buildReturnUrl, safeReturnPath } from './return-url';

const OWN = 'https://portal.example';

describe('allowedReturnOrigin', () => {
  const LAN = 'http://192.168.1.5:3000';

  it('keeps a return host that is one of the portal’s origins', () => {
    expect(allowedReturnOrigin('https://portal.example', [OWN], OWN)).toBe(OWN);
    expect(allowedReturnOrigin('https://PORTAL.example:443/', [OWN], OWN)).toBe(OWN);
    expect(allowedReturnOrigin('http://192.168.1.5:3000', [OWN, LAN], OWN)).toBe(LAN);
  });

  it('accepts a bare host with the fallback’s scheme', () => {
    expect(allowedReturnOrigin('portal.example', [OWN], OWN)).toBe(OWN);
  });

  it('falls back for anything else', () => {
    for (const host of ['https://evil.example', 'http://portal.example', 'javascript:alert(1)', '//evil.example', 'https://portal.example.evil.example', 'https://portal.example@evil.example', '']) {
      expect(allowedReturnOrigin(host, [OWN, LAN], OWN)).toBe(OWN);
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
    const url = buildReturnUrl({ returnHost: OWN, returnPath: '/fleet-condition-report', returnQuery: '?account=12&tab=2' }, [OWN], OWN, 'TICKET', 'fr-CA');
    expect(url).toBe('https://portal.example/fleet-condition-report?account=12&tab=2&user=TICKET&lang=fr-CA');
  });

  it('replaces stale user and lang parameters instead of repeating them', () => {
    const url = new URL(buildReturnUrl({ returnHost: '', returnPath: '/?user=old', returnQuery: 'lang=de-DE&x=1' }, [OWN], OWN, 'NEW', 'en-US'));
    expect(url.searchParams.getAll('user')).toEqual(['NEW']);
    expect(url.searchParams.getAll('lang')).toEqual(['en-US']);
    expect(url.searchParams.get('x')).toBe('1');
  });

  it('never leaves the allowed origins', () => {
    const url = buildReturnUrl({ returnHost: 'https://evil.example', returnPath: '//evil.example', returnQuery: '' }, [OWN], OWN, 'T', 'en-US');
    expect(url).toBe('https://portal.example/?user=T&lang=en-US');
  });
});
