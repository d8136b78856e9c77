import type { Faker } from '@faker-js/faker';
import type { AccountType } from './organization-types';
import type { Random } from './random';
import { stateName, type Hub } from './reference-geography';

export interface AccountKindPlan {
  type: AccountType;
  /** Generated accounts of this kind at scale 1 (the demo anchors come on top). */
  countAtScaleOne: number;
  country: 'US' | 'CA';
  locations: readonly [number, number];
  unitsPerLocation: readonly [number, number];
  numberPrefix: string;
  vocations: readonly string[];
  isGlobalShare: number;
  name: (rng: Random, faker: Faker, hub: Hub) => string;
}

const pickWord = (rng: Random, words: readonly string[]) => rng.pick(words);

/** Scale 1: about a dozen accounts with forty locations, the anchors included. */
export const ACCOUNT_KINDS: readonly AccountKindPlan[] = [
  {
    type: 3, countAtScaleOne: 1, country: 'US', locations: [4, 6], unitsPerLocation: [35, 60], numberPrefix: 'NA',
    vocations: ['LINE_HAUL', 'REGIONAL', 'BULK_TANKER'], isGlobalShare: 0.5,
    name: (rng, faker) => `${faker.person.lastName()} ${pickWord(rng, ['Freight Lines', 'Transport', 'Logistics', 'Express', 'Carriers'])}`,
  },
  {
    type: 10, countAtScaleOne: 1, country: 'CA', locations: [3, 5], unitsPerLocation: [35, 55], numberPrefix: 'CN',
    vocations: ['LINE_HAUL', 'REGIONAL'], isGlobalShare: 0.5,
    name: (rng) =>
      `${pickWord(rng, ['Laurentian', 'Boreal', 'Cascade', 'Dominion', 'Great Lakes', 'Rocky Mountain', 'Atlantic', 'Fraser', 'Shield'])} ${pickWord(rng, ['Freightways', 'Transport', 'Logistics', 'Carriers'])}`,
  },
  {
    type: 4, countAtScaleOne: 1, country: 'CA', locations: [3, 4], unitsPerLocation: [30, 50], numberPrefix: 'CO',
    vocations: ['REGIONAL', 'PICKUP_DELIVERY', 'BULK_TANKER'], isGlobalShare: 0,
    name: (rng, faker) => `${faker.person.lastName()} ${pickWord(rng, ['Group Transport', 'Haulage', 'Transport Inc.'])}`,
  },
  {
    type: 2, countAtScaleOne: 2, country: 'US', locations: [2, 3], unitsPerLocation: [20, 40], numberPrefix: 'PF',
    vocations: ['REGIONAL', 'PICKUP_DELIVERY', 'BULK_TANKER', 'OIL_GAS'], isGlobalShare: 0,
    name: (rng, faker) => `${faker.person.lastName()} ${pickWord(rng, ['Trucking', '& Sons Hauling', 'Bros. Transport', 'Freight'])}`,
  },
  {
    type: 1, countAtScaleOne: 2, country: 'US', locations: [1, 1], unitsPerLocation: [12, 25], numberPrefix: 'LB',
    vocations: ['CONSTRUCTION', 'AGRICULTURE', 'REFUSE', 'LOGGING', 'MINING'], isGlobalShare: 0,
    name: (rng, faker) => `${faker.person.lastName()} ${pickWord(rng, ['Excavating', 'Aggregates', 'Farms', 'Waste Services', 'Timber', 'Ready Mix'])}`,
  },
  {
    type: 5, countAtScaleOne: 1, country: 'US', locations: [2, 3], unitsPerLocation: [20, 35], numberPrefix: 'GV',
    vocations: ['MUNICIPAL', 'REFUSE'], isGlobalShare: 0,
    name: (rng, _faker, hub) => rng.pick([`City of ${hub.city} Fleet Services`, `${hub.city} Public Works`, `${stateName(hub.country, hub.state)} Department of Transportation`]),
  },
  {
    type: 9, countAtScaleOne: 2, country: 'US', locations: [3, 3], unitsPerLocation: [30, 50], numberPrefix: 'LS',
    vocations: ['PICKUP_DELIVERY', 'REGIONAL'], isGlobalShare: 0,
    name: (rng) => `${pickWord(rng, ['Keystone', 'Summit', 'Pioneer', 'Liberty', 'Frontier', 'Heartland', 'Meridian', 'Ironwood'])} Truck Leasing`,
  },
];

/** The anchors' yards: Northline's second terminal is in Calgary, which Prairie serves. */
export const ANCHOR_PLANS = {
  northline: {
    locations: 6,
    unitsPerLocation: [40, 60] as const,
    hubs: ['Columbus', 'Calgary', 'Indianapolis', 'Joliet', 'Memphis', 'Dallas', 'Atlanta', 'Harrisburg', 'Kansas City', 'Denver'],
    vocation: 'LINE_HAUL',
  },
  maplehaul: {
    locations: 5,
    unitsPerLocation: [35, 50] as const,
    hubs: ['Mississauga', 'Montréal', 'Calgary', 'Winnipeg', 'Surrey', 'Edmonton', 'Halifax', 'Ottawa', 'Regina', 'Québec'],
    vocation: 'REGIONAL',
  },
} as const;

export const DEMO_DEALER_HUBS = { interstate: 'Toledo', prairie: 'Calgary' } as const;

export const COMMON_OWNER_NAMES = ['Maple Haul Group', 'Western Tire Group', 'Atlantic Tire Holdings', 'Laurentide Holdings', 'Prairie Wheel Partners'];

export const LOCATION_SUFFIXES = ['Terminal', 'Yard', 'Depot', 'Distribution Center', 'Service Center'];

export const LOCATION_GROUP_NAMES = ['Dedicated', 'Line haul', 'Regional', 'Drop yards'];

export function dealerName(rng: Random, faker: Faker, hub: Hub, isCtsc: boolean): string {
  if (isCtsc) return `Commercial Tire Service Center ${hub.city}`;
  return rng.pick([
    `${faker.person.lastName()} Tire & Service`,
    `${hub.city} Truck Tire`,
    `${faker.person.lastName()} Commercial Tire`,
    `${hub.city} Fleet Tire Centre`,
    `${faker.person.lastName()} Tire Pros`,
  ]);
}
