import { date, doublePrecision, index, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The torque summary report's aggregate (server/reporting/torque-counts.ts, migration 0010):
 * one row per UTC day, location, survey (none for a reading outside a survey) and unit of the
 * torque readings, holding counts and sums only, so any range of days sums exactly and the
 * distinct units and surveys of a range stay countable. No foreign keys, as in ./reporting.
 */
export const reportTorqueCounts = pgTable(
  'report_torque_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    accountId: integer().notNull(),
    fleetLocationId: integer().notNull(),
    surveyId: integer(),
    unitId: integer().notNull(),
    wheels: integer().notNull(),
    inSpec: integer().notNull(),
    under: integer().notNull(),
    over: integer().notNull(),
    /** Sums in foot-pounds; the average deviation is (measured_sum − specified_sum) / wheels. */
    specifiedSum: doublePrecision().notNull(),
    measuredSum: doublePrecision().notNull(),
  },
  // Migration 0010 gives the first index every counted column as INCLUDE columns, so the report scans the index alone.
  (t) => [index().on(t.fleetLocationId, t.day), index().on(t.unitId), index().on(t.accountId)],
);
