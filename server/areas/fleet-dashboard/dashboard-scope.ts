/**
 * What a dashboard request may read: the account (in the user's scope, of the kind its fleet
 * key names), its locations (the user's visible ones, narrowed by regions, groups and the
 * Locations selection), the Nonsigs selection's dealers, and the date range.
 */
import { sql } from 'drizzle-orm';
import { DATE_ORDER_MESSAGE, resolveDateRange } from '../../../contract/date-ranges';
import { FLEET_KEY_ACCOUNT_TYPE, type BaseParameters, type TabParameters } from '../../../contract/fleet-dashboard';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { NO_PAGE_PERMISSION } from '../../plugins/authenticate';
import { fieldError, HttpError } from '../../plugins/error-handler';
import { anyOf, canSeeAccount, locationFilter, type Scope } from '../../tenancy';
import { textList } from './aggregate-query';

export interface DashboardAccount {
  id: number;
  name: string;
  accountType: number;
  currencySymbol: string;
}

/** The longest range a report reads: three years of months. */
const MAX_RANGE_DAYS = 3 * 366;

/** 403 for an account that does not exist or is not the user's, as for every foreign id. */
export async function requireDashboardAccount(db: Db, scope: Scope, account: BaseParameters['account'], field = 'account'): Promise<DashboardAccount> {
  if (!canSeeAccount(scope, account.id)) throw new HttpError(403, NO_PAGE_PERMISSION);
  const [row] = await queryRows<{ id: number; name: string; account_type: number; currency_symbol: string }>(
    db,
    sql`select id, name, account_type, currency_symbol from accounts where id = ${account.id}`,
  );
  if (!row) throw new HttpError(403, NO_PAGE_PERMISSION);
  if (Number(row.account_type) !== FLEET_KEY_ACCOUNT_TYPE[account.fleet_key]) {
    throw fieldError(`${field}.fleet_key`, `The account is not a ${account.fleet_key.replaceAll('_', ' ')}`);
  }
  return { id: Number(row.id), name: row.name, accountType: Number(row.account_type), currencySymbol: row.currency_symbol };
}

/** The account's locations the user sees; null when that is all of them. */
export async function visibleLocationIds(db: Db, scope: Scope, accountId: number): Promise<number[] | null> {
  if (scope.kind !== 'customer' || scope.openAccountIds.includes(accountId)) return null;
  const filter = locationFilter(scope, { accountId: sql.raw('fl.account_id') as never, locationId: sql.raw('fl.id') as never });
  const rows = await queryRows<{ id: number }>(db, sql`select fl.id from fleet_locations fl where fl.account_id = ${accountId} and ${filter ?? sql`true`}`);
  return rows.map((row) => Number(row.id));
}

type Regions = BaseParameters['regions'];
export const isRestricted = (regions: Regions) => regions.some((region) => region.type !== 'all');

/** Locations of the account in the chosen regions (by code) and groups (by id). */
export async function locationsInRegions(db: Db, accountId: number, regions: Regions): Promise<number[]> {
  const codes = regions.filter((region) => region.type === 'region').map((region) => region.code);
  const groups = regions.filter((region) => region.type === 'group').map((region) => Number(region.code)).filter(Number.isSafeInteger);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select fl.id from fleet_locations fl
      left join location_regions lr on lr.id = fl.region_id
      where fl.account_id = ${accountId}
        and (lr.code = any(${textList(codes)}) or ${anyOf(sql`fl.group_id`, groups)})`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * The location ids a report reads, null for every location of the account. Regions restricted
 * (spec 2 §5): the all-locations flag is ignored and the sent locations are used, else the
 * regions' locations. A sent location outside the account or the user's scope is a 403.
 */
export async function reportLocationIds(db: Db, scope: Scope, accountId: number, tab: TabParameters, regions: Regions): Promise<number[] | null> {
  const visible = await visibleLocationIds(db, scope, accountId);
  const restricted = isRestricted(regions);
  if (!restricted && tab.is_all_locations) return visible;
  const sent = [...new Set([...tab.locations, ...tab.customer_locations])];
  if (sent.length === 0) {
    const inRegions = restricted ? await locationsInRegions(db, accountId, regions) : [];
    return visible ? inRegions.filter((id) => visible.includes(id)) : inRegions;
  }
  const rows = await queryRows<{ id: number }>(db, sql`select id from fleet_locations where account_id = ${accountId} and ${anyOf(sql`id`, sent)}`);
  if (rows.length !== sent.length || (visible && sent.some((id) => !visible.includes(id)))) throw new HttpError(403, NO_PAGE_PERMISSION);
  return sent;
}

/** Dealers of the Nonsigs selection; null when all are chosen. */
export async function selectedDealerIds(db: Db, tab: TabParameters): Promise<number[] | null> {
  if (tab.is_all_nonsigs || tab.nonsigs.length === 0) return null;
  const rows = await queryRows<{ id: number }>(db, sql`select id from dealers where nonsig = any(${textList(tab.nonsigs)})`);
  return rows.map((row) => Number(row.id));
}

/** The range of the base parameters as of the user's today; a 400 naming the date field otherwise. */
export function reportRange(base: BaseParameters, today: Date): { from: Date; to: Date } {
  if (base.date_type === 'custom') {
    if (!base.date_from) throw fieldError('base_parameters.date_from', 'Date is required');
    if (!base.date_to) throw fieldError('base_parameters.date_to', 'Date is required');
  }
  const range = resolveDateRange(base.date_type, today, { date_from: base.date_from, date_to: base.date_to });
  if (!range) throw fieldError('base_parameters.date_to', DATE_ORDER_MESSAGE);
  if ((range.to.getTime() - range.from.getTime()) / 86_400_000 > MAX_RANGE_DAYS) throw fieldError('base_parameters.date_to', 'The range is longer than three years');
  return range;
}
