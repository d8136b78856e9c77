/**
 * Which requests the service worker answers from its runtime caches. Pure so it can be tested
 * without a worker; only GETs of reference data qualify, never a write or a sign-in call.
 */

export type RuntimeCacheKind = 'reference-data' | 'language-pack';

/** Lookups a survey needs offline: the create-unit selects, axle layouts and the tire lists. */
const FLEET_SURVEY_REFERENCE = /^\/api\/v2\/fleet_survey\/(get_unit_selects|get_unit_configurations\/[^/]+|get_wear_conditions|get_removal_reasons|get_trailer_readiness_fields)\/?$/;
/** The common lookups (accounts, locations, vocations, tire sizes...); all are read-only GETs. */
const COMMON_LOOKUP = /^\/api\/v2\/common\/get_[^/]+(\/.*)?$/;
const LANGUAGE_PACK = /^\/api\/Content\/LanguagesPack\/[^/]+\.json$/;

/** Navigations the server answers itself (API, swagger, the membership sign-in pages). */
export const NAVIGATION_DENYLIST: RegExp[] = [/^\/api\//, /^\/membership\//];

export function runtimeCacheFor(url: URL, method: string, sameOrigin: boolean): RuntimeCacheKind | null {
  if (!sameOrigin || method !== 'GET') return null;
  const path = url.pathname;
  if (path.startsWith('/api/v2/authorization/')) return null;
  if (FLEET_SURVEY_REFERENCE.test(path) || COMMON_LOOKUP.test(path)) return 'reference-data';
  if (LANGUAGE_PACK.test(path)) return 'language-pack';
  return null;
}
