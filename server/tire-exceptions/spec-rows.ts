import { asc, isNull, or } from 'drizzle-orm';
import type { SpecRow } from '../../contract/tire-exceptions';
import type { Db } from '../db/client';
import { locationSpecs } from '../db/schema';
import { anyOf } from '../tenancy';

/**
 * The specs that apply at these locations, in resolveSpec's shape: each location's own rows and
 * the common ones (no location), oldest first. resolveSpec takes the first match, so ties go to
 * the lowest id, as in the reports' SQL (./level-sql SPEC_CTES).
 */
export function specRowsAt(db: Db, locationIds: readonly number[]): Promise<SpecRow[]> {
  const ids = [...new Set(locationIds)];
  return db
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
    .where(ids.length === 0 ? isNull(locationSpecs.fleetLocationId) : or(isNull(locationSpecs.fleetLocationId), anyOf(locationSpecs.fleetLocationId, ids)))
    .orderBy(asc(locationSpecs.id));
}

/** The same per location: its own rows, then the common ones, each list oldest first. */
export async function specRowsByLocation(db: Db, locationIds: readonly number[]): Promise<Map<number, SpecRow[]>> {
  const ids = [...new Set(locationIds)];
  const rows = await specRowsAt(db, ids);
  const common = rows.filter((row) => row.fleet_location_id === null);
  return new Map(ids.map((id) => [id, [...rows.filter((row) => row.fleet_location_id === id), ...common]]));
}
