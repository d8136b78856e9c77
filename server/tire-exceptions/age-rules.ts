import { inArray } from 'drizzle-orm';
import { DEFAULT_TIRE_AGE_RULE, type TireAgeRule } from '../../contract/tire-age';
import type { Db } from '../db/client';
import { fleetLocations } from '../db/schema';

/** The tire age rule of each location (fleet_locations.tire_age_*); the default for one not found. */
export async function ageRulesByLocation(db: Db, locationIds: readonly number[]): Promise<Map<number, TireAgeRule>> {
  const ids = [...new Set(locationIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: fleetLocations.id, warning_years: fleetLocations.tireAgeWarningYears, critical_steer_years: fleetLocations.tireAgeCriticalSteerYears })
          .from(fleetLocations)
          .where(inArray(fleetLocations.id, ids));
  const rules = new Map(ids.map((id) => [id, DEFAULT_TIRE_AGE_RULE]));
  for (const { id, ...rule } of rows) rules.set(id, rule);
  return rules;
}

export async function ageRuleOf(db: Db, locationId: number): Promise<TireAgeRule> {
  return (await ageRulesByLocation(db, [locationId])).get(locationId)!;
}
