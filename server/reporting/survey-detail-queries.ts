import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  brands,
  productLines,
  tireReadings,
  tireReadingWearConditions,
  tires,
  tireSizes,
  trailerReadinessChecks,
  unitInspections,
  units,
  unitTypes,
  valveTypes,
  wearConditions,
} from '../db/schema';

/*
 * One survey's rows, read the same way by the dealer survey and the inspection report details
 * (screens and files): every reading by unit and position, the trailer checks, the units inspected.
 */

/** Every reading of a survey by unit and position, with its wear conditions by name and its tire's product and DOT code. */
export function surveyReadings(db: Db, surveyId: number) {
  const conditions = sql<string | null>`(
    select string_agg(${wearConditions.name}, ', ' order by ${wearConditions.name})
    from ${tireReadingWearConditions} join ${wearConditions} on ${wearConditions.id} = ${tireReadingWearConditions.wearConditionId}
    where ${tireReadingWearConditions.tireReadingId} = ${tireReadings.id})`;
  return db
    .select({
      unitId: units.id,
      unitNumber: units.unitNumber,
      unitType: unitTypes.name,
      inspectionId: tireReadings.unitInspectionId,
      tireId: tireReadings.tireId,
      axleNumber: tireReadings.axleNumber,
      side: tireReadings.side,
      place: tireReadings.place,
      positionClass: tireReadings.positionClass,
      tireSizeId: tireReadings.tireSizeId,
      pressurePsi: tireReadings.pressurePsi,
      treadDepthMm: tireReadings.treadDepthMm,
      wearConditions: conditions,
      valve: valveTypes.name,
      brand: brands.name,
      productLine: productLines.name,
      tireSize: tireSizes.size,
      readAt: tireReadings.readAt,
      dotWeek: tires.dotWeek,
      dotYear: tires.dotYear,
      dotCode: tires.dotCode,
    })
    .from(tireReadings)
    .innerJoin(units, eq(units.id, tireReadings.unitId))
    .innerJoin(unitTypes, eq(unitTypes.id, units.unitTypeId))
    .leftJoin(valveTypes, eq(valveTypes.id, tireReadings.valveTypeId))
    .leftJoin(brands, eq(brands.id, tireReadings.brandId))
    .leftJoin(productLines, eq(productLines.id, tireReadings.productLineId))
    .leftJoin(tireSizes, eq(tireSizes.id, tireReadings.tireSizeId))
    .leftJoin(tires, eq(tires.id, tireReadings.tireId))
    .where(eq(tireReadings.surveyId, surveyId))
    .orderBy(asc(units.unitNumber), asc(tireReadings.unitInspectionId), asc(tireReadings.axleNumber), asc(tireReadings.side), asc(tireReadings.place));
}
export type SurveyReading = Awaited<ReturnType<typeof surveyReadings>>[number];

/** The trailer readiness checks of a survey by unit, in the order they were made. */
export function surveyReadiness(db: Db, surveyId: number) {
  return db
    .select({ unitId: units.id, unitNumber: units.unitNumber, passed: trailerReadinessChecks.passed, checkedAt: trailerReadinessChecks.checkedAt })
    .from(trailerReadinessChecks)
    .innerJoin(units, eq(units.id, trailerReadinessChecks.unitId))
    .where(eq(trailerReadinessChecks.surveyId, surveyId))
    .orderBy(asc(units.unitNumber), asc(trailerReadinessChecks.id));
}
export type SurveyReadinessCheck = Awaited<ReturnType<typeof surveyReadiness>>[number];

/** The units inspected in a survey, for the unit count of the detail. */
export async function inspectedUnitCount(db: Db, surveyId: number): Promise<number> {
  const rows = await db.select({ id: unitInspections.id }).from(unitInspections).where(eq(unitInspections.surveyId, surveyId));
  return rows.length;
}
