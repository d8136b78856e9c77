import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { removedTires, surveys, torqueReadings, trailerReadinessChecks, unitInspections, units } from '../../../db/schema';
import { HttpError } from '../../../plugins/error-handler';
import { anyOf, surveyFilter, type Scope } from '../../../tenancy';
import { requireUnit } from '../survey-access';

export const UNIT_IN_OPEN_SURVEY = 'This unit is in an open survey. Remove it from the survey first, or delete it together with its inspections.';
export const UNIT_IN_OTHERS_SURVEY = "This unit is in an open survey you cannot see; it can be deleted once that survey is finished";

/** The unit's inspections in open, live surveys, with whether the user may see each survey. */
async function openInspections(db: Db, scope: Scope, unitId: number) {
  const visible = surveyFilter(scope, surveys) ?? sql`true`;
  return db
    .select({ id: unitInspections.id, surveyId: surveys.id, visible: sql<boolean>`(${visible})`.mapWith(Boolean) })
    .from(unitInspections)
    .innerJoin(surveys, eq(surveys.id, unitInspections.surveyId))
    .where(and(eq(unitInspections.unitId, unitId), eq(surveys.status, 'open'), isNull(surveys.deletedAt)));
}

async function markDeleted(db: Db, unitId: number): Promise<void> {
  await db.update(units).set({ deletedAt: new Date(), version: sql`${units.version} + 1`, updatedAt: new Date() }).where(eq(units.id, unitId));
}

/**
 * delete_unit: a soft delete (deleted_at), so finished surveys keep the unit they inspected
 * and its number becomes free at the location. A unit in an open survey is refused (409):
 * deleting it would pull it out of work in progress.
 */
export async function deleteUnit(db: Db, scope: Scope, unitId: number): Promise<{ id: number }> {
  const unit = await requireUnit(db, scope, unitId, true);
  if ((await openInspections(db, scope, unit.id)).length > 0) throw new HttpError(409, UNIT_IN_OPEN_SURVEY);
  await markDeleted(db, unit.id);
  return { id: unit.id };
}

/**
 * delete_unit_all: the unit's inspections in open surveys go with it (their tire readings,
 * images and removed tires cascade; trailer-readiness checks and torque readings of the unit
 * in those surveys are removed too), then the unit is soft-deleted. Finished surveys are the
 * record of past visits and keep their inspections. An open survey the user cannot see (a
 * dealer's, for another dealer) is never touched: the request is refused instead.
 */
export async function deleteUnitAll(db: Db, scope: Scope, unitId: number): Promise<{ id: number; removed: number }> {
  const unit = await requireUnit(db, scope, unitId, true);
  const inspections = await openInspections(db, scope, unit.id);
  if (inspections.some((inspection) => !inspection.visible)) throw new HttpError(409, UNIT_IN_OTHERS_SURVEY);
  if (inspections.length > 0) {
    const surveyIds = [...new Set(inspections.map((inspection) => inspection.surveyId))];
    await db.delete(trailerReadinessChecks).where(and(eq(trailerReadinessChecks.unitId, unit.id), anyOf(trailerReadinessChecks.surveyId, surveyIds)));
    await db.delete(torqueReadings).where(and(eq(torqueReadings.unitId, unit.id), anyOf(torqueReadings.surveyId, surveyIds)));
    await db.delete(removedTires).where(and(eq(removedTires.unitId, unit.id), anyOf(removedTires.surveyId, surveyIds)));
    await db.delete(unitInspections).where(anyOf(unitInspections.id, inspections.map((inspection) => inspection.id)));
  }
  await markDeleted(db, unit.id);
  return { id: unit.id, removed: inspections.length };
}
