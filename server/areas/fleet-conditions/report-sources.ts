import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, dealers, fleetLocations, surveys, users } from '../../db/schema';
import { accountFilter, anyOf, locationFilter, surveyFilter, type Scope } from '../../tenancy';
import type { ResolvedRange } from './report-parameters';

/*
 * What a report covers: the chosen accounts, their locations and the surveys of the period,
 * each read once and within the scope of the user who asked for the report.
 */

const DAY_MS = 86_400_000;

export function loadAccounts(db: Db, scope: Scope, ids: readonly number[]) {
  return db
    .select({ id: accounts.id, account_number: accounts.accountNumber, name: accounts.name, account_type: accounts.accountType, country: accounts.country })
    .from(accounts)
    .where(and(anyOf(accounts.id, ids), accountFilter(scope, accounts.id)))
    .orderBy(asc(accounts.name), asc(accounts.id));
}
export type ReportAccount = Awaited<ReturnType<typeof loadAccounts>>[number];

export function loadLocations(db: Db, scope: Scope, accountIds: readonly number[]) {
  return db
    .select({
      id: fleetLocations.id,
      account_id: fleetLocations.accountId,
      code: fleetLocations.code,
      name: fleetLocations.name,
      address: fleetLocations.address,
      city: fleetLocations.city,
      state: fleetLocations.state,
      country: fleetLocations.country,
      tire_age_warning_years: fleetLocations.tireAgeWarningYears,
      tire_age_critical_steer_years: fleetLocations.tireAgeCriticalSteerYears,
    })
    .from(fleetLocations)
    .where(and(anyOf(fleetLocations.accountId, accountIds), locationFilter(scope, { accountId: fleetLocations.accountId, locationId: fleetLocations.id })))
    .orderBy(asc(fleetLocations.code), asc(fleetLocations.id));
}
export type ReportLocation = Awaited<ReturnType<typeof loadLocations>>[number];

const surveyColumns = {
  id: surveys.id,
  account_id: surveys.accountId,
  fleet_location_id: surveys.fleetLocationId,
  survey_date: surveys.surveyDate,
  surveyed_by: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  dealer_id: surveys.dealerId,
  dealer_name: dealers.name,
  dealer_nonsig: dealers.nonsig,
  dealer_city: dealers.city,
  dealer_state: dealers.state,
};

/**
 * The surveys of the period (date_to includes its whole day), or the latest survey of each
 * location. A dealer's report holds only the surveys it made, as everywhere in the portal.
 */
export async function loadSurveys(db: Db, scope: Scope, accountIds: readonly number[], range: ResolvedRange) {
  const visible = and(anyOf(surveys.accountId, accountIds), isNull(surveys.deletedAt), surveyFilter(scope, surveys));
  if (range.type === 'latest_survey') {
    return db
      .selectDistinctOn([surveys.fleetLocationId], surveyColumns)
      .from(surveys)
      .innerJoin(users, eq(users.id, surveys.surveyByUserId))
      .leftJoin(dealers, eq(dealers.id, surveys.dealerId))
      .where(visible)
      .orderBy(surveys.fleetLocationId, desc(surveys.surveyDate), desc(surveys.id));
  }
  const from = new Date(`${range.date_from}T00:00:00Z`);
  const to = new Date(new Date(`${range.date_to}T00:00:00Z`).getTime() + DAY_MS);
  return db
    .select(surveyColumns)
    .from(surveys)
    .innerJoin(users, eq(users.id, surveys.surveyByUserId))
    .leftJoin(dealers, eq(dealers.id, surveys.dealerId))
    .where(and(visible, gte(surveys.surveyDate, from), lt(surveys.surveyDate, to)))
    .orderBy(asc(surveys.fleetLocationId), asc(surveys.surveyDate), asc(surveys.id));
}
export type ReportSurvey = Awaited<ReturnType<typeof loadSurveys>>[number];
