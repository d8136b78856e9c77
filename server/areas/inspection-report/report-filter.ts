import { and, eq, sql, gte, inArray, isNull, lt, ne, type AnyColumn, type SQL } from 'drizzle-orm';
import { resolveDateRange, type DateRange } from '../../../contract/date-ranges';
import { LEASING_TYPE, LOCAL_BOOK_TYPE, type InspectionReportRequest } from '../../../contract/inspection-report';
import type { Db } from '../../db/client';
import { accounts, fleetLocations, reportUnitVisits, surveys } from '../../db/schema';
import { NO_PAGE_PERMISSION } from '../../plugins/authenticate';
import { fieldError, HttpError } from '../../plugins/error-handler';
import { accountFilter, anyOf, assertLocationsInScope, locationFilter, type Scope } from '../../tenancy';
import { inspectionSurveyScope } from './survey-scope';

const some = <T>(list: readonly T[] | null | undefined): T[] | null => (list && list.length > 0 ? [...new Set(list)] : null);

/** Refuses (403) leasing ids that are not leasing accounts of the user's fleets. */
async function assertLeasingsInScope(db: Db, scope: Scope, ids: number[] | null): Promise<void> {
  if (!ids) return;
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(anyOf(accounts.id, ids), eq(accounts.accountType, LEASING_TYPE), accountFilter(scope, accounts.id)));
  if (rows.length !== ids.length) throw new HttpError(403, NO_PAGE_PERMISSION);
}

export interface InspectionFilter {
  /** Live surveys in scope matching the request; a condition on surveys joined to accounts and fleet_locations. */
  where: SQL;
  range: DateRange;
  /**
   * When no surveyor or dealer narrows the surveys, the same places as a condition on
   * report_unit_visits joined to accounts and fleet_locations, and the condition on surveys (so
   * joined) that finds a matching survey dated on or after the range's end: without one, the
   * visits answer which units the range inspected (server/reporting/unit-visits.ts).
   */
  visits: VisitsFilter | null;
}

export interface VisitsFilter {
  /** report_unit_visits, joined to accounts and fleet_locations only when a condition reads them. */
  from: SQL;
  where: SQL;
  laterSurveys: SQL;
}

interface PlaceColumns {
  accountId: AnyColumn;
  locationId: AnyColumn;
}

/**
 * The surveys a report request selects. Account kinds, leasings and local books are the
 * survey's account's; country and states its location's. Dates are survey days (UTC).
 */
export async function resolveInspectionFilter(db: Db, scope: Scope, body: InspectionReportRequest, today: Date): Promise<InspectionFilter> {
  const leasings = some(body.leasing_ids);
  const locations = some(body.location_ids);
  await assertLeasingsInScope(db, scope, leasings);
  if (locations) await assertLocationsInScope(db, scope, locations);
  const range = resolveDateRange(body.date_range_type, today, body);
  if (!range) throw fieldError('date_from', 'Please enter date in the correct format');
  const kinds = some(body.account_types);
  const states = some(body.states);
  const byUsers = some(body.survey_by_user_ids);
  const places = (columns: PlaceColumns) =>
    and(
      kinds ? inArray(accounts.accountType, kinds) : undefined,
      body.include_local_books ? undefined : ne(accounts.accountType, LOCAL_BOOK_TYPE),
      leasings ? anyOf(columns.accountId, leasings) : undefined,
      body.country ? eq(fleetLocations.country, body.country) : undefined,
      states ? inArray(fleetLocations.state, states) : undefined,
      locations ? anyOf(columns.locationId, locations) : undefined,
    );
  const ofSurveys = places({ accountId: surveys.accountId, locationId: surveys.fleetLocationId });
  const where = and(
    inspectionSurveyScope(scope),
    isNull(surveys.deletedAt),
    gte(surveys.surveyDate, range.from),
    lt(surveys.surveyDate, range.to),
    ofSurveys,
    byUsers ? anyOf(surveys.surveyByUserId, byUsers) : undefined,
  ) as SQL;
  const byAccount = Boolean(kinds) || !body.include_local_books;
  const byLocation = Boolean(body.country) || Boolean(states);
  // A dealer sees the surveys it made, a survey-level condition the visits do not keep.
  const visits: VisitsFilter | null =
    scope.kind === 'dealer' || byUsers
      ? null
      : {
          from: sql.join([
            sql`${reportUnitVisits}`,
            byAccount ? sql`join ${accounts} on ${accounts.id} = ${reportUnitVisits.accountId}` : sql``,
            byLocation ? sql`join ${fleetLocations} on ${fleetLocations.id} = ${reportUnitVisits.fleetLocationId}` : sql``,
          ], sql` `),
          where: and(
            sql`true`,
            locationFilter(scope, { accountId: reportUnitVisits.accountId, locationId: reportUnitVisits.fleetLocationId }),
            places({ accountId: reportUnitVisits.accountId, locationId: reportUnitVisits.fleetLocationId }),
          ) as SQL,
          laterSurveys: and(inspectionSurveyScope(scope), isNull(surveys.deletedAt), gte(surveys.surveyDate, range.to), ofSurveys) as SQL,
        };
  return { where, range, visits };
}
