import { resolveSpec, type PositionClass, type SpecRow, type TireSpec } from '../../../contract/tire-exceptions';

export type SpecSource = 'location' | 'common' | 'none';

/**
 * The spec resolveSpec picks at a location, and whether it is the location's own: resolveSpec
 * prefers the location's rows, so the pick is the location's own exactly when its rows alone
 * resolve to a spec.
 */
export function resolveAtLocation(
  rows: readonly SpecRow[],
  locationId: number,
  positionClass: PositionClass,
  tireSizeId: number | null,
): { spec: TireSpec | null; source: SpecSource } {
  const own = rows.filter((row) => row.fleet_location_id === locationId);
  const common = rows.filter((row) => row.fleet_location_id === null);
  const spec = resolveSpec([...own, ...common], positionClass, tireSizeId);
  if (!spec) return { spec: null, source: 'none' };
  return { spec, source: resolveSpec(own, positionClass, tireSizeId) ? 'location' : 'common' };
}
