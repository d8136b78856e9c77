import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { ReportRequest } from '../../../contract/checkpoint';
import { describeDateRange, resolveDateRange, type DateRange } from '../../../contract/date-ranges';
import type { Db } from '../../db/client';
import { accounts, checkpointCrossings, checkpointReaders, fleetLocations, reportCrossingCounts } from '../../db/schema';
import { anyOf, assertAccountsInScope, assertLocationsInScope, canSeeLocation, locationFilter, type Scope } from '../../tenancy';
import { NO_PAGE_PERMISSION } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { fieldError } from '../../plugins/error-handler';
import { exportI18n } from '../../exports/export-i18n';

/** Crossings the user may see: the location rule, as crossings sit at a fleet location. */
export function crossingScope(scope: Scope): SQL | undefined {
  return locationFilter(scope, { accountId: checkpointCrossings.accountId, locationId: checkpointCrossings.fleetLocationId });
}

export interface ReportAccount {
  id: number;
  name: string;
  accountNumber: string;
  accountType: number;
}

/**
 * The account a request names, if the user may see it: one outside the scope is refused (403)
 * as everywhere in the portal; for staff, who see every account, an unknown id is a bad field.
 * account_kind, when sent, must be the account's type.
 */
export async function requireAccount(db: Db, scope: Scope, accountId: number, accountKind: number | null | undefined): Promise<ReportAccount> {
  assertAccountsInScope(scope, [accountId]);
  const [account] = await db
    .select({ id: accounts.id, name: accounts.name, accountNumber: accounts.accountNumber, accountType: accounts.accountType })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw fieldError('account_id', 'Unknown account');
  if (accountKind !== null && accountKind !== undefined && account.accountType !== accountKind) {
    throw fieldError('account_kind', 'The account is not of this kind');
  }
  return account;
}

export interface CrossingFilter {
  account: ReportAccount;
  /** null: every location of the account in scope. */
  locations: { id: number; code: string; name: string }[] | null;
  readers: { id: number; name: string; locationName: string }[] | null;
  range: DateRange;
  /** The condition on report_crossing_counts (the crossings' counts), tenancy included. */
  where: SQL;
}

const nonEmpty = (ids: readonly number[] | null | undefined): number[] | null => (ids && ids.length > 0 ? [...new Set(ids)] : null);

/**
 * The crossings a report request selects. Locations and readers outside the scope are refused
 * (403); ones of another account the user may see are a bad field (400). The condition is on
 * report_crossing_counts, which carries the crossing's account, location, reader and time, and
 * reads crossed_at through its (account_id, crossed_at) or (fleet_location_id, crossed_at) index.
 */
export async function resolveCrossingFilter(db: Db, scope: Scope, body: ReportRequest, today: Date): Promise<CrossingFilter> {
  const account = await requireAccount(db, scope, body.account_id, body.account_kind);
  const locationIds = nonEmpty(body.location_ids);
  const readerIds = nonEmpty(body.reader_ids);

  let locations: CrossingFilter['locations'] = null;
  if (locationIds) {
    await assertLocationsInScope(db, scope, locationIds);
    const rows = await db
      .select({ id: fleetLocations.id, code: fleetLocations.code, name: fleetLocations.name, accountId: fleetLocations.accountId })
      .from(fleetLocations)
      .where(anyOf(fleetLocations.id, locationIds))
      .orderBy(asc(fleetLocations.code), asc(fleetLocations.id));
    if (rows.some((row) => row.accountId !== account.id)) throw fieldError('location_ids', 'A location is not of the account');
    locations = rows.map(({ id, code, name }) => ({ id, code, name }));
  }

  let readers: CrossingFilter['readers'] = null;
  if (readerIds) {
    const rows = await db
      .select({ id: checkpointReaders.id, name: checkpointReaders.name, locationId: fleetLocations.id, accountId: fleetLocations.accountId, locationName: fleetLocations.name })
      .from(checkpointReaders)
      .innerJoin(fleetLocations, eq(fleetLocations.id, checkpointReaders.fleetLocationId))
      .where(anyOf(checkpointReaders.id, readerIds))
      .orderBy(asc(fleetLocations.name), asc(checkpointReaders.name), asc(checkpointReaders.id));
    if (rows.length !== readerIds.length || !rows.every((row) => canSeeLocation(scope, { id: row.locationId, accountId: row.accountId }))) {
      throw new HttpError(403, NO_PAGE_PERMISSION);
    }
    if (rows.some((row) => row.accountId !== account.id)) throw fieldError('reader_ids', 'A reader is not at a location of the account');
    readers = rows.map(({ id, name, locationName }) => ({ id, name, locationName }));
  }

  const range = resolveDateRange(body.date_range_type, today, body);
  // The schema has checked custom dates; this only guards a caller that skipped it.
  if (!range) throw fieldError('date_from', 'Please enter date in the correct format');

  const cc = reportCrossingCounts;
  const where = and(
    eq(cc.accountId, account.id),
    locationFilter(scope, { accountId: cc.accountId, locationId: cc.fleetLocationId }),
    locationIds ? anyOf(cc.fleetLocationId, locationIds) : undefined,
    readerIds ? anyOf(cc.readerId, readerIds) : undefined,
    gte(cc.crossedAt, range.from),
    lt(cc.crossedAt, range.to),
  ) as SQL;
  return { account, locations, readers, range, where };
}

/** The filter lines of the report files. */
export function describeFilter(filter: CrossingFilter, reportTypeText: string, language: string) {
  return [
    { label: /*i18n*/ 'Account', value: `${filter.account.name} (${filter.account.accountNumber})` },
    {
      label: /*i18n*/ 'Locations',
      value: filter.locations ? filter.locations.map((l) => `${l.code} ${l.name}`).join(', ') : exportI18n(language)._(/*i18n*/ 'All locations'),
    },
    ...(filter.readers ? [{ label: /*i18n*/ 'Readers', value: filter.readers.map((r) => `${r.locationName} · ${r.name}`).join(', ') }] : []),
    { label: /*i18n*/ 'Report type', value: reportTypeText },
    { label: /*i18n*/ 'Dates', value: describeDateRange(filter.range, language) },
  ];
}
