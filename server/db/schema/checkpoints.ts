import { boolean, index, integer, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { crossingDirection, tirePlace, tireSide } from './enums';
import { units } from './fleet';
import { accounts, fleetLocations } from './organizations';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A drive-over reader at a yard gate. */
export const checkpointReaders = pgTable(
  'checkpoint_readers',
  {
    id: id(),
    fleetLocationId: integer().notNull().references(() => fleetLocations.id),
    name: text().notNull(),
    isBidirectional: boolean().notNull().default(false),
  },
  (t) => [index().on(t.fleetLocationId)],
);

/** One unit passing a reader, with its plate photo and direction. */
export const checkpointCrossings = pgTable(
  'checkpoint_crossings',
  {
    id: id(),
    readerId: integer().notNull().references(() => checkpointReaders.id),
    accountId: integer().notNull().references(() => accounts.id),
    fleetLocationId: integer().notNull().references(() => fleetLocations.id),
    unitId: integer().references(() => units.id),
    unitNumber: text().notNull(),
    licenseNumber: text(),
    licensePlateStorageId: text(),
    direction: crossingDirection().notNull(),
    crossedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.fleetLocationId, t.crossedAt), index().on(t.accountId, t.crossedAt)],
);

export const checkpointReadings = pgTable(
  'checkpoint_readings',
  {
    id: id(),
    crossingId: integer().notNull().references(() => checkpointCrossings.id, { onDelete: 'cascade' }),
    axleNumber: smallint().notNull(),
    side: tireSide().notNull(),
    place: tirePlace().notNull(),
    isLiftAxle: boolean().notNull().default(false),
    pressurePsi: real(),
    treadDepthMm: real(),
  },
  (t) => [index().on(t.crossingId)],
);
