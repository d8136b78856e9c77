import { and, asc, count, desc, eq, gte, isNull, lt, sql, type AnyColumn } from 'drizzle-orm';
import { parseUsDate, type SurveysRequest, type UnitsRequest } from '../../../contract/common-lookups';
import type { Db } from '../../db/client';
import { accounts, dealers, fleetLocations, surveys, units, unitTypes, users } from '../../db/schema';
import { anyOf, dealerFilter, locationFilter, surveyFilter, type Scope } from '../../tenancy';
import { keywordFilter } from '../../db/keyword';
import { offsetOf } from '../../db/paging';

const DAY_MS = 86_400_000;
const ifAny = (column: AnyColumn, ids: readonly number[] | null | undefined) => (ids && ids.length > 0 ? anyOf(column, ids) : undefined);

/**
 * Surveys in scope, newest first. Dates are whole days (UTC); date_to includes its whole day.
 * Deleted surveys never show.
 */
export async function findSurveys(db: Db, scope: Scope, request: SurveysRequest) {
  const from = request.date_from ? parseUsDate(request.date_from) : null;
  const to = request.date_to ? parseUsDate(request.date_to) : null;
  const where = and(
    surveyFilter(scope, surveys),
    isNull(surveys.deletedAt),
    ifAny(surveys.accountId, request.account_ids),
    ifAny(surveys.fleetLocationId, request.location_ids),
    from ? gte(surveys.surveyDate, from) : undefined,
    to ? lt(surveys.surveyDate, new Date(to.getTime() + DAY_MS)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: surveys.id,
        surveyDate: surveys.surveyDate,
        status: surveys.status,
        account_id: surveys.accountId,
        account_number: accounts.accountNumber,
        account_name: accounts.name,
        fleet_location_id: surveys.fleetLocationId,
        fleet_location_code: fleetLocations.code,
        fleet_location: fleetLocations.name,
        dealer_id: surveys.dealerId,
        dealer_name: dealers.name,
        survey_by: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(surveys)
      .innerJoin(accounts, eq(accounts.id, surveys.accountId))
      .innerJoin(fleetLocations, eq(fleetLocations.id, surveys.fleetLocationId))
      .innerJoin(users, eq(users.id, surveys.surveyByUserId))
      .leftJoin(dealers, eq(dealers.id, surveys.dealerId))
      .where(where)
      .orderBy(desc(surveys.surveyDate), desc(surveys.id))
      .limit(request.page_size)
      .offset(offsetOf(request)),
    db.select({ total: count() }).from(surveys).where(where),
  ]);
  return {
    surveys: rows.map(({ surveyDate, ...row }) => ({ ...row, survey_date: surveyDate.toISOString() })),
    page_number: request.page_number,
    page_size: request.page_size,
    total_items: total,
  };
}

/** Units in scope by unit number; the keyword matches part of the unit number. Deleted units never show. */
export async function findUnits(db: Db, scope: Scope, request: UnitsRequest) {
  const where = and(
    locationFilter(scope, { accountId: units.accountId, locationId: units.fleetLocationId }),
    isNull(units.deletedAt),
    ifAny(units.accountId, request.account_ids),
    ifAny(units.fleetLocationId, request.location_ids),
    keywordFilter(request.key_word, [units.unitNumber]),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: units.id,
        unit_number: units.unitNumber,
        account_id: units.accountId,
        fleet_location_id: units.fleetLocationId,
        fleet_location: fleetLocations.name,
        unit_type: unitTypes.name,
        vin: units.vin,
        license_plate: units.licensePlate,
      })
      .from(units)
      .innerJoin(fleetLocations, eq(fleetLocations.id, units.fleetLocationId))
      .innerJoin(unitTypes, eq(unitTypes.id, units.unitTypeId))
      .where(where)
      .orderBy(asc(units.unitNumber), asc(units.id))
      .limit(request.page_size)
      .offset(offsetOf(request)),
    db.select({ total: count() }).from(units).where(where),
  ]);
  return { units: rows, page_number: request.page_number, page_size: request.page_size, total_items: total };
}

/** Dealers (survey owners) the user may see, optionally in one country or state. */
export function listOwners(db: Db, scope: Scope, filter: { country?: string | null; state?: string | null }) {
  return db
    .select({ id: dealers.id, nonsig: dealers.nonsig, name: dealers.name, city: dealers.city, state: dealers.state })
    .from(dealers)
    .where(
      and(
        dealerFilter(scope, dealers.id),
        filter.country ? eq(dealers.country, filter.country.toUpperCase()) : undefined,
        filter.state ? eq(dealers.state, filter.state.toUpperCase()) : undefined,
      ),
    )
    .orderBy(asc(dealers.name), asc(dealers.id));
}

/**
 * Whether any user already carries this technician number. The check is portal-wide because
 * the number must be unique across dealers; the answer is a bare yes or no, naming no one.
 */
export async function technicianNumberExists(db: Db, technicianNumber: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.technicianNumber, technicianNumber)).limit(1);
  return rows.length > 0;
}
