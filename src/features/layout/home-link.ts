import type { UserGroup } from './app-links';

export type HomeDestination = 'business-solutions-dashboard' | 'dealer-portal-dashboard' | 'dealer-portal' | 'fleet-central-dashboard';

/**
 * Where each destination lives. The provider's other portals are outside this product, so all
 * point at this portal's home; replace a value with the external address where one exists.
 */
export const HOME_DESTINATION_URLS: Readonly<Record<HomeDestination, string>> = {
  'business-solutions-dashboard': '/',
  'dealer-portal-dashboard': '/',
  'dealer-portal': '/',
  'fleet-central-dashboard': '/',
};

/**
 * Home link by group (spec 1 §6): GYR and SSC → business solutions dashboard, DLR → dealer
 * portal dashboard, WIN → dealer portal, CUS → fleet central dashboard. ADMIN is staff and
 * goes where GYR goes; a visitor without a user sees the fleet customers' home.
 */
export const HOME_DESTINATION_BY_GROUP: Readonly<Record<UserGroup, HomeDestination>> = {
  GYR: 'business-solutions-dashboard',
  SSC: 'business-solutions-dashboard',
  ADMIN: 'business-solutions-dashboard',
  DLR: 'dealer-portal-dashboard',
  WIN: 'dealer-portal',
  CUS: 'fleet-central-dashboard',
};

export function homeLinkForGroup(group: UserGroup | null | undefined): { destination: HomeDestination; href: string } {
  const destination = group ? HOME_DESTINATION_BY_GROUP[group] : 'fleet-central-dashboard';
  return { destination, href: HOME_DESTINATION_URLS[destination] };
}
