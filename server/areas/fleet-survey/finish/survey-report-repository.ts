import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { brands, productLines, tireReadings, tireReadingWearConditions, tireSizes, units, wearConditions } from '../../../db/schema';

export interface SurveyReadingRow {
  unitInspectionId: number;
  unitNumber: string;
  axleNumber: number;
  side: 'left' | 'right';
  place: 'single' | 'inner' | 'outer';
  positionClass: 'steer' | 'drive' | 'trail' | 'unknown';
  tireSizeId: number | null;
  brand: string | null;
  productLine: string | null;
  tireSize: string | null;
  pressurePsi: number | null;
  treadDepthMm: number | null;
  wearConditions: string;
}

/**
 * Every reading of a survey as it was taken (the product details copied into the reading, not
 * the tire's details today), by unit number and position.
 */
export function surveyReadings(db: Db, surveyId: number): Promise<SurveyReadingRow[]> {
  return db
    .select({
      unitInspectionId: tireReadings.unitInspectionId,
      unitNumber: units.unitNumber,
      axleNumber: tireReadings.axleNumber,
      side: tireReadings.side,
      place: tireReadings.place,
      positionClass: tireReadings.positionClass,
      tireSizeId: tireReadings.tireSizeId,
      brand: brands.name,
      productLine: productLines.name,
      tireSize: tireSizes.size,
      pressurePsi: tireReadings.pressurePsi,
      treadDepthMm: tireReadings.treadDepthMm,
      wearConditions: sql<string>`coalesce((select string_agg(${wearConditions.name}, ', ' order by ${wearConditions.name}) from ${tireReadingWearConditions} join ${wearConditions} on ${wearConditions.id} = ${tireReadingWearConditions.wearConditionId} where ${tireReadingWearConditions.tireReadingId} = ${tireReadings.id}), '')`,
    })
    .from(tireReadings)
    .innerJoin(units, eq(units.id, tireReadings.unitId))
    .leftJoin(brands, eq(brands.id, tireReadings.brandId))
    .leftJoin(productLines, eq(productLines.id, tireReadings.productLineId))
    .leftJoin(tireSizes, eq(tireSizes.id, tireReadings.tireSizeId))
    .where(eq(tireReadings.surveyId, surveyId))
    .orderBy(asc(units.unitNumber), asc(tireReadings.unitId), asc(tireReadings.axleNumber), asc(tireReadings.side), asc(tireReadings.place));
}
