import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { UnitHistoryAccounts, UnitNumbersRequest } from '../../../contract/unit-history';
import type { Db } from '../../db/client';
import { accounts, commonOwners, fleetLocations, units, unitTypes } from '../../db/schema';
import { NO_PAGE_PERMISSION } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { accountFilter, anyOf, assertAccountsInScope, locationFilter, type Scope } from '../../tenancy';
import { keywordFilter } from '../../db/keyword';

const unitScope = (scope: Scope) => locationFilter(scope, { accountId: units.accountId, locationId: units.fleetLocationId });

/**
 * The user's accounts as the screen's three lists. Canada's fleets are chosen by common owner
 * and then by account (their "nonsig"), every other account directly.
 */
export async function accountLists(db: Db, scope: Scope): Promise<UnitHistoryAccounts> {
  const rows = await db
    .select({
      id: accounts.id,
      number: accounts.accountNumber,
      name: accounts.name,
      country: accounts.country,
      ownerId: accounts.commonOwnerId,
      ownerName: commonOwners.name,
      ownerCode: commonOwners.code,
    })
    .from(accounts)
    .leftJoin(commonOwners, eq(commonOwners.id, accounts.commonOwnerId))
    .where(accountFilter(scope, accounts.id))
    .orderBy(asc(accounts.name), asc(accounts.id));
  const owners = new Map<number, string>();
  const lists: UnitHistoryAccounts = { us_national_accounts: [], canadian_common_owners: [], canadian_nonsigs: [] };
  for (const row of rows) {
    if (row.country !== 'CA') {
      lists.us_national_accounts.push({ value: row.id, text: `${row.name} (${row.number})` });
      continue;
    }
    lists.canadian_nonsigs.push({ value: row.id, text: `${row.number} ${row.name}`, common_owner_id: row.ownerId });
    if (row.ownerId !== null && row.ownerName !== null) owners.set(row.ownerId, `${row.ownerName} (${row.ownerCode})`);
  }
  lists.canadian_common_owners = [...owners].map(([value, text]) => ({ value, text })).sort((a, b) => a.text.localeCompare(b.text));
  return lists;
}

/** One page of the chosen accounts' live units whose number holds the keyword, by number. */
export async function unitNumbers(db: Db, scope: Scope, request: Required<UnitNumbersRequest>) {
  assertAccountsInScope(scope, request.account_ids);
  const where = and(anyOf(units.accountId, request.account_ids), isNull(units.deletedAt), unitScope(scope), keywordFilter(request.key_word, [units.unitNumber]));
  const offset = (request.page_number - 1) * request.page_size;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        unit_id: units.id,
        unit_number: units.unitNumber,
        account_id: units.accountId,
        account_name: accounts.name,
        location_name: fleetLocations.name,
        unit_type: unitTypes.name,
      })
      .from(units)
      .innerJoin(accounts, eq(accounts.id, units.accountId))
      .innerJoin(fleetLocations, eq(fleetLocations.id, units.fleetLocationId))
      .innerJoin(unitTypes, eq(unitTypes.id, units.unitTypeId))
      .where(where)
      .orderBy(asc(units.unitNumber), asc(units.id))
      .limit(request.page_size)
      .offset(offset),
    db.select({ n: count() }).from(units).where(where),
  ]);
  return { unit_numbers: rows, page_number: request.page_number, page_size: request.page_size, total_items: Number(total?.n ?? 0) };
}

export interface ChosenUnit {
  id: number;
  unitNumber: string;
  accountName: string;
}

/**
 * The chosen units (every unit of the accounts for null), by number, after checking them:
 * every account in the user's scope and every unit a live one of those accounts that the user
 * sees; anything else is refused (403), or with `strict` false left out (a background job
 * reading with the access the user has now).
 */
export async function chosenUnits(db: Db, scope: Scope, accountIds: readonly number[], unitIds: readonly number[] | null, strict = true): Promise<ChosenUnit[]> {
  assertAccountsInScope(scope, accountIds);
  const wanted = unitIds ? [...new Set(unitIds)] : null;
  const rows = await db
    .select({ id: units.id, unitNumber: units.unitNumber, accountName: accounts.name })
    .from(units)
    .innerJoin(accounts, eq(accounts.id, units.accountId))
    .where(and(anyOf(units.accountId, accountIds), isNull(units.deletedAt), unitScope(scope), wanted ? anyOf(units.id, wanted) : undefined))
    .orderBy(asc(units.unitNumber), asc(units.id));
  if (strict && wanted && rows.length !== wanted.length) throw new HttpError(403, NO_PAGE_PERMISSION);
  return rows;
}
