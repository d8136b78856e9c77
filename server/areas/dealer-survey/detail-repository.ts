import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  surveys,
  tireReadings,
  tireReadingWearConditions,
  trailerReadinessChecks,
  unitInspections,
  units,
  unitTypes,
  wearConditions,
} from '../../db/schema';
import { surveyFilter, type Scope } from '../../tenancy';
import { requireSurveyHeader } from '../survey-header';

/** A live survey the user may see (a dealer: only its own); others answer 404 like a missing one. */
export const requireDealerSurvey = (db: Db, scope: Scope, id: number) => requireSurveyHeader(db, id, surveyFilter(scope, surveys));

/** Every reading of a survey by unit and position, with its wear conditions by name. */
export function surveyReadings(db: Db, surveyId: number) {
  const conditions = sql<string | null>`(
    select string_agg(${wearConditions.name}, ', ' order by ${wearConditions.name})
    from ${tireReadingWearConditions} join ${wearConditions} on ${wearConditions.id} = ${tireReadingWearConditions.wearConditionId}
    where ${tireReadingWearConditions.tireReadingId} = ${tireReadings.id})`;
  return db
    .select({
      unitNumber: units.unitNumber,
      unitType: unitTypes.name,
      axleNumber: tireReadings.axleNumber,
      side: tireReadings.side,
      place: tireReadings.place,
      positionClass: tireReadings.positionClass,
      tireSizeId: tireReadings.tireSizeId,
      pressurePsi: tireReadings.pressurePsi,
      treadDepthMm: tireReadings.treadDepthMm,
      wearConditions: conditions,
    })
    .from(tireReadings)
    .innerJoin(units, eq(units.id, tireReadings.unitId))
    .innerJoin(unitTypes, eq(unitTypes.id, units.unitTypeId))
    .where(eq(tireReadings.surveyId, surveyId))
    .orderBy(asc(units.unitNumber), asc(tireReadings.unitInspectionId), asc(tireReadings.axleNumber), asc(tireReadings.side), asc(tireReadings.place));
}

/** The units inspected in a survey, for the unit count of the file. */
export async function inspectedUnitCount(db: Db, surveyId: number): Promise<number> {
  const rows = await db.select({ id: unitInspections.id }).from(unitInspections).where(eq(unitInspections.surveyId, surveyId));
  return rows.length;
}

export function surveyReadiness(db: Db, surveyId: number) {
  return db
    .select({ unitNumber: units.unitNumber, passed: trailerReadinessChecks.passed, checkedAt: trailerReadinessChecks.checkedAt })
    .from(trailerReadinessChecks)
    .innerJoin(units, eq(units.id, trailerReadinessChecks.unitId))
    .where(eq(trailerReadinessChecks.surveyId, surveyId))
    .orderBy(asc(units.unitNumber), asc(trailerReadinessChecks.id));
}
