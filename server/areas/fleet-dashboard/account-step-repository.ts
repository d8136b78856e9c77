/** Step 1 of the wizard: the account lists, the account's regions and groups, locations and nonsigs. */
import { sql, type SQL } from 'drizzle-orm';
import { FLEET_KEY_ACCOUNT_TYPE, FLEET_KEYS, type AccountsResponse, type LocationsRequest, type NonsigsRequest } from '../../../contract/fleet-dashboard';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { anyOf, scopedAccountIds, type Scope } from '../../tenancy';
import { isRestricted, locationsInRegions, visibleLocationIds } from './dashboard-scope';

const LIST_OF_KEY = { us_national_account: 'us_national_accounts', canadian_common_owner: 'canadian_common_owners', canadian_nonsig: 'canadian_nonsigs' } as const;

export async function dashboardAccounts(db: Db, scope: Scope): Promise<AccountsResponse> {
  const ids = scopedAccountIds(scope);
  const rows = await queryRows<{ id: number; account_number: string; name: string; account_type: number }>(
    db,
    sql`select id, account_number, name, account_type from accounts
      where account_type = any(${`{${Object.values(FLEET_KEY_ACCOUNT_TYPE).join(',')}}`}::int[]) and ${ids ? anyOf(sql`id`, ids) : sql`true`}
      order by name, id`,
  );
  const lists: AccountsResponse = { us_national_accounts: [], canadian_common_owners: [], canadian_nonsigs: [] };
  for (const row of rows) {
    const key = FLEET_KEYS.find((fleetKey) => FLEET_KEY_ACCOUNT_TYPE[fleetKey] === Number(row.account_type))!;
    lists[LIST_OF_KEY[key]].push({ id: Number(row.id), account_number: row.account_number, name: row.name, fleet_key: key });
  }
  return lists;
}

const visibleCondition = (visible: number[] | null): SQL => (visible ? anyOf(sql`fl.id`, visible) : sql`true`);

export async function locationGroups(db: Db, scope: Scope, accountId: number) {
  const visible = await visibleLocationIds(db, scope, accountId);
  const rows = await queryRows<{ id: number; name: string; locations: number }>(
    db,
    sql`select g.id, g.name, count(fl.id)::int as locations from location_groups g
      join fleet_locations fl on fl.group_id = g.id and ${visibleCondition(visible)}
      where g.account_id = ${accountId} group by g.id, g.name order by g.name, g.id`,
  );
  return { groups: rows.map((row) => ({ id: Number(row.id), name: row.name, locations: Number(row.locations) })) };
}

export async function locationRegions(db: Db, scope: Scope, accountId: number) {
  const visible = await visibleLocationIds(db, scope, accountId);
  const rows = await queryRows<{ id: number; code: string; description: string; locations: number }>(
    db,
    sql`select r.id, r.code, r.description, count(fl.id)::int as locations from location_regions r
      join fleet_locations fl on fl.region_id = r.id and ${visibleCondition(visible)}
      where r.account_id = ${accountId} group by r.id, r.code, r.description order by r.description, r.id`,
  );
  return { regions: rows.map((row) => ({ id: Number(row.id), code: row.code, description: row.description, locations: Number(row.locations) })) };
}

const LOCATION_ORDER: Record<number, string> = { 0: 'code', 1: 'code', 2: 'name', 3: 'address', 4: 'city', 5: 'state' };
const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Paged<T> {
  rows: T[];
  total: number;
}

async function paged<T extends Record<string, unknown>>(db: Db, from: SQL, columns: SQL, order: string, request: { page_number: number; page_size: number; is_sort_desc: boolean }): Promise<Paged<T>> {
  const direction = request.is_sort_desc ? 'desc' : 'asc';
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from}`);
  const rows = await queryRows<T>(
    db,
    sql`select ${columns} ${from} order by ${sql.raw(`${order} ${direction}, id ${direction}`)} limit ${request.page_size} offset ${(request.page_number - 1) * request.page_size}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export async function dashboardLocations(db: Db, scope: Scope, accountId: number, request: LocationsRequest) {
  const visible = await visibleLocationIds(db, scope, accountId);
  const inRegions = isRestricted(request.regions) ? await locationsInRegions(db, accountId, request.regions) : null;
  const keyword = request.key_word.trim();
  const from = sql`from fleet_locations fl where fl.account_id = ${accountId} and ${visibleCondition(visible)} and ${inRegions ? anyOf(sql`fl.id`, inRegions) : sql`true`}
    and ${keyword ? sql`(fl.code ilike ${like(keyword)} or fl.name ilike ${like(keyword)} or fl.city ilike ${like(keyword)} or fl.state ilike ${like(keyword)})` : sql`true`}`;
  const page = await paged<{ id: number; code: string; name: string; address: string; city: string; state: string }>(
    db,
    from,
    sql`fl.id, fl.code, fl.name, fl.address, fl.city, fl.state`,
    LOCATION_ORDER[request.order_by] ?? 'code',
    request,
  );
  return { page_number: request.page_number, page_size: request.page_size, total_items: page.total, locations: page.rows.map((row) => ({ ...row, id: Number(row.id) })) };
}

const NONSIG_ORDER: Record<number, string> = { 0: 'nonsig', 1: 'nonsig', 2: 'name', 3: 'city', 4: 'state' };

/** Dealers serving the account, and any that serviced or retreaded for it. */
export async function dashboardNonsigs(db: Db, accountId: number, request: NonsigsRequest) {
  const keyword = request.key_word.trim();
  const from = sql`from dealers d where (d.id in (select dealer_id from dealer_accounts where account_id = ${accountId})
      or d.id in (select dealer_id from service_calls where account_id = ${accountId})
      or d.id in (select retreader_id from retread_orders where account_id = ${accountId}))
    and ${keyword ? sql`(d.nonsig ilike ${like(keyword)} or d.name ilike ${like(keyword)} or d.city ilike ${like(keyword)})` : sql`true`}`;
  const page = await paged<{ id: number; nonsig: string; name: string; city: string; state: string }>(
    db,
    from,
    sql`d.id, d.nonsig, d.name, d.city, d.state`,
    NONSIG_ORDER[request.order_by] ?? 'nonsig',
    request,
  );
  return { page_number: request.page_number, page_size: request.page_size, total_items: page.total, nonsigs: page.rows.map((row) => ({ ...row, id: Number(row.id) })) };
}
