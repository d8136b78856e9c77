import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ReadingInfo } from '../../../../contract/fleet-survey/inspection';
import type { SpecRow } from '../../../../contract/tire-exceptions';
import type { Db } from '../../../db/client';
import { surveys, tireReadings, tireReadingWearConditions, unitInspections } from '../../../db/schema';
import type { EventTimes } from '../../../plugins/request-context';
import { specRowsAt } from '../../../tire-exceptions/spec-rows';
import type { TireRow } from './tire-repository';
import { surveyFilter, type Scope } from '../../../tenancy';
import type { Position } from './positions';

/** The location's own specs and the common ones, in the shape resolveSpec takes. */
export function specRows(db: Db, fleetLocationId: number): Promise<SpecRow[]> {
  return specRowsAt(db, [fleetLocationId]);
}

const inspectionColumns = {
  id: unitInspections.id,
  mileage: unitInspections.mileage,
  hours: unitInspections.hours,
  comments: unitInspections.comments,
  version: unitInspections.version,
};

export async function findInspection(db: Db, surveyId: number, unitId: number) {
  const [row] = await db.select(inspectionColumns).from(unitInspections).where(and(eq(unitInspections.surveyId, surveyId), eq(unitInspections.unitId, unitId)));
  return row ?? null;
}

export async function inspectionById(db: Db, id: number, lock = false) {
  const query = db.select(inspectionColumns).from(unitInspections).where(eq(unitInspections.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The unit's inspection in the survey, created when missing (a concurrent creator wins quietly)
 * and dated by the change that needed it.
 */
export async function ensureInspection(db: Db, surveyId: number, unitId: number, times: EventTimes): Promise<{ id: number; created: boolean }> {
  const [created] = await db
    .insert(unitInspections)
    .values({ surveyId, unitId, inspectedAt: times.at, receivedAt: times.receivedAt })
    .onConflictDoNothing()
    .returning({ id: unitInspections.id });
  if (created) return { id: created.id, created: true };
  const existing = await findInspection(db, surveyId, unitId);
  return { id: existing!.id, created: false };
}

const readingColumns = {
  id: tireReadings.id,
  tire_id: tireReadings.tireId,
  axle_number: tireReadings.axleNumber,
  side: tireReadings.side,
  place: tireReadings.place,
  pressure_psi: tireReadings.pressurePsi,
  tread_depth_mm: tireReadings.treadDepthMm,
  readAt: tireReadings.readAt,
  version: tireReadings.version,
  wear_condition_ids: sql<number[]>`coalesce((select array_agg(${tireReadingWearConditions.wearConditionId} order by ${tireReadingWearConditions.wearConditionId}) from ${tireReadingWearConditions} where ${tireReadingWearConditions.tireReadingId} = ${tireReadings.id}), '{}')`,
};

export type PositionedReading = ReadingInfo & Position;

type ReadingRow = Omit<PositionedReading, 'read_at'> & { readAt: Date };
const toReading = ({ readAt, ...row }: ReadingRow): PositionedReading => ({ ...row, wear_condition_ids: row.wear_condition_ids.map(Number), read_at: readAt.toISOString() });

/** Every reading of one inspection. */
export async function inspectionReadings(db: Db, unitInspectionId: number): Promise<PositionedReading[]> {
  const rows = await db.select(readingColumns).from(tireReadings).where(eq(tireReadings.unitInspectionId, unitInspectionId));
  return rows.map(toReading);
}

/** The reading of one position in one inspection; `lock` holds it for an update. */
export async function readingAt(db: Db, unitInspectionId: number, position: Position, lock = false): Promise<PositionedReading | null> {
  const query = db
    .select(readingColumns)
    .from(tireReadings)
    .where(
      and(
        eq(tireReadings.unitInspectionId, unitInspectionId),
        eq(tireReadings.axleNumber, position.axle_number),
        eq(tireReadings.side, position.side),
        eq(tireReadings.place, position.place),
      ),
    );
  const [row] = lock ? await query.for('update', { of: tireReadings }) : await query;
  return row ? toReading(row) : null;
}

/** A tire's readings in surveys the user may see, newest first. */
export async function lastReadingsOfTire(db: Db, scope: Scope, tireId: number, limit = 5) {
  const rows = await db
    .select({ ...readingColumns, survey_id: tireReadings.surveyId, surveyDate: surveys.surveyDate })
    .from(tireReadings)
    .innerJoin(surveys, eq(surveys.id, tireReadings.surveyId))
    .where(and(eq(tireReadings.tireId, tireId), isNull(surveys.deletedAt), surveyFilter(scope, surveys)))
    .orderBy(desc(tireReadings.readAt), desc(tireReadings.id))
    .limit(limit);
  return rows.map((row) => ({
    tire_reading_id: row.id,
    survey_id: row.survey_id,
    survey_date: row.surveyDate.toISOString(),
    pressure_psi: row.pressure_psi,
    tread_depth_mm: row.tread_depth_mm,
    wear_condition_ids: row.wear_condition_ids.map(Number),
    read_at: row.readAt.toISOString(),
  }));
}

export async function replaceWearConditions(db: Db, tireReadingId: number, wearConditionIds: readonly number[]): Promise<void> {
  await db.delete(tireReadingWearConditions).where(eq(tireReadingWearConditions.tireReadingId, tireReadingId));
  if (wearConditionIds.length > 0) {
    await db.insert(tireReadingWearConditions).values(wearConditionIds.map((wearConditionId) => ({ tireReadingId, wearConditionId })));
  }
}

/** Readings of given tires in one survey (undoing a replacement drops the new tire's). */
export async function deleteReadingsOfTires(db: Db, surveyId: number, tireIds: number[]): Promise<void> {
  if (tireIds.length === 0) return;
  await db.delete(tireReadings).where(and(eq(tireReadings.surveyId, surveyId), inArray(tireReadings.tireId, tireIds)));
}

/** Whether any reading outside the survey names one of the tires. */
export async function readInOtherSurveys(db: Db, surveyId: number, tireId: number): Promise<boolean> {
  const rows = await db
    .select({ id: tireReadings.id })
    .from(tireReadings)
    .where(and(eq(tireReadings.tireId, tireId), sql`${tireReadings.surveyId} <> ${surveyId}`))
    .limit(1);
  return rows.length > 0;
}

export interface ReadingValues {
  tire: TireRow;
  positionClass: 'steer' | 'drive' | 'trail' | 'unknown';
  pressurePsi: number | null;
  treadDepthMm: number | null;
  /** The reading's time (the device's) and its receipt. */
  at: Date;
  receivedAt: Date;
}

/** The tire's product details as the reading records them: the tire as found in this survey. */
const productOf = (tire: TireRow) => ({
  brandId: tire.brand_id,
  productLineId: tire.product_line_id,
  tireSizeId: tire.tire_size_id,
  valveTypeId: tire.valve_type_id,
  isRetread: tire.is_retread,
});

/** Updates the reading `existingId` (raising its version), or inserts the position's first one. */
export async function writeReading(
  db: Db,
  target: { existingId: number | null; unitInspectionId: number; surveyId: number; unitId: number; position: Position },
  values: ReadingValues,
): Promise<{ id: number; version: number }> {
  const columns = {
    tireId: values.tire.id,
    positionClass: values.positionClass,
    pressurePsi: values.pressurePsi,
    treadDepthMm: values.treadDepthMm,
    readAt: values.at,
    receivedAt: values.receivedAt,
    ...productOf(values.tire),
  };
  const returning = { id: tireReadings.id, version: tireReadings.version };
  if (target.existingId !== null) {
    const [row] = await db
      .update(tireReadings)
      .set({ ...columns, version: sql`${tireReadings.version} + 1` })
      .where(eq(tireReadings.id, target.existingId))
      .returning(returning);
    return row!;
  }
  const { position } = target;
  const [row] = await db
    .insert(tireReadings)
    .values({ ...columns, unitInspectionId: target.unitInspectionId, surveyId: target.surveyId, unitId: target.unitId, axleNumber: position.axle_number, side: position.side, place: position.place })
    .returning(returning);
  return row!;
}

/** Copies a tire's edited product details into its reading of one survey. */
export async function copyTireDetailsToReadings(db: Db, surveyId: number, tire: TireRow): Promise<void> {
  await db.update(tireReadings).set(productOf(tire)).where(and(eq(tireReadings.surveyId, surveyId), eq(tireReadings.tireId, tire.id)));
}

/** Sets mileage, hours and comments (undefined leaves one alone) and raises the version. */
export async function updateInspectionFields(db: Db, id: number, fields: { mileage?: number | null; hours?: number | null; comments?: string | null }): Promise<number> {
  const [row] = await db
    .update(unitInspections)
    .set({ mileage: fields.mileage, hours: fields.hours, comments: fields.comments, version: sql`${unitInspections.version} + 1` })
    .where(eq(unitInspections.id, id))
    .returning({ version: unitInspections.version });
  return row!.version;
}
