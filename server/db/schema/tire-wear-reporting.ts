import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  // Migration 0013 gives the account index the report's columns as INCLUDE columns.
  (t) => [index().on(t.accountId), index().on(t.unitId), index().on(t.productId), index().on(t.fleetLocationId)],
);
