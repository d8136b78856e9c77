import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { positionClass, tirePlace, tireSide, tireStatus } from './enums';
import { accounts, fleetLocations } from './organizations';
import { brands, productLines, products, tireSizes } from './products';
import { unitTypes, valveTypes, vocations } from './reference';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A named axle layout, e.g. a 5-axle tractor-trailer "2-4-4-4-4". */
export const axleConfigurations = pgTable('axle_configurations', {
  id: id(),
  code: text().notNull().unique(),
  name: text().notNull(),
  unitTypeId: integer().notNull().references(() => unitTypes.id),
});

/** tire_count 2 means singles, 4 means duals; tires per side = tire_count / 2. */
export const axleConfigurationAxles = pgTable(
  'axle_configuration_axles',
  {
    id: id(),
    axleConfigurationId: integer().notNull().references(() => axleConfigurations.id, { onDelete: 'cascade' }),
    axleNumber: smallint().notNull(),
    tireCount: smallint().notNull(),
    positionClass: positionClass().notNull(),
    isLift: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex().on(t.axleConfigurationId, t.axleNumber)],
);

export const units = pgTable(
  'units',
  {
    id: id(),
    accountId: integer().notNull().references(() => accounts.id),
    fleetLocationId: integer().notNull().references(() => fleetLocations.id),
    unitNumber: text().notNull(),
    vin: text(),
    dot: text(),
    licensePlate: text(),
    licensePlateState: text(),
    manufacturer: text(),
    year: smallint(),
    unitTypeId: integer().notNull().references(() => unitTypes.id),
    model: text(),
    vocationId: integer().references(() => vocations.id),
    axleConfigurationId: integer().references(() => axleConfigurations.id),
    axleManufacturer: text(),
    axleType: text(),
    brakingSystem: text(),
    engineManufacturer: text(),
    engineType: text(),
    fifthWheelSetting: text(),
    loadingSystem: text(),
    suspensionType: text(),
    transmissionManufacturer: text(),
    transmissionType: text(),
    /** Raised on every change; an edit based on an older version is refused with 409. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The device's time of the last edit (capture-time), else its receipt. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the server received the last edit; null for rows stored before migration 0025 and for the seeded demo. */
    receivedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('units_location_number_live').on(t.fleetLocationId, t.unitNumber).where(sql`deleted_at is null`),
    index().on(t.accountId),
    // The inspection report counts the live units of each surveyed location by type and by id.
    index('units_live_location_type').on(t.fleetLocationId, t.unitTypeId, t.id).where(sql`deleted_at is null`),
  ],
);

/** A physical tire, identified by its DOT serial; its position is where it is mounted now. */
export const tires = pgTable(
  'tires',
  {
    id: id(),
    accountId: integer().notNull().references(() => accounts.id),
    serialNumber: text(),
    productId: integer().references(() => products.id),
    brandId: integer().references(() => brands.id),
    productLineId: integer().references(() => productLines.id),
    tireSizeId: integer().references(() => tireSizes.id),
    isRetread: boolean().notNull().default(false),
    retreadBrandId: integer().references(() => brands.id),
    retreadProductLineId: integer().references(() => productLines.id),
    previousCaps: smallint().notNull().default(0),
    valveTypeId: integer().references(() => valveTypes.id),
    dotWeek: smallint(),
    dotYear: smallint(),
    /** The full DOT code (TIN) as parsed (contract/tire-age.ts); week and year also go above. */
    dotCode: text(),
    status: tireStatus().notNull().default('mounted'),
    unitId: integer().references(() => units.id),
    axleNumber: smallint(),
    side: tireSide(),
    place: tirePlace(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.unitId), index().on(t.accountId)],
);
