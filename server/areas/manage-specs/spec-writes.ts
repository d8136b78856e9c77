import { eq, isNull } from 'drizzle-orm';
import { SPEC_LIMITS, type SpecInput } from '../../../contract/manage-specs';
import type { Db } from '../../db/client';
import { locationSpecs, tireSizes } from '../../db/schema';
import { userMeasureFormats, type MeasureUnits } from '../../exports/units';
import { fieldError } from '../../plugins/error-handler';
import { anyOf } from '../../tenancy';
import { isViewable, readSpecs, sameRule, toStored, type StoredSpec } from './spec-rows';

/**
 * Rules a schema cannot state, each refused as a 400 naming the entry's field: values within
 * the unit's range, target not above maximum pressure, the warning depth above the minimum, one
 * rule per position class and size, and sizes that exist.
 */
export async function validateSpecs(db: Db, specs: readonly SpecInput[], system: MeasureUnits): Promise<void> {
  const { pressure_format, tread_depth_format } = userMeasureFormats(system);
  const pressureMax = SPEC_LIMITS[pressure_format];
  const treadMax = SPEC_LIMITS[tread_depth_format];
  for (const [index, spec] of specs.entries()) {
    const field = (name: string) => `specs.${index}.${name}`;
    if (spec.max_pressure > pressureMax) throw fieldError(field('max_pressure'), `At most ${pressureMax} ${pressure_format}`);
    if (spec.target_pressure > spec.max_pressure) throw fieldError(field('target_pressure'), 'The target pressure is above the maximum pressure');
    if (spec.warn_tread_depth > treadMax) throw fieldError(field('warn_tread_depth'), `At most ${treadMax} ${tread_depth_format}`);
    if (spec.warn_tread_depth <= spec.min_tread_depth) throw fieldError(field('warn_tread_depth'), 'The warning tread depth must be above the minimum tread depth');
    if (specs.slice(0, index).some((earlier) => sameRule(earlier, spec))) {
      throw fieldError(field('tire_size_id'), 'Another rule already covers this position class and size');
    }
  }
  const sizeIds = [...new Set(specs.map((spec) => spec.tire_size_id).filter((id): id is number => id !== null))];
  if (sizeIds.length === 0) return;
  const known = new Set((await db.select({ id: tireSizes.id }).from(tireSizes).where(anyOf(tireSizes.id, sizeIds))).map((row) => row.id));
  const unknown = specs.findIndex((spec) => spec.tire_size_id !== null && !known.has(spec.tire_size_id));
  if (unknown >= 0) throw fieldError(`specs.${unknown}.tire_size_id`, 'Unknown tire size');
}

/**
 * Replaces a rule set (a location's own, or the common one with null) in one transaction. Rows
 * whose values did not change are left alone, so only real changes reach the reporting layer:
 * its triggers on location_specs log the location (or every account, for a common spec) in the
 * same transaction, and the background refresh recounts the exceptions from then on.
 */
export async function replaceSpecs(db: Db, locationId: number | null, specs: readonly SpecInput[], system: MeasureUnits): Promise<number> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const where = locationId === null ? isNull(locationSpecs.fleetLocationId) : eq(locationSpecs.fleetLocationId, locationId);
    // Rules of the 'unknown' class are not on the screen, so a save leaves them as they are.
    const current = (await readSpecs(tx, where)).filter(isViewable);
    const kept = new Set<number>();
    let changed = 0;
    for (const spec of specs) {
      const previous: StoredSpec | undefined = current.find((row) => !kept.has(row.id) && sameRule(row, spec));
      const values = toStored(spec, previous, system);
      if (!previous) {
        await tx.insert(locationSpecs).values({ ...values, fleetLocationId: locationId });
        changed += 1;
        continue;
      }
      kept.add(previous.id);
      const same =
        values.targetPressurePsi === previous.target_pressure_psi &&
        values.maxPressurePsi === previous.max_pressure_psi &&
        values.minTreadDepthMm === previous.min_tread_depth_mm &&
        values.warnTreadDepthMm === previous.warn_tread_depth_mm;
      if (same) continue;
      await tx.update(locationSpecs).set({ ...values, updatedAt: new Date() }).where(eq(locationSpecs.id, previous.id));
      changed += 1;
    }
    const removed = current.filter((row) => !kept.has(row.id)).map((row) => row.id);
    if (removed.length > 0) {
      await tx.delete(locationSpecs).where(anyOf(locationSpecs.id, removed));
      changed += removed.length;
    }
    return changed;
  });
}

/** Gives a location its own rules as exact copies of the common ones (stored values, not their display). */
export async function copyCommonSpecs(db: Db, locationId: number): Promise<void> {
  const common = (await readSpecs(db, isNull(locationSpecs.fleetLocationId))).filter(isViewable);
  if (common.length === 0) return;
  await db.insert(locationSpecs).values(
    common.map((row) => ({
      fleetLocationId: locationId,
      positionClass: row.position_class,
      tireSizeId: row.tire_size_id,
      targetPressurePsi: row.target_pressure_psi,
      maxPressurePsi: row.max_pressure_psi,
      minTreadDepthMm: row.min_tread_depth_mm,
      warnTreadDepthMm: row.warn_tread_depth_mm,
    })),
  );
}
