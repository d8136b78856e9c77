import { and, asc, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AddLocationRequest, SelectLocationsRequest, SurveyLocationRow } from '../../../../contract/fleet-survey/locations';
import { ACCOUNT_TYPE } from '../../../../contract/common-lookups';
import type { Db } from '../../../db/client';
import { accounts, countries, fleetLocations, states, surveys } from '../../../db/schema';
import { HttpError } from '../../../plugins/error-handler';
import { locationFilter, surveyFilter, type Scope } from '../../../tenancy';
import { keywordFilter } from '../../../db/keyword';
import { offsetOf } from '../../../db/paging';
import { LOCATION_ORDER_COLUMNS, LOCATION_WITH_ACCOUNT } from '../../../lookups/location-repository';
import { isUniqueViolation } from '../survey-access';
import { isoOrNull } from '../units/unit-columns';

const inScope = (scope: Scope) => locationFilter(scope, { accountId: fleetLocations.accountId, locationId: fleetLocations.id });

/** The latest survey at the location the user may see (a dealer: its own). */
function lastSurveyAt(scope: Scope): SQL<Date | null> {
  return sql`(select max(${surveys.surveyDate}) from ${surveys} where ${surveys.fleetLocationId} = ${fleetLocations.id}
    and ${surveys.deletedAt} is null and ${surveyFilter(scope, surveys) ?? sql`true`})`.mapWith(surveys.surveyDate) as SQL<Date | null>;
}

function selectRows(db: Db, scope: Scope) {
  return db
    .select({
      id: fleetLocations.id,
      code: fleetLocations.code,
      name: fleetLocations.name,
      address: fleetLocations.address,
      city: fleetLocations.city,
      state: fleetLocations.state,
      account_id: fleetLocations.accountId,
      account_name: accounts.name,
      lastSurvey: lastSurveyAt(scope),
    })
    .from(fleetLocations)
    .innerJoin(accounts, eq(accounts.id, fleetLocations.accountId));
}

const toRow = ({ lastSurvey, ...row }: { lastSurvey: Date | null } & Omit<SurveyLocationRow, 'last_survey_date'>): SurveyLocationRow => ({
  ...row,
  last_survey_date: isoOrNull(lastSurvey),
});

const keywordColumns = [fleetLocations.code, fleetLocations.name, fleetLocations.address, fleetLocations.city, fleetLocations.state, accounts.name];

function orderColumns(scope: Scope): Record<number, AnyColumn | SQL> {
  return {
    ...LOCATION_ORDER_COLUMNS,
    6: accounts.name,
    7: lastSurveyAt(scope),
  };
}

/** select_locations: one page of the locations the user may survey; ties keep id order. */
export async function selectLocations(db: Db, scope: Scope, request: SelectLocationsRequest) {
  const where = and(
    inScope(scope),
    request.account_id ? eq(fleetLocations.accountId, request.account_id) : undefined,
    keywordFilter(request.key_word, keywordColumns),
  );
  const direction = request.is_sort_desc ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    selectRows(db, scope)
      .where(where)
      .orderBy(direction(orderColumns(scope)[request.order_by]), direction(fleetLocations.id))
      .limit(request.page_size)
      .offset(offsetOf(request)),
    db.select({ total: count() }).from(fleetLocations).innerJoin(accounts, eq(accounts.id, fleetLocations.accountId)).where(where),
  ]);
  return { accounts: rows.map(toRow), page_number: request.page_number, page_size: request.page_size, total_items: total };
}

/** select_preff_locations: locations of the preferred fleet accounts in scope. */
export async function preferredLocations(db: Db, scope: Scope, keyword: string) {
  const rows = await selectRows(db, scope)
    .where(and(inScope(scope), eq(accounts.accountType, ACCOUNT_TYPE.preferredFleet), keywordFilter(keyword, keywordColumns)))
    .orderBy(asc(accounts.name), asc(fleetLocations.code), asc(fleetLocations.id));
  return { locations: rows.map(toRow) };
}

/** get_location: one location in scope with its account; null when the user may not see it. */
export async function findLocation(db: Db, scope: Scope, id: number) {
  const [row] = await db
    .select({ ...LOCATION_WITH_ACCOUNT, lastSurvey: lastSurveyAt(scope) })
    .from(fleetLocations)
    .innerJoin(accounts, eq(accounts.id, fleetLocations.accountId))
    .where(and(eq(fleetLocations.id, id), inScope(scope)));
  if (!row) return null;
  const { lastSurvey, ...rest } = row;
  return { ...rest, last_survey_date: isoOrNull(lastSurvey) };
}

/** A business error of add_location, answered as the spec's operation status. */
export function operationError(status: number, description: string, field?: string): HttpError {
  return new HttpError(status, description, field ? [{ field: `body.${field}`, message: description }] : undefined, { description, isError: true });
}

export const LOCATION_CODE_TAKEN = 'A location with this code already exists';
export const NARROWED_CUSTOMER = 'You can add locations only to accounts whose every location you can see';

/**
 * add_location. A customer narrowed to some locations of the account may not add one: it
 * would create a location outside what the customer can see. Without a code, the next free
 * "<account number>-L<n>" is taken.
 */
export async function addLocation(db: Db, scope: Scope, body: AddLocationRequest): Promise<SurveyLocationRow> {
  if (scope.kind === 'customer' && !scope.openAccountIds.includes(body.account_id)) throw new HttpError(403, NARROWED_CUSTOMER);
  const [account] = await db.select({ number: accounts.accountNumber, name: accounts.name }).from(accounts).where(eq(accounts.id, body.account_id));
  if (!account) throw operationError(404, 'Account not found');
  const country = body.country.toUpperCase();
  if ((await db.select({ code: countries.code }).from(countries).where(eq(countries.code, country))).length === 0) {
    throw operationError(400, 'Unknown country', 'country');
  }
  const stateCode = body.state.trim().toUpperCase();
  const known = await db.select({ code: states.code }).from(states).where(eq(states.countryCode, country));
  if (known.length > 0 && !known.some((s) => s.code === stateCode)) throw operationError(400, 'Unknown state or province for this country', 'state');

  const codeTaken = async (code: string) => (await db.select({ id: fleetLocations.id }).from(fleetLocations).where(eq(fleetLocations.code, code))).length > 0;
  let code = body.code?.trim();
  if (code) {
    if (await codeTaken(code)) throw operationError(409, LOCATION_CODE_TAKEN);
  } else {
    const [{ n }] = await db.select({ n: count() }).from(fleetLocations).where(eq(fleetLocations.accountId, body.account_id));
    let next = n + 1;
    while (await codeTaken(`${account.number}-L${next}`)) next++;
    code = `${account.number}-L${next}`;
  }
  try {
    const [row] = await db
      .insert(fleetLocations)
      .values({
        accountId: body.account_id,
        code,
        name: body.name.trim(),
        address: body.address.trim(),
        city: body.city.trim(),
        state: stateCode,
        zip: body.zip.trim(),
        country,
        phone: body.phone?.trim() || null,
      })
      .returning({ id: fleetLocations.id });
    return { id: row.id, code, name: body.name.trim(), address: body.address.trim(), city: body.city.trim(), state: stateCode, account_id: body.account_id, account_name: account.name, last_survey_date: null };
  } catch (error) {
    if (isUniqueViolation(error)) throw operationError(409, LOCATION_CODE_TAKEN);
    throw error;
  }
}
