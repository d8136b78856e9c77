import { and, asc, eq, ilike, isNotNull, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_TIRE_AGE_RULE, type TireAgeRule } from '../../../contract/tire-age';
import type { FleetSummary, SpecLocation } from '../../../contract/manage-specs';
import type { Db } from '../../db/client';
import { accounts, fleetLocations, locationSpecs } from '../../db/schema';
import type { MeasureUnits } from '../../exports/units';
import { HttpError } from '../../plugins/error-handler';
import { accountFilter, anyOf, assertLocationsInScope, canSeeAccount, locationFilter, type Scope } from '../../tenancy';
import { containsPattern } from '../../db/keyword';
import type { LocationWithSpecs } from './conflicts';
import { isViewable, readSpecs, toView } from './spec-rows';

const locationColumns = {
  id: fleetLocations.id,
  accountId: fleetLocations.accountId,
  code: fleetLocations.code,
  name: fleetLocations.name,
  city: fleetLocations.city,
  state: fleetLocations.state,
  ageWarningYears: fleetLocations.tireAgeWarningYears,
  ageCriticalSteerYears: fleetLocations.tireAgeCriticalSteerYears,
};

/** Most fleets get_fleet_id lists for a keyword. */
const FLEET_MATCHES = 20;

/** Fleets (accounts) of the scope whose number or name contains the keyword; an exact number first. */
export async function findFleets(db: Db, scope: Scope, keyword: string): Promise<FleetSummary[]> {
  const pattern = containsPattern(keyword);
  const rows = await db
    .select({ fleet_id: accounts.id, account_number: accounts.accountNumber, fleet_name: accounts.name })
    .from(accounts)
    .where(and(or(ilike(accounts.accountNumber, pattern), ilike(accounts.name, pattern)), accountFilter(scope, accounts.id)))
    .orderBy(sql`lower(${accounts.accountNumber}) = lower(${keyword}) desc`, asc(accounts.name), asc(accounts.id))
    .limit(FLEET_MATCHES);
  return rows;
}

export async function findFleet(db: Db, scope: Scope, fleetId: number): Promise<FleetSummary> {
  const [row] = await db
    .select({ fleet_id: accounts.id, account_number: accounts.accountNumber, fleet_name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, fleetId));
  if (!row) throw new HttpError(404, 'This fleet does not exist');
  if (!canSeeAccount(scope, fleetId)) throw new HttpError(403, "You don't have permissions to this page!");
  return row;
}

/** Locations of the scope (one fleet's, or those with own specs anywhere) with their own rules. */
export async function locationsWithSpecs(db: Db, scope: Scope, fleetId: number | null): Promise<LocationWithSpecs[]> {
  const locations = await db
    .select(locationColumns)
    .from(fleetLocations)
    .where(
      and(
        fleetId === null
          ? sql`${fleetLocations.id} in (select ${locationSpecs.fleetLocationId} from ${locationSpecs} where ${isNotNull(locationSpecs.fleetLocationId)})`
          : eq(fleetLocations.accountId, fleetId),
        locationFilter(scope, { accountId: fleetLocations.accountId, locationId: fleetLocations.id }),
      ),
    )
    .orderBy(asc(fleetLocations.code), asc(fleetLocations.id));
  if (locations.length === 0) return [];
  const specs = await readSpecs(db, anyOf(locationSpecs.fleetLocationId, locations.map((location) => location.id)));
  return locations.map((location) => ({ ...withAgeRule(location), specs: specs.filter((spec) => spec.fleet_location_id === location.id) }));
}

function withAgeRule<T extends { ageWarningYears: number; ageCriticalSteerYears: number }>({ ageWarningYears, ageCriticalSteerYears, ...location }: T) {
  return { ...location, ageRule: { warning_years: ageWarningYears, critical_steer_years: ageCriticalSteerYears } };
}

/** Saves a location's tire age rule; the reporting layer's trigger recounts its inspections. */
export async function saveTireAgeRule(db: Db, locationId: number, rule: TireAgeRule): Promise<boolean> {
  const changed = await db
    .update(fleetLocations)
    .set({ tireAgeWarningYears: rule.warning_years, tireAgeCriticalSteerYears: rule.critical_steer_years })
    .where(and(eq(fleetLocations.id, locationId), or(ne(fleetLocations.tireAgeWarningYears, rule.warning_years), ne(fleetLocations.tireAgeCriticalSteerYears, rule.critical_steer_years))))
    .returning({ id: fleetLocations.id });
  return changed.length > 0;
}

export function toSpecLocation(location: LocationWithSpecs & { city?: string; state?: string }, system: MeasureUnits): SpecLocation {
  const rule = location.ageRule ?? DEFAULT_TIRE_AGE_RULE;
  const viewable = location.specs.filter(isViewable);
  return {
    fleet_location_id: location.id,
    code: location.code,
    name: location.name,
    city: location.city ?? '',
    state: location.state ?? '',
    has_own_specs: viewable.length > 0,
    specs: viewable.map((spec) => toView(spec, system)),
    tire_age_rule: { warning_years: rule.warning_years, critical_steer_years: rule.critical_steer_years },
  };
}

/** One location of the scope with its own rules; 403 outside the scope or when it does not exist. */
export async function locationOf(db: Db, scope: Scope, locationId: number): Promise<LocationWithSpecs & { city: string; state: string }> {
  await assertLocationsInScope(db, scope, [locationId]);
  const [location] = await db
    .select(locationColumns)
    .from(fleetLocations)
    .where(eq(fleetLocations.id, locationId));
  if (!location) throw new HttpError(404, 'This location does not exist');
  return { ...withAgeRule(location), specs: await readSpecs(db, eq(locationSpecs.fleetLocationId, locationId)) };
}
