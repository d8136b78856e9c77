import { eq, type SQL } from 'drizzle-orm';
import { tireAgeYears } from '../../../../contract/tire-age';
import { isReadingException, readingExceptions, resolveSpec, type PositionClass } from '../../../../contract/tire-exceptions';
import type { Db } from '../../../db/client';
import { surveys, tireReadings, tires } from '../../../db/schema';
import { ageRulesByLocation } from '../../../tire-exceptions/age-rules';
import { specRowsByLocation } from '../../../tire-exceptions/spec-rows';

/**
 * Exception counts of survey lists, unit lists and the location summary. The rules are the
 * shared ones of contract/tire-exceptions.ts (the tablet colours tires with the same code), so
 * they run here in JavaScript over the readings rather than as a second copy in SQL.
 *
 * A reading is one exception when its pressure, its tread depth or its tire's age (from the
 * DOT code, at the reading's capture time) is at warning or worse; a tire low on both counts
 * once, since the user has one tire to act on.
 */
export const isException = isReadingException;


export type ExceptionGroup = 'survey' | 'inspection';

/** Exceptions among the readings matching `where` (tire_readings joined to surveys), by survey or inspection. */
export async function countExceptions(db: Db, where: SQL | undefined, groupBy: ExceptionGroup): Promise<Map<number, number>> {
  const readings = await db
    .select({
      surveyId: tireReadings.surveyId,
      inspectionId: tireReadings.unitInspectionId,
      locationId: surveys.fleetLocationId,
      positionClass: tireReadings.positionClass,
      tireSizeId: tireReadings.tireSizeId,
      pressurePsi: tireReadings.pressurePsi,
      treadDepthMm: tireReadings.treadDepthMm,
      readAt: tireReadings.readAt,
      dotWeek: tires.dotWeek,
      dotYear: tires.dotYear,
    })
    .from(tireReadings)
    .innerJoin(surveys, eq(surveys.id, tireReadings.surveyId))
    .leftJoin(tires, eq(tires.id, tireReadings.tireId))
    .where(where);
  const counts = new Map<number, number>();
  if (readings.length === 0) return counts;
  const locationIds = [...new Set(readings.map((r) => r.locationId))];
  const [specs, ageRules] = await Promise.all([specRowsByLocation(db, locationIds), ageRulesByLocation(db, locationIds)]);
  for (const reading of readings) {
    const positionClass = reading.positionClass as PositionClass;
    const spec = resolveSpec(specs.get(reading.locationId) ?? [], positionClass, reading.tireSizeId);
    const levels = readingExceptions(
      {
        pressure_psi: reading.pressurePsi,
        tread_depth_mm: reading.treadDepthMm,
        position_class: positionClass,
        age_years: tireAgeYears(reading.dotWeek, reading.dotYear, new Date(reading.readAt)),
        age_rule: ageRules.get(reading.locationId),
      },
      spec,
    );
    const key = groupBy === 'survey' ? reading.surveyId : reading.inspectionId;
    counts.set(key, (counts.get(key) ?? 0) + (isException(levels) ? 1 : 0));
  }
  return counts;
}

/** Exceptions of the readings matching `where`, in total. */
export async function totalExceptions(db: Db, where: SQL | undefined): Promise<number> {
  let total = 0;
  for (const n of (await countExceptions(db, where, 'survey')).values()) total += n;
  return total;
}
