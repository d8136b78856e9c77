import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The wear-rate aggregate (server/reporting/tire-wear.ts, migration 0013): one row per tire with
 * readings, with the first and last reading on its current unit, the tread lost (mm) and miles
 * run between them, the keys the wear-rate and product reports filter by, and the projected
 * pull date and cost per mile. No foreign keys, as in ./reporting.
 */
export const reportTireWear = pgTable(
  'report_tire_wear',
  {
    tireId: integer().primaryKey(),
    accountId: integer().notNull(),
    fleetLocationId: integer().notNull(),
    unitId: integer().notNull(),
    productId: integer(),
    brandId: integer(),
    productLineId: integer(),
    tireSizeId: integer(),
    loadRangeId: integer(),
    isRetread: boolean().notNull(),
    positionClass: text().notNull(),
    axleConfigurationId: integer(),
    vocationId: integer(),
    readings: integer().notNull(),
    firstReadAt: timestamp({ withTimezone: true }).notNull(),
    lastReadAt: timestamp({ withTimezone: true }).notNull(),
    firstTreadMm: doublePrecision().notNull(),
    lastTreadMm: doublePrecision().notNull(),
    firstMileage: doublePrecision().notNull(),
    lastMileage: doublePrecision().notNull(),
    isMeasured: boolean().notNull(),
    treadLostMm: doublePrecision(),
    distanceMi: doublePrecision(),
    /** The unit's odometer miles per day over all its inspections. */
    milesPerDay: doublePrecision(),
    minTreadMm: doublePrecision().notNull(),
    newTreadMm: doublePrecision(),
    price: doublePrecision(),
    projectedPullAt: timestamp({ withTimezone: true }),
    costPerMile: doublePrecision(),
  },
  // Migration 0013 gives the account index the report's columns as INCLUDE columns; the product
  // analysis reads one product line and size of the chosen accounts (migration 0023).
  (t) => [
    index().on(t.accountId),
    index().on(t.unitId),
    index().on(t.productId),
    index().on(t.fleetLocationId),
    index().on(t.accountId, t.productLineId, t.tireSizeId),
  ],
);

/** The keys both wear roll-ups share (0 where the tire's row has none). */
const wearKeys = () => ({
  accountId: integer().notNull(),
  brandId: integer().notNull(),
  productLineId: integer().notNull(),
  tireSizeId: integer().notNull(),
  loadRangeId: integer().notNull(),
  positionClass: text().notNull(),
  axleConfigurationId: integer().notNull(),
  vocationId: integer().notNull(),
  isRetread: boolean().notNull(),
});

/** Sums and counts only, so roll-ups add up exactly (numeric sums) and averages are formed when read. */
const wearSums = () => ({
  tires: integer().notNull(),
  measured: integer().notNull(),
  lostMm: numeric().notNull(),
  distanceMi: numeric().notNull(),
  costSum: numeric().notNull(),
  costCount: integer().notNull(),
});

/**
 * The wear-rate roll-ups (server/reporting/wear-rollups.ts, migration 0018): report_tire_wear
 * per account, product and position keys, per fleet location with the pull dates (what the table
 * and a customer narrowed to some locations read) and over all of an account's locations, sums
 * only (what the lists and tire counts of every other user read).
 */
export const reportWearLocationProducts = pgTable(
  'report_wear_location_products',
  {
    ...wearKeys(),
    fleetLocationId: integer().notNull(),
    ...wearSums(),
    earliestPullAt: timestamp({ withTimezone: true }),
    /** Every projected pull date of the rows' tires, sorted, so a count before any instant is one binary search. */
    pullAts: timestamp({ withTimezone: true }).array().notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.accountId, t.brandId, t.productLineId, t.tireSizeId, t.loadRangeId, t.positionClass, t.axleConfigurationId, t.vocationId, t.isRetread, t.fleetLocationId],
    }),
    index().on(t.fleetLocationId),
  ],
);

export const reportWearProducts = pgTable('report_wear_products', { ...wearKeys(), ...wearSums() }, (t) => [
  primaryKey({ columns: [t.accountId, t.brandId, t.productLineId, t.tireSizeId, t.loadRangeId, t.positionClass, t.axleConfigurationId, t.vocationId, t.isRetread] }),
  index('report_wear_products_emptied_index')
    .on(t.accountId)
    .where(sql`${t.tires} = 0`),
]);
