import { boolean, index, integer, pgTable, primaryKey, real, smallint, text, unique } from 'drizzle-orm/pg-core';
import { countries, vocations } from './reference';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** The parent company of several Canadian dealer or fleet locations. */
export const commonOwners = pgTable('common_owners', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull(),
  country: text().notNull().references(() => countries.code),
});

/** Dealers are service providers, identified by their nonsig number; CTSC are the manufacturer's own centers. */
export const dealers = pgTable(
  'dealers',
  {
    id: id(),
    nonsig: text().notNull().unique(),
    name: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    country: text().notNull().references(() => countries.code),
    commonOwnerId: integer().references(() => commonOwners.id),
    isCtsc: boolean().notNull().default(false),
    isRetreader: boolean().notNull().default(false),
    region: text().notNull(),
  },
  (t) => [index().on(t.country, t.state)],
);

/**
 * A fleet customer. account_type holds the codes of spec 1 §3:
 * 0 unknown, 1 local book, 2 preferred fleet, 3 national account, 4 Canadian common owner,
 * 5 government, 9 leasing customer, 10 Canadian national account.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    accountNumber: text().notNull().unique(),
    name: text().notNull(),
    accountType: smallint().notNull(),
    country: text().notNull().references(() => countries.code),
    vocationId: integer().references(() => vocations.id),
    commonOwnerId: integer().references(() => commonOwners.id),
    /** The dealer whose own customer a local book account is. */
    ownerDealerId: integer().references(() => dealers.id),
    isGlobal: boolean().notNull().default(false),
    isVerified: boolean().notNull().default(true),
    currencySymbol: text().notNull().default('$'),
  },
  (t) => [index().on(t.accountType), index().on(t.ownerDealerId), index().on(t.commonOwnerId)],
);

export const locationRegions = pgTable(
  'location_regions',
  {
    id: id(),
    accountId: integer().notNull().references(() => accounts.id),
    code: text().notNull(),
    description: text().notNull(),
  },
  (t) => [unique().on(t.accountId, t.code)],
);

export const locationGroups = pgTable(
  'location_groups',
  {
    id: id(),
    accountId: integer().notNull().references(() => accounts.id),
    name: text().notNull(),
  },
  (t) => [unique().on(t.accountId, t.name)],
);

/** A yard or terminal of a fleet account: where surveys and checkpoint crossings happen. */
export const fleetLocations = pgTable(
  'fleet_locations',
  {
    id: id(),
    accountId: integer().notNull().references(() => accounts.id),
    code: text().notNull().unique(),
    name: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    country: text().notNull().references(() => countries.code),
    regionId: integer().references(() => locationRegions.id),
    groupId: integer().references(() => locationGroups.id),
    /** The head office location number of leasing locations. */
    headNumber: text(),
    phone: text(),
    latitude: real(),
    longitude: real(),
    isActive: boolean().notNull().default(true),
    /** The location's tire age rule (contract/tire-age.ts): warning at, and critical on a steer position at, this age. */
    tireAgeWarningYears: smallint().notNull().default(6),
    tireAgeCriticalSteerYears: smallint().notNull().default(10),
  },
  (t) => [index().on(t.accountId), index().on(t.state), index().on(t.regionId), index().on(t.groupId)],
);

/** Accounts a dealer serves; a dealer reaches these and the surveys it made. */
export const dealerAccounts = pgTable(
  'dealer_accounts',
  {
    dealerId: integer().notNull().references(() => dealers.id),
    accountId: integer().notNull().references(() => accounts.id),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.accountId] }), index().on(t.accountId)],
);
