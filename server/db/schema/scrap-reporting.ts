import { boolean, date, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The scrap analysis report's aggregate (server/reporting/scrap-counts.ts, migration 0014): one
 * row per UTC day, account, location, survey, dealer, removal reason, wear condition, position
 * class and retread flag of the scrapped tires (scrap_records), holding counts and sums only, so
 * any period and any set of accounts, surveys or dealers sums exactly. No foreign keys, as in ./reporting.
 */
export const reportScrapCounts = pgTable(
  'report_scrap_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    accountId: integer().notNull(),
    fleetLocationId: integer().notNull(),
    surveyId: integer(),
    dealerId: integer(),
    removalReasonId: integer(),
    wearConditionId: integer(),
    positionClass: text().notNull(),
    isRetread: boolean().notNull(),
    tires: integer().notNull(),
    /** Scrapped tires with a photo. */
    photos: integer().notNull(),
    /** Tread depth at removal: the sum over the tires that had one measured, and how many did. */
    treadSumMm: doublePrecision().notNull(),
    treadCount: integer().notNull(),
  },
  // Migration 0014 gives the first index every counted column as INCLUDE columns, so the report scans the index alone.
  (t) => [index().on(t.accountId, t.day), index().on(t.fleetLocationId)],
);
