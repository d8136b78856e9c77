import { boolean, index, integer, numeric, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { casingStatus, positionClass, serviceCallPlace, serviceCallType, serviceItemKind } from './enums';
import { tires, units } from './fleet';
import { accounts, dealers, fleetLocations } from './organizations';
import { brands, productLines, products, tireSizes } from './products';
import { rejectReasons, removalReasons, wearConditions } from './reference';
import { removedTires, surveys } from './surveys';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** Roll time is rolled_at minus called_at. */
export const serviceCalls = pgTable(
  'service_calls',
  {
    id: id(),
    accountId: integer().notNull().references(() => accounts.id),
    fleetLocationId: integer().notNull().references(() => fleetLocations.id),
    dealerId: integer().notNull().references(() => dealers.id),
    unitId: integer().references(() => units.id),
    callType: serviceCallType().notNull(),
    place: serviceCallPlace().notNull(),
    state: text().notNull(),
    wheelPosition: positionClass().notNull(),
    calledAt: timestamp({ withTimezone: true }).notNull(),
    rolledAt: timestamp({ withTimezone: true }),
    totalCost: numeric({ precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    index().on(t.accountId, t.calledAt),
    index().on(t.fleetLocationId, t.calledAt),
    index().on(t.dealerId),
    // The unit history report pages one unit's calls by time.
    index().on(t.unitId, t.calledAt),
  ],
);

export const serviceCallItems = pgTable(
  'service_call_items',
  {
    id: id(),
    serviceCallId: integer().notNull().references(() => serviceCalls.id, { onDelete: 'cascade' }),
    kind: serviceItemKind().notNull(),
    productId: integer().references(() => products.id),
    quantity: smallint().notNull(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
  },
  (t) => [index().on(t.serviceCallId)],
);

/** Casings sent to a retreader; turnaround is finished_at minus received_at. */
export const retreadOrders = pgTable(
  'retread_orders',
  {
    id: id(),
    accountId: integer().notNull().references(() => accounts.id),
    fleetLocationId: integer().notNull().references(() => fleetLocations.id),
    retreaderId: integer().notNull().references(() => dealers.id),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.accountId, t.receivedAt), index().on(t.retreaderId)],
);

export const casings = pgTable(
  'casings',
  {
    id: id(),
    retreadOrderId: integer().notNull().references(() => retreadOrders.id, { onDelete: 'cascade' }),
    tireId: integer().references(() => tires.id),
    casingBrandId: integer().notNull().references(() => brands.id),
    tireSizeId: integer().notNull().references(() => tireSizes.id),
    positionClass: positionClass().notNull(),
    status: casingStatus().notNull(),
    rejectReasonId: integer().references(() => rejectReasons.id),
    previousCaps: smallint().notNull(),
    ageMonths: smallint().notNull(),
    nailHoleRepairs: smallint().notNull().default(0),
    sectionRepairs: smallint().notNull().default(0),
    spotRepairs: smallint().notNull().default(0),
    beadRepairs: smallint().notNull().default(0),
  },
  (t) => [index().on(t.retreadOrderId)],
);

export const scrapRecords = pgTable(
  'scrap_records',
  {
    id: id(),
    accountId: integer().notNull().references(() => accounts.id),
    fleetLocationId: integer().notNull().references(() => fleetLocations.id),
    surveyId: integer().references(() => surveys.id),
    dealerId: integer().references(() => dealers.id),
    tireId: integer().references(() => tires.id),
    brandId: integer().notNull().references(() => brands.id),
    productLineId: integer().references(() => productLines.id),
    tireSizeId: integer().notNull().references(() => tireSizes.id),
    positionClass: positionClass().notNull(),
    removalReasonId: integer().references(() => removalReasons.id),
    wearConditionId: integer().references(() => wearConditions.id),
    treadDepthMm: real(),
    isRetread: boolean().notNull().default(false),
    imageStorageId: text(),
    scrappedAt: timestamp({ withTimezone: true }).notNull(),
    /** The field app's removal this scrap came from (migration 0021); null for scrap recorded otherwise. */
    removedTireId: integer()
      .references(() => removedTires.id, { onDelete: 'cascade' })
      .unique(),
  },
  (t) => [index().on(t.accountId, t.scrappedAt)],
);
