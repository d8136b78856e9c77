import { and, asc, eq } from 'drizzle-orm';
import { INSPECTION_REPORT_TYPES, LEASING_TYPE, type HomePageResponse } from '../../../contract/inspection-report';
import type { Db } from '../../db/client';
import { accounts, fleetLocations } from '../../db/schema';
import { accountFilter, locationFilter, type Scope } from '../../tenancy';
import { listStates } from '../../lookups/reference-repository';
import { surveyByUsers } from '../dealer-survey/users-repository';

/** The location step lists this many; the rest are reached by typing their number. */
export const HOME_LOCATION_LIMIT = 500;

/** What the filter steps offer the user: only its own fleets' account kinds, leasings, people and locations. */
export async function homePage(db: Db, scope: Scope): Promise<HomePageResponse> {
  const [kinds, leasings, countries, people, locations] = await Promise.all([
    db.selectDistinct({ type: accounts.accountType }).from(accounts).where(accountFilter(scope, accounts.id)).orderBy(asc(accounts.accountType)),
    db
      .select({ value: accounts.id, text: accounts.name })
      .from(accounts)
      .where(and(eq(accounts.accountType, LEASING_TYPE), accountFilter(scope, accounts.id)))
      .orderBy(asc(accounts.name), asc(accounts.id)),
    listStates(db, undefined),
    surveyByUsers(db, scope, {}),
    db
      .select({ id: fleetLocations.id, code: fleetLocations.code, name: fleetLocations.name, city: fleetLocations.city, state: fleetLocations.state })
      .from(fleetLocations)
      .where(locationFilter(scope, { accountId: fleetLocations.accountId, locationId: fleetLocations.id }))
      .orderBy(asc(fleetLocations.code), asc(fleetLocations.id))
      .limit(HOME_LOCATION_LIMIT + 1),
  ]);
  return {
    account_types: kinds.map((kind) => kind.type),
    leasings,
    countries,
    report_types: INSPECTION_REPORT_TYPES.map((type) => ({ value: type.value, text: type.text })),
    survey_by_users: people.map((person) => ({ value: Number(person.value), text: person.text })),
    locations: locations.slice(0, HOME_LOCATION_LIMIT).map((l) => ({ value: l.id, text: `${l.code} ${l.name} (${l.city}, ${l.state})` })),
    locations_truncated: locations.length > HOME_LOCATION_LIMIT,
  };
}
