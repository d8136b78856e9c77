import { eq, isNull, or, type SQL } from 'drizzle-orm';
import {
  readingExceptions,
  resolveSpec,
  worstLevel,
  type PositionClass,
  type SpecRow,
} from '../../../../contract/tire-exceptions';
import type { Db } from '../../../db/client';
import { locationSpecs, surveys, tireReadings } from '../../../db/schema';
import { anyOf } from '../../../tenancy';

/**
 * Exception counts of survey lists, unit lists and the location summary. The rules are the
 * shared ones of contract/tire-exceptions.ts (the tablet colours tires with the same code), so
 * they run here in JavaScript over the readings rather than as a second copy in SQL.
 *
 * A reading is one exception when its pressure or its tread depth is at warning or worse;
 * a tire low on both counts once, since the user has one tire to act on.
 */
export function isException(levels: ReturnType<typeof readingExceptions>): boolean {
  const worst = worstLevel(levels.pressure, levels.tread);
  return worst === 'warning' || worst === 'critical';
}

/** Each location's own specs followed by the common ones, in resolveSpec's shape. */
async function specsByLocation(db: Db, locationIds: number[]): Promise<Map<number, SpecRow[]>> {
  const rows = await db
    .select({
      fleet_location_id: locationSpecs.fleetLocationId,
      position_class: locationSpecs.positionClass,
      tire_size_id: locationSpecs.tireSizeId,
      target_pressure_psi: locationSpecs.targetPressurePsi,
      max_pressure_psi: locationSpecs.maxPressurePsi,
      min_tread_depth_mm: locationSpecs.minTreadDepthMm,
      warn_tread_depth_mm: locationSpecs.warnTreadDepthMm,
    })
    .from(locationSpecs)
    .where(or(isNull(locationSpecs.fleetLocationId), anyOf(locationSpecs.fleetLocationId, locationIds)));
  const common = rows.filter((row) => row.fleet_location_id === null);
  return new Map(locationIds.map((id) => [id, [...rows.filter((row) => row.fleet_location_id === id), ...common]]));
}

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
    })
    .from(tireReadings)
    .innerJoin(surveys, eq(surveys.id, tireReadings.surveyId))
    .where(where);
  const counts = new Map<number, number>();
  if (readings.length === 0) return counts;
  const specs = await specsByLocation(db, [...new Set(readings.map((r) => r.locationId))]);
  for (const reading of readings) {
    const positionClass = reading.positionClass as PositionClass;
    const spec = resolveSpec(specs.get(reading.locationId) ?? [], positionClass, reading.tireSizeId);
    const levels = readingExceptions({ pressure_psi: reading.pressurePsi, tread_depth_mm: reading.treadDepthMm, position_class: positionClass }, spec);
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
