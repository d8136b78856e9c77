import type { Faker } from '@faker-js/faker';
import * as t from '../db/schema';
import { nearHub, postalCode } from './addresses';
import { scaled, type SeedContext } from './context';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demo-users';
import { ACCOUNT_KINDS, ANCHOR_PLANS, COMMON_OWNER_NAMES, LOCATION_GROUP_NAMES, LOCATION_SUFFIXES } from './organization-plan';
import type { AccountInfo, AccountType, DealerInfo, LocationInfo, Organizations } from './organization-types';
import { fleetProfile } from './fleet-profile';
import { stream, type Random } from './random';
import { CA_HUB_LIST, US_HUB_LIST, findHub, type Hub } from './reference-geography';
import type { DealerNetwork } from './seed-dealers';
import { seededFaker } from './seeded-faker';

interface AccountDraft {
  type: AccountType;
  country: 'US' | 'CA';
  accountNumber: string;
  demoKey: DemoAccountKey | null;
  hubs: Hub[];
  unitsPerLocation: readonly [number, number];
  vocationValue: string;
  isGlobal: boolean;
  name: (faker: Faker, hub: Hub) => string;
}

/** Accounts of every type with their yards, regions, groups and the dealers serving them. */
export function seedAccounts(ctx: SeedContext, vocationIdByValue: Record<string, number>, network: DealerNetwork): Organizations {
  const rng = stream(ctx.seed, 'accounts');
  const drafts = planAccounts(ctx, rng);
  const accounts: AccountInfo[] = [];
  const usedNames = new Set<string>();
  const generatedDealers = network.dealers.filter((dealer) => dealer.demoKey === null);

  for (const draft of drafts) {
    const id = ctx.ids.next(t.accounts);
    const faker = seededFaker(ctx.seed, draft.country, `account-${id}`);
    let name = draft.name(faker, draft.hubs[0]!);
    while (usedNames.has(name)) name = `${name} ${rng.pick(['North', 'South', 'East', 'West', 'Central'])}`;
    usedNames.add(name);
    const dealerIds = chooseDealers(rng, draft, network, generatedDealers);
    const ownerDealerId = draft.type === 1 ? dealerIds[0]! : null;
    const commonOwnerId = draft.type === 4 ? network.addCommonOwner(draft.demoKey ? COMMON_OWNER_NAMES[0]! : `${name.split(' ')[0]} Holdings`, 'CA') : null;
    const vocationId = vocationIdByValue[draft.vocationValue]!;
    ctx.writer.add(t.accounts, {
      id, accountNumber: draft.accountNumber, name, accountType: draft.type, country: draft.country, vocationId,
      commonOwnerId, ownerDealerId, isGlobal: draft.isGlobal, isVerified: true, currencySymbol: '$',
    });
    for (const dealerId of dealerIds) ctx.writer.add(t.dealerAccounts, { dealerId, accountId: id });
    const account: AccountInfo = {
      id, accountNumber: draft.accountNumber, name, type: draft.type, country: draft.country, demoKey: draft.demoKey,
      vocationId, profile: fleetProfile(rng, draft.type, draft.country, draft.vocationValue, draft.demoKey !== null),
      dealerIds, locations: [],
    };
    account.locations = seedLocations(ctx, rng, faker, account, draft, network);
    accounts.push(account);
  }

  const accountByKey = Object.fromEntries(accounts.filter((a) => a.demoKey).map((a) => [a.demoKey, a])) as Record<DemoAccountKey, AccountInfo>;
  return {
    dealers: network.dealers,
    dealerById: new Map(network.dealers.map((dealer) => [dealer.id, dealer])),
    dealerByKey: network.dealerByKey,
    accounts,
    accountById: new Map(accounts.map((account) => [account.id, account])),
    accountByKey,
    locations: accounts.flatMap((account) => account.locations),
  };
}

function planAccounts(ctx: SeedContext, rng: Random): AccountDraft[] {
  const locationCount = (atScaleOne: number, minimum: number) => (ctx.scale < 1 ? scaled(atScaleOne, ctx.scale, minimum) : atScaleOne);
  const drafts: AccountDraft[] = [];
  for (const key of ['northline', 'maplehaul'] as const) {
    const anchor = DEMO_ACCOUNTS[key];
    const plan = ANCHOR_PLANS[key];
    const count = ctx.scale < 1 ? locationCount(plan.locations, 2) : Math.round(plan.locations * ctx.scale);
    const country = anchor.country;
    const hubs = Array.from({ length: count }, (_, i) =>
      i < plan.hubs.length ? findHub(plan.hubs[i]!) : rng.pick(country === 'US' ? US_HUB_LIST : CA_HUB_LIST),
    );
    drafts.push({
      type: anchor.accountType, country, accountNumber: anchor.accountNumber, demoKey: key, hubs,
      unitsPerLocation: plan.unitsPerLocation, vocationValue: plan.vocation, isGlobal: false, name: () => anchor.name,
    });
  }
  for (const kind of ACCOUNT_KINDS) {
    const count = scaled(kind.countAtScaleOne, ctx.scale);
    // The anchors hold the first number of their prefix.
    const firstNumber = kind.numberPrefix === 'NA' || kind.numberPrefix === 'CO' ? 2 : 1;
    for (let i = 0; i < count; i += 1) {
      const hubList = kind.country === 'US' ? US_HUB_LIST : CA_HUB_LIST;
      const locations = locationCount(rng.int(kind.locations[0], kind.locations[1]), 1);
      drafts.push({
        type: kind.type, country: kind.country, accountNumber: `${kind.numberPrefix}${100_000 + (firstNumber + i) * 100}`,
        demoKey: null, hubs: rng.sample(hubList, locations).concat(Array.from({ length: Math.max(0, locations - hubList.length) }, () => rng.pick(hubList))),
        unitsPerLocation: kind.unitsPerLocation, vocationValue: rng.pick(kind.vocations), isGlobal: rng.chance(kind.isGlobalShare),
        name: (faker, hub) => kind.name(rng, faker, hub),
      });
    }
  }
  return drafts;
}

/**
 * Interstate serves both anchors and Prairie serves Northline only; other accounts get two or
 * three generated dealers of their country, a local book account its owner dealer first.
 */
function chooseDealers(rng: Random, draft: AccountDraft, network: DealerNetwork, generated: DealerInfo[]): number[] {
  const sameCountry = generated.filter((dealer) => dealer.country === draft.country);
  const plain = sameCountry.filter((dealer) => !dealer.isCtsc);
  const ctsc = sameCountry.filter((dealer) => dealer.isCtsc);
  if (draft.demoKey === 'northline') {
    return [network.dealerByKey.interstate.id, network.dealerByKey.prairie.id, rng.pick(plain).id, rng.pick(ctsc).id];
  }
  if (draft.demoKey === 'maplehaul') return [rng.pick(plain).id, rng.pick(ctsc).id, network.dealerByKey.interstate.id];
  const picks = rng.sample(plain, rng.int(1, 2));
  if (ctsc.length > 0 && rng.chance(0.6)) picks.push(rng.pick(ctsc));
  return picks.map((dealer) => dealer.id);
}

function seedLocations(ctx: SeedContext, rng: Random, faker: Faker, account: AccountInfo, draft: AccountDraft, network: DealerNetwork): LocationInfo[] {
  const { writer, ids } = ctx;
  // Anchors always have regions and groups, so the filters have something to show at any scale.
  const bigAccount = draft.hubs.length >= 3 || draft.demoKey !== null;
  const regionIds = new Map<string, number>();
  const groupIds: number[] = [];
  if (bigAccount) {
    for (const region of new Set(draft.hubs.map((hub) => hub.region))) {
      const id = ids.next(t.locationRegions);
      regionIds.set(region, id);
      writer.add(t.locationRegions, { id, accountId: account.id, code: region.toUpperCase().replace(/\s+/g, '_'), description: `${region} Region` });
    }
    for (const name of rng.sample(LOCATION_GROUP_NAMES, 2)) {
      const id = ids.next(t.locationGroups);
      groupIds.push(id);
      writer.add(t.locationGroups, { id, accountId: account.id, name });
    }
  }
  const unitFactor = ctx.scale < 1 ? Math.sqrt(ctx.scale) : 1;
  const shortName = account.name.split(' ').slice(0, account.type === 5 ? 3 : 1).join(' ');
  let headNumber: string | null = null;
  return draft.hubs.map((hub, index): LocationInfo => {
    const id = ids.next(t.fleetLocations);
    const code = String(410_000 + id);
    if (account.type === 9) headNumber ??= code;
    const linked = account.dealerIds.map((dealerId) => network.dealers.find((dealer) => dealer.id === dealerId)!);
    const serviceDealerIds = [
      ...linked.filter((dealer) => dealer.country === hub.country),
      ...linked.filter((dealer) => dealer.country !== hub.country && dealer.demoKey !== null),
    ].map((dealer) => dealer.id);
    const location: LocationInfo = {
      id, accountId: account.id, code, hub, index,
      name: `${shortName} ${hub.city} ${rng.pick(LOCATION_SUFFIXES)}`,
      unitCount: Math.max(4, Math.round(rng.int(draft.unitsPerLocation[0], draft.unitsPerLocation[1]) * unitFactor)),
      hasCheckpoint: (account.demoKey !== null && index === 0) || rng.chance(0.25),
      // A yard closed some months ago keeps its history; anchors keep every yard open.
      isActive: account.demoKey !== null || !bigAccount || index < draft.hubs.length - 1 || !rng.chance(0.2),
      serviceDealerIds: serviceDealerIds.length > 0 ? serviceDealerIds : account.dealerIds,
    };
    writer.add(t.fleetLocations, {
      id, accountId: account.id, code, name: location.name, address: faker.location.streetAddress(), city: hub.city,
      state: hub.state, zip: postalCode(rng, hub), country: hub.country, regionId: regionIds.get(hub.region) ?? null,
      groupId: groupIds.length > 0 && rng.chance(0.8) ? rng.pick(groupIds) : null, headNumber: account.type === 9 ? headNumber : null,
      phone: faker.phone.number({ style: 'national' }), ...nearHub(rng, hub), isActive: location.isActive,
    });
    return location;
  });
}
