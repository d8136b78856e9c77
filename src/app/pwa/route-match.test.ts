import { describe, expect, it } from 'vitest';
import { NAVIGATION_DENYLIST, runtimeCacheFor } from '../../../sw/route-match';

const at = (path: string) => new URL(path, 'https://portal.example');

describe('runtimeCacheFor (service worker runtime caching)', () => {
  it('caches the survey reference lookups', () => {
    for (const path of [
      '/api/v2/fleet_survey/get_unit_selects',
      '/api/v2/fleet_survey/get_unit_configurations/42',
      '/api/v2/fleet_survey/get_wear_conditions',
      '/api/v2/fleet_survey/get_removal_reasons',
      '/api/v2/fleet_survey/get_trailer_readiness_fields',
      '/api/v2/common/get_tire_sizes',
      '/api/v2/common/get_countries/NA',
      '/api/v2/common/get_states?country=US',
    ]) {
      expect(runtimeCacheFor(at(path), 'GET', true), path).toBe('reference-data');
    }
    expect(runtimeCacheFor(at('/api/Content/LanguagesPack/de-DE.json?time=1'), 'GET', true)).toBe('language-pack');
  });

  it('never caches writes, sign-in calls, other data or other origins', () => {
    expect(runtimeCacheFor(at('/api/v2/fleet_survey/get_unit_selects'), 'POST', true)).toBeNull();
    expect(runtimeCacheFor(at('/api/v2/common/get_tire_sizes'), 'PUT', true)).toBeNull();
    expect(runtimeCacheFor(at('/api/v2/authorization/get_app_setup'), 'GET', true)).toBeNull();
    expect(runtimeCacheFor(at('/api/v2/authorization/refresh_session'), 'POST', true)).toBeNull();
    expect(runtimeCacheFor(at('/api/v2/fleet_survey/get_surveys'), 'GET', true)).toBeNull();
    expect(runtimeCacheFor(at('/api/v2/fleet_survey/get_unit_configurations/1/extra'), 'GET', true)).toBeNull();
    expect(runtimeCacheFor(at('/api/v2/common/get_tire_sizes'), 'GET', false)).toBeNull();
  });

  it('leaves API and membership navigations to the server', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
    expect(denied('/api/docs')).toBe(true);
    expect(denied('/membership/sign-in')).toBe(true);
    expect(denied('/locations')).toBe(false);
    expect(denied('/fleet-survey/units')).toBe(false);
  });
});
