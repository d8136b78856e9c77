import * as t from '../db/schema';
import { postalCode } from './addresses';
import { scaled, type SeedContext } from './context';
import { DEMO_DEALERS, type DemoDealerKey } from './demo-users';
import { COMMON_OWNER_NAMES, DEMO_DEALER_HUBS, dealerName } from './organization-plan';
import type { DealerInfo, DealerUserGroup } from './organization-types';
import { stream } from './random';
import { CA_HUB_LIST, US_HUB_LIST, findHub, type Hub } from './reference-geography';
import { seededFaker } from './seeded-faker';

export interface DealerNetwork {
  dealers: DealerInfo[];
  dealerByKey: Record<DemoDealerKey, DealerInfo>;
  /** Common owners by name; the Canadian fleet accounts of type 4 get theirs here too. */
  commonOwnerIds: Map<string, number>;
  addCommonOwner(name: string, country: 'US' | 'CA'): number;
}

/**
 * The two demo dealers, then generated ones: per country a few CTSC (the manufacturer's
 * retreading service centers, staffed by SSC users), some independent retreaders, and plain
 * dealers. Canadian dealers belong to common owners.
 */
export function seedDealers(ctx: SeedContext): DealerNetwork {
  const { writer, ids } = ctx;
  const rng = stream(ctx.seed, 'dealers');
  const commonOwnerIds = new Map<string, number>();
  const addCommonOwner = (name: string, country: 'US' | 'CA') => {
    const existing = commonOwnerIds.get(name);
    if (existing) return existing;
    const id = ids.next(t.commonOwners);
    commonOwnerIds.set(name, id);
    writer.add(t.commonOwners, { id, code: `CO${String(id).padStart(4, '0')}`, name, country });
    return id;
  };
  const dealerOwners = COMMON_OWNER_NAMES.slice(1, 1 + Math.min(4, scaled(2, ctx.scale))).map((name) => addCommonOwner(name, 'CA'));

  const dealers: DealerInfo[] = [];
  let generatedNumber = 0;
  const addDealer = (options: {
    hub: Hub;
    isCtsc: boolean;
    isRetreader: boolean;
    userGroup: DealerUserGroup;
    demoKey: DemoDealerKey | null;
    name?: string;
    nonsig?: string;
  }) => {
    const id = ids.next(t.dealers);
    const faker = seededFaker(ctx.seed, options.hub.country, `dealer-${id}`);
    generatedNumber += options.demoKey ? 0 : 1;
    const dealer: DealerInfo = {
      id,
      nonsig: options.nonsig ?? String(300_000 + generatedNumber * 7),
      name: options.name ?? dealerName(rng, faker, options.hub, options.isCtsc),
      country: options.hub.country,
      hub: options.hub,
      isCtsc: options.isCtsc,
      isRetreader: options.isRetreader,
      userGroup: options.userGroup,
      demoKey: options.demoKey,
    };
    dealers.push(dealer);
    writer.add(t.dealers, {
      id,
      nonsig: dealer.nonsig,
      name: dealer.name,
      address: faker.location.streetAddress(),
      city: options.hub.city,
      state: options.hub.state,
      zip: postalCode(rng, options.hub),
      country: dealer.country,
      commonOwnerId: dealer.country === 'CA' && dealerOwners.length > 0 ? rng.pick(dealerOwners) : null,
      isCtsc: dealer.isCtsc,
      isRetreader: dealer.isRetreader,
      region: options.hub.region,
    });
    return dealer;
  };

  const interstate = addDealer({
    hub: findHub(DEMO_DEALER_HUBS.interstate), isCtsc: false, isRetreader: true, userGroup: 'DLR', demoKey: 'interstate',
    name: DEMO_DEALERS.interstate.name, nonsig: DEMO_DEALERS.interstate.nonsig,
  });
  const prairie = addDealer({
    hub: findHub(DEMO_DEALER_HUBS.prairie), isCtsc: false, isRetreader: false, userGroup: 'WIN', demoKey: 'prairie',
    name: DEMO_DEALERS.prairie.name, nonsig: DEMO_DEALERS.prairie.nonsig,
  });

  for (const [country, hubs, count, ctscCount] of [
    ['US', US_HUB_LIST, scaled(12, ctx.scale, 3), scaled(3, ctx.scale, 1)],
    ['CA', CA_HUB_LIST, scaled(5, ctx.scale, 2), scaled(1, ctx.scale, 1)],
  ] as const) {
    for (let i = 0; i < count; i += 1) {
      const isCtsc = i < ctscCount;
      // The first plain dealer of each country retreads, so "other" retreaders always exist.
      const isRetreader = isCtsc || i === ctscCount || rng.chance(0.3);
      const userGroup: DealerUserGroup = isCtsc ? 'SSC' : rng.chance(country === 'CA' ? 0.6 : 0.2) ? 'WIN' : 'DLR';
      addDealer({ hub: rng.pick(hubs), isCtsc, isRetreader, userGroup, demoKey: null });
    }
  }
  return { dealers, dealerByKey: { interstate, prairie }, commonOwnerIds, addCommonOwner };
}
