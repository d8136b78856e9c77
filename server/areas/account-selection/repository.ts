import { and, asc, count, desc, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_SELECTION_MAX_SELECTED,
  ACCOUNT_SELECTION_ORDER,
  type SelectAccountsRequest,
  type SelectAccountsResponse,
} from '../../../contract/account-selection';
import type { Db } from '../../db/client';
import { accounts, fleetLocations, vocations } from '../../db/schema';
import { accountFilter, anyOf, locationFilter, type Scope } from '../../tenancy';
import { keywordFilter } from '../../db/keyword';
import { offsetOf } from '../../db/paging';

const locationInScope = (scope: Scope) => locationFilter(scope, { accountId: fleetLocations.accountId, locationId: fleetLocations.id });
const ifAny = <T>(values: readonly T[] | null | undefined) => (values && values.length > 0 ? values : null);

/**
 * The city and state an account row shows: those of its first location by code that the user
 * may see (an account has no address of its own; a national account has many yards).
 */
function firstLocations(db: Db, scope: Scope) {
  return db
    .selectDistinctOn([fleetLocations.accountId], { accountId: fleetLocations.accountId, city: fleetLocations.city, state: fleetLocations.state })
    .from(fleetLocations)
    .where(locationInScope(scope))
    .orderBy(fleetLocations.accountId, fleetLocations.code, fleetLocations.id)
    .as('first_location');
}

/** The table's filters; every one is scoped, so a filter never reveals an account outside the scope. */
function accountConditions(db: Db, scope: Scope, body: SelectAccountsRequest): SQL | undefined {
  const states = ifAny(body.states);
  const vocationIds = ifAny(body.vocation_ids);
  const types = ifAny(body.account_types);
  const names = ifAny(body.fleet_names);
  return and(
    accountFilter(scope, accounts.id),
    keywordFilter(body.key_word, [accounts.name, accounts.accountNumber]),
    body.country ? eq(accounts.country, body.country) : undefined,
    states
      ? inArray(
          accounts.id,
          db
            .select({ id: fleetLocations.accountId })
            .from(fleetLocations)
            .where(and(inArray(fleetLocations.state, states), body.country ? eq(fleetLocations.country, body.country) : undefined, locationInScope(scope))),
        )
      : undefined,
    vocationIds ? anyOf(accounts.vocationId, vocationIds) : undefined,
    types ? anyOf(accounts.accountType, types) : undefined,
    names ? inArray(accounts.name, names) : undefined,
  );
}

/** The ids among `ids` that exist and are in scope, in the order sent, without repeats. */
export async function accountsInScope(db: Db, scope: Scope, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db.select({ id: accounts.id }).from(accounts).where(and(anyOf(accounts.id, wanted), accountFilter(scope, accounts.id)));
  const found = new Set(rows.map((row) => row.id));
  return wanted.filter((id) => found.has(id));
}

/**
 * One page of the account selection table with the selection normalised: ids the user may
 * not see (or that do not exist) are dropped and flagged, select-all adds every matching
 * account. Rows with equal sort keys keep id order, so pages never overlap.
 */
export async function selectAccounts(db: Db, scope: Scope, body: SelectAccountsRequest): Promise<SelectAccountsResponse> {
  const where = accountConditions(db, scope, body);
  const location = firstLocations(db, scope);
  const orderColumns: Record<number, AnyColumn> = {
    0: accounts.name,
    [ACCOUNT_SELECTION_ORDER.name]: accounts.name,
    [ACCOUNT_SELECTION_ORDER.account_number]: accounts.accountNumber,
    [ACCOUNT_SELECTION_ORDER.account_type]: accounts.accountType,
    [ACCOUNT_SELECTION_ORDER.city]: location.city,
    [ACCOUNT_SELECTION_ORDER.state]: location.state,
    [ACCOUNT_SELECTION_ORDER.country]: accounts.country,
    [ACCOUNT_SELECTION_ORDER.vocation]: vocations.name,
  };
  const direction = body.is_sort_desc ? desc : asc;
  const table = () =>
    db
      .select({
        id: accounts.id,
        account_number: accounts.accountNumber,
        name: accounts.name,
        account_type: accounts.accountType,
        city: location.city,
        state: location.state,
        country: accounts.country,
        vocation: vocations.name,
      })
      .from(accounts)
      .leftJoin(location, eq(location.accountId, accounts.id))
      .leftJoin(vocations, eq(vocations.id, accounts.vocationId))
      .where(where)
      .orderBy(direction(orderColumns[body.order_by]), direction(accounts.id));

  const sent = [...new Set(body.selected_account_ids ?? [])];
  const verified = await accountsInScope(db, scope, sent);
  let selection = verified;
  let limited = false;
  if (body.is_select_all) {
    const matching = await table().limit(ACCOUNT_SELECTION_MAX_SELECTED + 1);
    const merged = [...new Set([...verified, ...matching.map((row) => row.id)])];
    limited = merged.length > ACCOUNT_SELECTION_MAX_SELECTED;
    selection = merged.slice(0, ACCOUNT_SELECTION_MAX_SELECTED);
  }
  const selected = new Set(selection);

  const [rows, [{ total }]] = await Promise.all([
    table().limit(body.page_size).offset(offsetOf(body)),
    db.select({ total: count() }).from(accounts).where(where),
  ]);
  return {
    accounts: rows.map((row) => ({ ...row, is_selected: selected.has(row.id) })),
    page_number: body.page_number,
    page_size: body.page_size,
    total_items: total,
    total_selected_items: selection.length,
    account_ids: selection,
    is_accounts_verification_failed: verified.length !== sent.length,
    verified_account: verified,
    is_selection_limited: limited,
  };
}
