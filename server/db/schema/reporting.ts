import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The reporting layer (server/reporting): aggregates the reports read instead of raw readings.
 * No foreign keys: a row is rewritten or removed by the refresh of its key, and a cascade
 * delete of its source marks that key (the change log's triggers see every row the cascade
 * removes).
 */

/** One row per checkpoint crossing: its filter columns copied, and the checkpoint report's counts. */
export const reportCrossingCounts = pgTable(
  'report_crossing_counts',
  {
    crossingId: integer().primaryKey(),
    accountId: integer().notNull(),
    fleetLocationId: integer().notNull(),
    readerId: integer().notNull(),
    unitId: integer(),
    unitNumber: text().notNull(),
    licenseNumber: text(),
    crossedAt: timestamp({ withTimezone: true }).notNull(),
    totalTires: smallint().notNull(),
    totalTiresReadCount: smallint().notNull(),
    pressureCritical: smallint().notNull(),
    pressureWarning: smallint().notNull(),
    treadDepthCritical: smallint().notNull(),
    treadDepthWarning: smallint().notNull(),
    treadMismatchAxleCritical: smallint().notNull(),
    treadMismatchAxleWarning: smallint().notNull(),
    treadMismatchDualsCritical: smallint().notNull(),
    treadMismatchDualsWarning: smallint().notNull(),
    criticalExceptions: smallint().notNull(),
    warningExceptions: smallint().notNull(),
  },
  (t) => [index().on(t.accountId, t.crossedAt), index().on(t.fleetLocationId, t.crossedAt), index().on(t.unitId)],
);

/**
 * One row per unit inspection: tires read and those at warning or worse (the dealer survey
 * report); critical, warning-only, pressure and tread exceptions and the date (the fleet
 * condition report's units).
 */
export const reportInspectionCounts = pgTable(
  'report_inspection_counts',
  {
    unitInspectionId: integer().primaryKey(),
    surveyId: integer().notNull(),
    unitId: integer().notNull(),
    tires: smallint().notNull(),
    exceptions: smallint().notNull(),
    inspectedAt: timestamp({ withTimezone: true }),
    critical: smallint().notNull().default(0),
    warning: smallint().notNull().default(0),
    pressureExceptions: smallint().notNull().default(0),
    treadExceptions: smallint().notNull().default(0),
  },
  (t) => [index().on(t.surveyId), index().on(t.unitId)],
);

/**
 * One row per survey (deleted ones included): the dealer survey report's counts, summed from
 * report_inspection_counts and the readiness checks, and the survey's columns the inspection
 * list filters on, copied (migration 0031), so the list selects its surveys from here alone.
 */
export const reportSurveyCounts = pgTable(
  'report_survey_counts',
  {
    surveyId: integer().primaryKey(),
    surveyDate: timestamp({ withTimezone: true }).notNull(),
    deletedAt: timestamp({ withTimezone: true }),
    accountId: integer().notNull(),
    fleetLocationId: integer().notNull(),
    dealerId: integer(),
    surveyByUserId: integer().notNull(),
    totalTires: integer().notNull(),
    totalUnits: integer().notNull(),
    exceptions: integer().notNull(),
    unitsWithExceptions: integer().notNull(),
    trucks: integer().notNull(),
    trailers: integer().notNull(),
    readinessTotal: integer().notNull(),
    readinessPassed: integer().notNull(),
    /** readiness_passed / readiness_total, null without checks: the report sorts by it. */
    readinessShare: doublePrecision(),
    /**
     * The units inspected as a bit set (migration 0029): unit id u is bit u % 64 of the word
     * numbered u / 64; `unit_words` holds the word numbers, ascending, `unit_bits` the words.
     */
    unitWords: integer().array().notNull().default(sql`'{}'`),
    unitBits: bigint({ mode: 'bigint' }).array().notNull().default(sql`'{}'`),
  },
  (t) => [
    index().on(t.surveyDate),
    index().on(t.accountId, t.surveyDate),
    index().on(t.fleetLocationId, t.surveyDate),
    index().on(t.dealerId, t.surveyDate),
    index().on(t.surveyByUserId),
  ],
);

/*
 * The fleet condition report's tallies, per survey (a report is a set of surveys): tires per
 * position class, size and level pair; dual and axle mismatches; wear conditions; pressure and
 * tread histograms. See server/reporting/survey-tallies.ts.
 */

/** Levels are LEVEL_CODE (server/tire-exceptions/level-sql.ts), pressure also PRESSURE_OVER_CODE. */
export const reportSurveyLevels = pgTable(
  'report_survey_levels',
  {
    surveyId: integer().notNull(),
    positionClass: text().notNull(),
    tireSizeId: integer(),
    pressureLevel: smallint().notNull(),
    treadLevel: smallint().notNull(),
    /** The tires' age level under the location's age rule (LEVEL_CODE; unknown without a DOT date). */
    ageLevel: smallint().notNull().default(0),
    /** The spec's target pressure, null without a usable spec. */
    target: doublePrecision(),
    tires: integer().notNull(),
    /** Tires with a pressure or a tread depth. */
    read: integer().notNull(),
    /** Tires under the target, and the sum of (target - pressure) / target over them. */
    under: integer().notNull(),
    underShare: doublePrecision().notNull(),
  },
  (t) => [index().on(t.surveyId)],
);

export const reportSurveyMismatches = pgTable(
  'report_survey_mismatches',
  {
    surveyId: integer().notNull(),
    positionClass: text().notNull(),
    /** 'dual' (the two tires of an end) or 'axle' (the two ends of an axle). */
    kind: text().notNull(),
    checked: integer().notNull(),
    tread: integer().notNull(),
    pressure: integer().notNull(),
  },
  (t) => [primaryKey({ name: 'report_survey_mismatches_pk', columns: [t.surveyId, t.positionClass, t.kind] })],
);

export const reportSurveyWear = pgTable(
  'report_survey_wear',
  {
    surveyId: integer().notNull(),
    wearConditionId: integer().notNull(),
    positionClass: text().notNull(),
    tires: integer().notNull(),
  },
  (t) => [primaryKey({ name: 'report_survey_wear_pk', columns: [t.surveyId, t.wearConditionId, t.positionClass] })],
);

export const reportSurveyHistograms = pgTable(
  'report_survey_histograms',
  {
    surveyId: integer().notNull(),
    /** 'pressure' (buckets of PRESSURE_BUCKET_PSI) or 'tread' (TREAD_BUCKET_MM). */
    measure: text().notNull(),
    positionClass: text().notNull(),
    bucket: integer().notNull(),
    tires: integer().notNull(),
  },
  (t) => [primaryKey({ name: 'report_survey_histograms_pk', columns: [t.surveyId, t.measure, t.positionClass, t.bucket] })],
);

/**
 * The live units per location, unit type and 64-unit word of ids (unit id u as bit u % 64 of
 * word u / 64), for the inspection report's fleet vehicles and units not inspected
 * (server/reporting/live-units.ts, migration 0030).
 */
export const reportLiveUnitWords = pgTable(
  'report_live_unit_words',
  {
    fleetLocationId: integer().notNull(),
    unitTypeId: integer().notNull(),
    word: integer().notNull(),
    units: integer().notNull(),
    bits: bigint({ mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ name: 'report_live_unit_words_pk', columns: [t.fleetLocationId, t.unitTypeId, t.word] }), index().on(t.word)],
);

/**
 * What changed since the aggregates were last brought up to date, written by triggers in the
 * same transaction as the change. kind: see server/reporting/change-kinds.ts; key: the id of
 * that kind (0 where the kind has none).
 */
export const reportChanges = pgTable(
  'report_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    key: integer().notNull(),
  },
  (t) => [index().on(t.kind, t.id)],
);
