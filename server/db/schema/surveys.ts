import { boolean, index, integer, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { positionClass, surveyStatus, tirePlace, tireSide } from './enums';
import { tires, units } from './fleet';
import { accounts, dealers, fleetLocations } from './organizations';
import { brands, productLines, tireSizes } from './products';
import { removalReasons, valveTypes, wearConditions } from './reference';
import { users } from './users';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A visit to a fleet location in which units and their tires are inspected. */
export const surveys = pgTable(
  'surveys',
  {
    id: id(),
    accountId: integer().notNull().references(() => accounts.id),
    fleetLocationId: integer().notNull().references(() => fleetLocations.id),
    dealerId: integer().references(() => dealers.id),
    surveyByUserId: integer().notNull().references(() => users.id),
    surveyDate: timestamp({ withTimezone: true }).notNull(),
    status: surveyStatus().notNull().default('open'),
    finishedAt: timestamp({ withTimezone: true }),
    /** When the server received the finish (finishedAt is the device's time of it). */
    finishReceivedAt: timestamp({ withTimezone: true }),
    comments: text(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.accountId, t.surveyDate),
    index().on(t.fleetLocationId, t.surveyDate),
    index().on(t.dealerId, t.surveyDate),
    index().on(t.surveyByUserId),
    // Staff reports over all fleets filter by date alone.
    index().on(t.surveyDate),
  ],
);

export const unitInspections = pgTable(
  'unit_inspections',
  {
    id: id(),
    surveyId: integer().notNull().references(() => surveys.id, { onDelete: 'cascade' }),
    unitId: integer().notNull().references(() => units.id),
    inspectedAt: timestamp({ withTimezone: true }).notNull(),
    /** When the server received the change (the event time above is the device's); null for rows stored before migration 0025 and for the seeded demo. */
    receivedAt: timestamp({ withTimezone: true }),
    mileage: integer(),
    hours: integer(),
    comments: text(),
    version: integer().notNull().default(1),
  },
  (t) => [uniqueIndex().on(t.surveyId, t.unitId), index().on(t.unitId)],
);

/** One tire as read in one inspection: pressure in psi, tread depth in mm (converted for display). */
export const tireReadings = pgTable(
  'tire_readings',
  {
    id: id(),
    unitInspectionId: integer().notNull().references(() => unitInspections.id, { onDelete: 'cascade' }),
    // Copied from the inspection so report scans need no join; the inspection's FK guards them.
    surveyId: integer().notNull(),
    unitId: integer().notNull(),
    tireId: integer().references(() => tires.id),
    axleNumber: smallint().notNull(),
    side: tireSide().notNull(),
    place: tirePlace().notNull(),
    positionClass: positionClass().notNull(),
    pressurePsi: real(),
    treadDepthMm: real(),
    brandId: integer().references(() => brands.id),
    productLineId: integer().references(() => productLines.id),
    tireSizeId: integer().references(() => tireSizes.id),
    valveTypeId: integer().references(() => valveTypes.id),
    isRetread: boolean().notNull().default(false),
    readAt: timestamp({ withTimezone: true }).notNull(),
    /** When the server received the change (the event time above is the device's); null for rows stored before migration 0025 and for the seeded demo. */
    receivedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex().on(t.unitInspectionId, t.axleNumber, t.side, t.place),
    index().on(t.surveyId),
    index().on(t.tireId),
  ],
);

export const tireReadingWearConditions = pgTable(
  'tire_reading_wear_conditions',
  {
    tireReadingId: integer().notNull().references(() => tireReadings.id, { onDelete: 'cascade' }),
    wearConditionId: integer().notNull().references(() => wearConditions.id),
  },
  (t) => [primaryKey({ columns: [t.tireReadingId, t.wearConditionId] })],
);

export const removedTires = pgTable(
  'removed_tires',
  {
    id: id(),
    surveyId: integer().notNull().references(() => surveys.id, { onDelete: 'cascade' }),
    unitInspectionId: integer().references(() => unitInspections.id, { onDelete: 'cascade' }),
    unitId: integer().notNull().references(() => units.id),
    tireId: integer().references(() => tires.id),
    replacedByTireId: integer().references(() => tires.id),
    axleNumber: smallint().notNull(),
    side: tireSide().notNull(),
    place: tirePlace().notNull(),
    odometer: integer(),
    hours: integer(),
    treadDepthMm: real(),
    comments: text(),
    brandId: integer().references(() => brands.id),
    productLineId: integer().references(() => productLines.id),
    tireSizeId: integer().references(() => tireSizes.id),
    retreadBrandId: integer().references(() => brands.id),
    retreadProductLineId: integer().references(() => productLines.id),
    removedAt: timestamp({ withTimezone: true }).notNull(),
    /** When the server received the change (the event time above is the device's); null for rows stored before migration 0025 and for the seeded demo. */
    receivedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
  },
  (t) => [index().on(t.surveyId), index().on(t.unitId)],
);

export const removedTireReasons = pgTable(
  'removed_tire_reasons',
  {
    removedTireId: integer().notNull().references(() => removedTires.id, { onDelete: 'cascade' }),
    removalReasonId: integer().notNull().references(() => removalReasons.id),
  },
  (t) => [primaryKey({ columns: [t.removedTireId, t.removalReasonId] })],
);

export const removedTireWearConditions = pgTable(
  'removed_tire_wear_conditions',
  {
    removedTireId: integer().notNull().references(() => removedTires.id, { onDelete: 'cascade' }),
    wearConditionId: integer().notNull().references(() => wearConditions.id),
  },
  (t) => [primaryKey({ columns: [t.removedTireId, t.wearConditionId] })],
);

/** Photo metadata; the bytes live in the blob store under storage_id. */
export const images = pgTable(
  'images',
  {
    id: id(),
    storageId: text().notNull().unique(),
    surveyId: integer().references(() => surveys.id, { onDelete: 'cascade' }),
    unitInspectionId: integer().references(() => unitInspections.id, { onDelete: 'cascade' }),
    tireId: integer().references(() => tires.id),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    sha256: text().notNull(),
    fileName: text(),
    /** The device's time of the photo (capture-time), else its receipt. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the server received the change (the event time above is the device's); null for rows stored before migration 0025 and for the seeded demo. */
    receivedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.unitInspectionId), index().on(t.tireId)],
);

export const trailerReadinessFields = pgTable('trailer_readiness_fields', {
  id: id(),
  name: text().notNull().unique(),
  sort: smallint().notNull(),
});

/** The pass/fail checklist of one trailer in one survey. */
export const trailerReadinessChecks = pgTable(
  'trailer_readiness_checks',
  {
    id: id(),
    surveyId: integer().notNull().references(() => surveys.id, { onDelete: 'cascade' }),
    unitId: integer().notNull().references(() => units.id),
    passed: boolean().notNull(),
    checkedAt: timestamp({ withTimezone: true }).notNull(),
    /** When the server received the change (the event time above is the device's); null for rows stored before migration 0025 and for the seeded demo. */
    receivedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.surveyId, t.unitId)],
);

export const trailerReadinessAnswers = pgTable(
  'trailer_readiness_answers',
  {
    checkId: integer().notNull().references(() => trailerReadinessChecks.id, { onDelete: 'cascade' }),
    fieldId: integer().notNull().references(() => trailerReadinessFields.id),
    selectedValue: text().notNull(),
    notes: text(),
  },
  (t) => [primaryKey({ columns: [t.checkId, t.fieldId] })],
);

/** Wheel lug-nut torque, in foot-pounds. */
export const torqueReadings = pgTable(
  'torque_readings',
  {
    id: id(),
    accountId: integer().notNull().references(() => accounts.id),
    fleetLocationId: integer().notNull().references(() => fleetLocations.id),
    surveyId: integer().references(() => surveys.id, { onDelete: 'cascade' }),
    unitId: integer().notNull().references(() => units.id),
    axleNumber: smallint().notNull(),
    side: tireSide().notNull(),
    specifiedFtLb: real().notNull(),
    measuredFtLb: real().notNull(),
    readAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.fleetLocationId, t.readAt), index().on(t.accountId, t.readAt), index().on(t.unitId)],
);
