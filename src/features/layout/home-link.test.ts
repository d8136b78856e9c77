import { describe, expect, it } from 'vitest';
import { HOME_DESTINATION_URLS, homeLinkForGroup } from './home-link';

describe('homeLinkForGroup', () => {
  it.each([
    ['GYR', 'business-solutions-dashboard'],
    ['SSC', 'business-solutions-dashboard'],
    ['DLR', 'dealer-portal-dashboard'],
    ['WIN', 'dealer-portal'],
    ['CUS', 'fleet-central-dashboard'],
    ['ADMIN', 'business-solutions-dashboard'],
  ] as const)('sends %s to the %s', (group, destination) => {
    expect(homeLinkForGroup(group)).toEqual({ destination, href: HOME_DESTINATION_URLS[destination] });
  });

  it('uses the fleet customers home without a user', () => {
    expect(homeLinkForGroup(null).destination).toBe('fleet-central-dashboard');
  });

  it('points every destination at this portal', () => {
    expect(new Set(Object.values(HOME_DESTINATION_URLS))).toEqual(new Set(['/']));
  });
});
