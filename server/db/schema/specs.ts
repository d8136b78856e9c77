import { index, integer, pgTable, real, timestamp } from 'drizzle-orm/pg-core';
import { positionClass } from './enums';
import { fleetLocations } from './organizations';
import { tireSizes } from './products';

/**
 * Target pressure and tread limits per position class and tire size. A row without a
 * fleet location is a common spec, used where the location has none of its own.
 */
export const locationSpecs = pgTable(
  'location_specs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    fleetLocationId: integer().references(() => fleetLocations.id),
    tireSizeId: integer().references(() => tireSizes.id),
    positionClass: positionClass().notNull(),
    targetPressurePsi: real().notNull(),
    maxPressurePsi: real().notNull(),
    /** At or below: critical. */
    minTreadDepthMm: real().notNull(),
    /** At or below: warning. */
    warnTreadDepthMm: real().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.fleetLocationId)],
);
