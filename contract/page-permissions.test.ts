import { describe, expect, it } from 'vitest';
import { normalizePagePath, PAGE_SECURITY_CODES, securityCodeForPath, userMayOpenPage } from './page-permissions';

describe('securityCodeForPath', () => {
  it('maps every guarded route to its code', () => {
    for (const [route, code] of Object.entries(PAGE_SECURITY_CODES)) {
      expect(securityCodeForPath(route)).toBe(code);
    }
  });

  it('ignores the query string, the fragment and a trailing slash', () => {
    expect(securityCodeForPath('/fleet-condition-report?x=1')).toBe('TVFLTCNR');
    expect(securityCodeForPath('/fleet-dashboard/#top')).toBe('FDLOGIN');
    expect(securityCodeForPath('/scrap-analysis-report/?lang=fr-CA')).toBe('TVSCRPAN');
  });

  it('covers pages below a guarded route', () => {
    expect(securityCodeForPath('/fleet-condition-report/history/12')).toBe('TVFLTCNR');
  });

  it('accepts a full URL and any letter case', () => {
    expect(securityCodeForPath('https://portal.example/Unit-History-Report?id=3')).toBe('TMUNTHST');
  });

  it('does not match a route that merely shares a prefix', () => {
    expect(securityCodeForPath('/fleet-dashboard-old')).toBeNull();
    expect(securityCodeForPath('/fleet-condition-reports')).toBeNull();
  });

  it('needs no code for other pages', () => {
    expect(securityCodeForPath('/')).toBeNull();
    expect(securityCodeForPath('/checkpoint/detail/4')).toBeNull();
    expect(securityCodeForPath('')).toBeNull();
  });
});

describe('normalizePagePath', () => {
  it('keeps a malformed escape rather than throwing', () => {
    expect(normalizePagePath('/bad%zzpath')).toBe('/bad%zzpath');
  });

  it('adds the leading slash a relative page lacks', () => {
    expect(normalizePagePath('torque-summary-report')).toBe('/torque-summary-report');
  });
});

describe('userMayOpenPage', () => {
  it('needs the page code and, where a page names groups, one of them', () => {
    expect(userMayOpenPage('/fleet-dashboard', { group: 'CUS', user_access_securities: ['FDLOGIN'] })).toBe(true);
    expect(userMayOpenPage('/fleet-dashboard', { group: 'CUS', user_access_securities: [] })).toBe(false);
    expect(userMayOpenPage('/dlrtireoptix?x=1', { group: 'DLR', user_access_securities: [] })).toBe(true);
    expect(userMayOpenPage('/dlrtireoptix', { group: 'GYR', user_access_securities: ['TVLOGIN'] })).toBe(false);
    expect(userMayOpenPage('/leasesales/configurator', { group: 'SSC', user_access_securities: ['TVLOGIN'] })).toBe(true);
    expect(userMayOpenPage('/leasesales/configurator', { group: 'CUS', user_access_securities: ['TVLOGIN'] })).toBe(false);
    expect(userMayOpenPage('/checkpoint', {})).toBe(true);
  });
});
