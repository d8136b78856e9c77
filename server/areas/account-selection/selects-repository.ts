import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AccountSelects } from '../../../contract/account-selection';
import { ACCOUNT_TYPE, STATE_COUNTRIES } from '../../../contract/common-lookups';
import type { Db } from '../../db/client';
import { accounts, countries, dealers, states } from '../../db/schema';
import { accountFilter, anyOf, dealerFilter, type Scope } from '../../tenancy';
import { accountTypesInScope, CANADIAN_TYPES } from '../../lookups/account-repository';
import { listUnitTypes, listVocations } from '../../lookups/reference-repository';

export async function countriesInScope(db: Db, scope: Scope) {
  return db
    .selectDistinct({ code: countries.code, name: countries.name })
    .from(accounts)
    .innerJoin(countries, eq(countries.code, accounts.country))
    .where(accountFilter(scope, accounts.id))
    .orderBy(asc(countries.name), asc(countries.code));
}

async function accountNames(db: Db, scope: Scope, types: readonly number[], globalOnly: boolean): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: accounts.name })
    .from(accounts)
    .where(and(accountFilter(scope, accounts.id), anyOf(accounts.accountType, types), globalOnly ? eq(accounts.isGlobal, true) : undefined))
    .orderBy(asc(accounts.name));
  return rows.map((row) => row.name);
}

export async function statesByCountry(db: Db): Promise<AccountSelects['states']> {
  const rows = await db
    .select({ country: states.countryCode, code: states.code, name: states.name })
    .from(states)
    .where(inArray(states.countryCode, [...STATE_COUNTRIES]))
    .orderBy(asc(states.name), asc(states.code));
  const grouped: AccountSelects['states'] = { CA: [], US: [], MX: [], CO: [], AU: [], CN: [] };
  for (const row of rows) grouped[row.country as keyof AccountSelects['states']].push({ code: row.code, name: row.name });
  return grouped;
}

export function dealersInScope(db: Db, scope: Scope, ctsc: boolean) {
  return db
    .select({ id: dealers.id, nonsig: dealers.nonsig, name: dealers.name, city: dealers.city, state: dealers.state })
    .from(dealers)
    .where(and(dealerFilter(scope, dealers.id), eq(dealers.isCtsc, ctsc)))
    .orderBy(asc(dealers.name), asc(dealers.id));
}

/** The account names of the fleets select: national, Canadian national and government accounts. */
export async function fleetNames(db: Db, scope: Scope): Promise<AccountSelects['fleets']> {
  const [national, canadian, government] = await Promise.all([
    accountNames(db, scope, [ACCOUNT_TYPE.nationalAccount], true),
    accountNames(db, scope, CANADIAN_TYPES, true),
    accountNames(db, scope, [ACCOUNT_TYPE.government], false),
  ]);
  return { national_global_account_names: national, canadian_national_global_account_names: canadian, government_account_names: government };
}

/**
 * The filter selects of the account selection table. Account-derived lists hold only what
 * the user may see; a flag shows an account kind when the scope holds an account of it
 * (spec 1 §6), and staff see every kind.
 */
export async function getSelects(db: Db, scope: Scope): Promise<AccountSelects> {
  const [countryRows, vocationRows, fleets, stateGroups, ownDealers, ctsc, unitTypes, types] = await Promise.all([
    countriesInScope(db, scope),
    listVocations(db),
    fleetNames(db, scope),
    statesByCountry(db),
    dealersInScope(db, scope, false),
    dealersInScope(db, scope, true),
    listUnitTypes(db),
    scope.kind === 'staff' ? Promise.resolve(null) : accountTypesInScope(db, scope),
  ]);
  const shows = (type: number) => types === null || types.has(type);
  return {
    countries: countryRows,
    vocations: vocationRows,
    fleets,
    states: stateGroups,
    dealers: ownDealers,
    dealers_ctsc: ctsc,
    unit_types: unitTypes,
    is_show_unknown: shows(ACCOUNT_TYPE.unknown),
    is_show_localbook: shows(ACCOUNT_TYPE.localBook),
    is_show_goverment: shows(ACCOUNT_TYPE.government),
    is_show_preferred_fleet: shows(ACCOUNT_TYPE.preferredFleet),
  };
}
