import { asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { SpecInput, SpecRowView } from '../../../contract/manage-specs';
import type { SpecRow } from '../../../contract/tire-exceptions';
import type { Db } from '../../db/client';
import { locationSpecs, tireSizes } from '../../db/schema';
import { convertMeasure, roundTo, toStoredMeasure, unitDisplay, type MeasureUnits } from '../../exports/units';

/** A stored spec with its size's name. */
export type StoredSpec = SpecRow & { id: number; tire_size: string | null; updated_at: Date; position_class: 'steer' | 'drive' | 'trail' | 'unknown' };

const specColumns = {
  id: locationSpecs.id,
  fleet_location_id: locationSpecs.fleetLocationId,
  position_class: locationSpecs.positionClass,
  tire_size_id: locationSpecs.tireSizeId,
  tire_size: tireSizes.size,
  target_pressure_psi: locationSpecs.targetPressurePsi,
  max_pressure_psi: locationSpecs.maxPressurePsi,
  min_tread_depth_mm: locationSpecs.minTreadDepthMm,
  warn_tread_depth_mm: locationSpecs.warnTreadDepthMm,
  updated_at: locationSpecs.updatedAt,
};

const CLASS_ORDER = { steer: 0, drive: 1, trail: 2, unknown: 3 } as const;

/** Specs matching the condition in the screen's order: class, then the class rule before sized ones, then size. */
export async function readSpecs(db: Db, where: SQL | undefined): Promise<StoredSpec[]> {
  const rows = await db
    .select(specColumns)
    .from(locationSpecs)
    .leftJoin(tireSizes, eq(tireSizes.id, locationSpecs.tireSizeId))
    .where(where)
    .orderBy(asc(locationSpecs.id));
  return rows.sort(
    (a, b) =>
      CLASS_ORDER[a.position_class] - CLASS_ORDER[b.position_class] ||
      Number(a.tire_size_id !== null) - Number(b.tire_size_id !== null) ||
      (a.tire_size ?? '').localeCompare(b.tire_size ?? '') ||
      a.id - b.id,
  );
}

export const commonSpecsOf = (db: Db) => readSpecs(db, isNull(locationSpecs.fleetLocationId));
export const ownSpecsOf = (db: Db, locationId: number) => readSpecs(db, eq(locationSpecs.fleetLocationId, locationId));

/** Display precision per unit: what the screen shows and what an unchanged entry compares at. */
const PRESSURE_DECIMALS: Record<string, number> = { psi: 1, bar: 2, kPa: 0 };
const pressureDecimals = (system: MeasureUnits) => PRESSURE_DECIMALS[unitDisplay('pressure', system).unit] ?? 1;
const TREAD_DECIMALS = 1;

/** A stored spec in the user's units. Rows of the unused 'unknown' class never reach the screen. */
export function toView(row: StoredSpec, system: MeasureUnits): SpecRowView {
  return {
    id: row.id,
    position_class: row.position_class === 'unknown' ? 'trail' : row.position_class,
    tire_size_id: row.tire_size_id,
    tire_size: row.tire_size,
    target_pressure: convertMeasure('pressure', system, row.target_pressure_psi, pressureDecimals(system)),
    max_pressure: convertMeasure('pressure', system, row.max_pressure_psi, pressureDecimals(system)),
    warn_tread_depth: convertMeasure('tread', system, row.warn_tread_depth_mm, TREAD_DECIMALS),
    min_tread_depth: convertMeasure('tread', system, row.min_tread_depth_mm, TREAD_DECIMALS),
    updated_at: row.updated_at.toISOString(),
  };
}

export const isViewable = (row: StoredSpec) => row.position_class !== 'unknown';

/**
 * An entry back to stored units. A value the user left as shown keeps the stored one, so saving
 * a metric user's 3.2 mm does not turn an exact 4/32 in (3.175 mm) into 3.2 mm behind their back.
 */
export function toStored(input: SpecInput, previous: StoredSpec | undefined, system: MeasureUnits) {
  const keep = (kind: 'pressure' | 'tread', entered: number, stored: number | undefined) => {
    const decimals = kind === 'pressure' ? pressureDecimals(system) : TREAD_DECIMALS;
    if (stored !== undefined && convertMeasure(kind, system, stored, decimals) === entered) return stored;
    // Sub-micrometre and milli-psi digits are conversion noise (6/32 in is 4.7625 mm, not 4.762499…).
    return roundTo(toStoredMeasure(kind, system, entered), kind === 'pressure' ? 3 : 4);
  };
  return {
    positionClass: input.position_class,
    tireSizeId: input.tire_size_id,
    targetPressurePsi: keep('pressure', input.target_pressure, previous?.target_pressure_psi),
    maxPressurePsi: keep('pressure', input.max_pressure, previous?.max_pressure_psi),
    minTreadDepthMm: keep('tread', input.min_tread_depth, previous?.min_tread_depth_mm),
    warnTreadDepthMm: keep('tread', input.warn_tread_depth, previous?.warn_tread_depth_mm),
  };
}

export const sameRule = (a: { position_class: string; tire_size_id: number | null }, b: { position_class: string; tire_size_id: number | null }) =>
  a.position_class === b.position_class && a.tire_size_id === b.tire_size_id;
