import { and, eq, gte, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import { resolveDateRange, type DateRange } from '../../../contract/date-ranges';
import { LEASING_TYPE, LOCAL_BOOK_TYPE, type InspectionReportRequest } from '../../../contract/inspection-report';
import type { Db } from '../../db/client';
import { accounts, fleetLocations, reportSurveyCounts } from '../../db/schema';
import { NO_PAGE_PERMISSION } from '../../plugins/authenticate';
import { fieldError, HttpError } from '../../plugins/error-handler';
import { accountFilter, anyOf, assertLocationsInScope, type Scope } from '../../tenancy';
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
  /**
   * Live surveys in scope matching the request: a condition on report_survey_counts (which
   * copies the survey's date, removal, account, location, dealer and surveyor, migration 0031)
   * joined to accounts and fleet_locations.
   */
  where: SQL;
  range: DateRange;
  /** Whether `where` reads the survey's account or location: the list joins them only then. */
  reads: { accounts: boolean; locations: boolean };
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
  // Built apart, so the list knows which joins its condition needs from the condition itself.
  const onAccount = [kinds ? inArray(accounts.accountType, kinds) : undefined, body.include_local_books ? undefined : ne(accounts.accountType, LOCAL_BOOK_TYPE)].filter((part) => part !== undefined);
  const onLocation = [body.country ? eq(fleetLocations.country, body.country) : undefined, states ? inArray(fleetLocations.state, states) : undefined].filter((part) => part !== undefined);
  const sc = reportSurveyCounts;
  const where = and(
    inspectionSurveyScope(scope, sc),
    isNull(sc.deletedAt),
    gte(sc.surveyDate, range.from),
    lt(sc.surveyDate, range.to),
    ...onAccount,
    leasings ? anyOf(sc.accountId, leasings) : undefined,
    ...onLocation,
    locations ? anyOf(sc.fleetLocationId, locations) : undefined,
    byUsers ? anyOf(sc.surveyByUserId, byUsers) : undefined,
  ) as SQL;
  const reads = { accounts: onAccount.length > 0, locations: onLocation.length > 0 };
  return { where, range, reads };
}
