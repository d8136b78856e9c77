import type { ConflictKind, ConflictLocation, SpecPositionClass } from '../../../contract/manage-specs';
import type { TireAgeRule } from '../../../contract/tire-age';
import { MEASURE_EPSILON, resolveSpec } from '../../../contract/tire-exceptions';
import { sameRule, type StoredSpec } from './spec-rows';

export interface LocationWithSpecs {
  id: number;
  accountId: number;
  code: string;
  name: string;
  specs: StoredSpec[];
  /** The location's tire age rule, where the caller read it. */
  ageRule?: TireAgeRule;
}

const MESSAGES: Record<ConflictKind, string> = {
  overlapping_rules: 'Two rules of this location cover the same position class and size',
  tread_below_common_minimum: "The location's minimum tread depth is below the common minimum",
  pressure_over_common_maximum: "The location's target pressure is above the common maximum pressure",
  warning_not_above_minimum: 'The warning tread depth is not above the minimum tread depth',
  target_over_maximum: 'The target pressure is above the maximum pressure',
};

/**
 * What is wrong with a location's own rules: two rules for the same class and size (which one
 * applies would depend on row order), a rule that contradicts itself, or one that is laxer than
 * the common spec it overrides — a minimum tread depth below the common minimum, or a target
 * pressure above the common maximum. Stricter rules (a deeper minimum, a lower target) are a
 * location's right and no conflict.
 */
export function conflictsOf(location: LocationWithSpecs, common: readonly StoredSpec[]): ConflictLocation['conflicts'] {
  const found: ConflictLocation['conflicts'] = [];
  const add = (kind: ConflictKind, spec: StoredSpec) =>
    found.push({ kind, position_class: spec.position_class as SpecPositionClass, tire_size: spec.tire_size, message: MESSAGES[kind] });
  location.specs.forEach((spec, index) => {
    if (spec.position_class === 'unknown') return;
    if (location.specs.slice(0, index).some((earlier) => sameRule(earlier, spec))) add('overlapping_rules', spec);
    if (spec.warn_tread_depth_mm <= spec.min_tread_depth_mm) add('warning_not_above_minimum', spec);
    if (spec.target_pressure_psi > spec.max_pressure_psi) add('target_over_maximum', spec);
    const base = resolveSpec(common, spec.position_class, spec.tire_size_id);
    if (!base) return;
    if (spec.min_tread_depth_mm < base.min_tread_depth_mm - MEASURE_EPSILON) add('tread_below_common_minimum', spec);
    if (spec.target_pressure_psi > base.max_pressure_psi + MEASURE_EPSILON) add('pressure_over_common_maximum', spec);
  });
  return found;
}

export function locationConflicts(locations: readonly LocationWithSpecs[], common: readonly StoredSpec[]): ConflictLocation[] {
  return locations
    .map((location) => ({ fleet_location_id: location.id, fleet_id: location.accountId, code: location.code, name: location.name, conflicts: conflictsOf(location, common) }))
    .filter((location) => location.conflicts.length > 0);
}
