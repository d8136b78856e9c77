import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { ACCOUNT_TYPE, type AccountSummary, type AccountTypeCode } from '../../contract/common-lookups';
import type { Db } from '../db/client';
import { accounts, commonOwners, fleetLocations } from '../db/schema';
import { accountFilter, anyOf, locationFilter, type Scope } from '../tenancy';
import { keywordFilter } from '../db/keyword';

export const CANADIAN_TYPES: AccountTypeCode[] = [ACCOUNT_TYPE.canadianCommonOwner, ACCOUNT_TYPE.canadianNationalAccount];

export interface AccountQuery {
  types: readonly AccountTypeCode[];
  commonOwnerId?: number;
  globalOnly?: boolean;
  keyword?: string;
}

/** Accounts of the given types within the scope, by name. */
export function listAccounts(db: Db, scope: Scope, query: AccountQuery): Promise<AccountSummary[]> {
  return db
    .select({
      id: accounts.id,
      account_number: accounts.accountNumber,
      name: accounts.name,
      account_type: accounts.accountType,
      country: accounts.country,
      common_owner_id: accounts.commonOwnerId,
    })
    .from(accounts)
    .where(
      and(
        accountFilter(scope, accounts.id),
        anyOf(accounts.accountType, query.types),
        query.commonOwnerId === undefined ? undefined : eq(accounts.commonOwnerId, query.commonOwnerId),
        query.globalOnly ? eq(accounts.isGlobal, true) : undefined,
        keywordFilter(query.keyword, [accounts.name, accounts.accountNumber]),
      ),
    )
    .orderBy(asc(accounts.name), asc(accounts.id));
}

/** Common owners that own at least one Canadian account the user may see. */
export function listCanadianCommonOwners(db: Db, scope: Scope) {
  const owned = db
    .select({ id: accounts.commonOwnerId })
    .from(accounts)
    .where(and(accountFilter(scope, accounts.id), anyOf(accounts.accountType, CANADIAN_TYPES), isNotNull(accounts.commonOwnerId)));
  return db
    .select({ id: commonOwners.id, code: commonOwners.code, name: commonOwners.name, country: commonOwners.country })
    .from(commonOwners)
    .where(inArray(commonOwners.id, owned))
    .orderBy(asc(commonOwners.name), asc(commonOwners.id));
}

export function listLeasings(db: Db, scope: Scope) {
  return db
    .select({ customerNumber: accounts.accountNumber, customerName: accounts.name })
    .from(accounts)
    .where(and(accountFilter(scope, accounts.id), eq(accounts.accountType, ACCOUNT_TYPE.leasing)))
    .orderBy(asc(accounts.name), asc(accounts.id));
}

/** Locations of leasing customers, optionally of one customer (its account number). */
export async function listLeasingLocations(db: Db, scope: Scope, customerNumber: string | undefined) {
  const rows = await db
    .select({
      code: fleetLocations.code,
      address: fleetLocations.address,
      city: fleetLocations.city,
      state: fleetLocations.state,
      zip: fleetLocations.zip,
      headNumber: fleetLocations.headNumber,
    })
    .from(fleetLocations)
    .innerJoin(accounts, eq(accounts.id, fleetLocations.accountId))
    .where(
      and(
        locationFilter(scope, { accountId: fleetLocations.accountId, locationId: fleetLocations.id }),
        eq(accounts.accountType, ACCOUNT_TYPE.leasing),
        customerNumber ? eq(accounts.accountNumber, customerNumber) : undefined,
      ),
    )
    .orderBy(asc(fleetLocations.code), asc(fleetLocations.id));
  return rows.map((row) => ({
    locationNumber: row.code,
    locationAddress: `${row.address}, ${row.city}, ${row.state} ${row.zip}`.trim(),
    headNumber: row.headNumber,
  }));
}

/** The requested ids that exist and are in scope, in the order asked, without repeats. */
export async function verifyAccounts(db: Db, scope: Scope, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  const rows = wanted.length === 0
    ? []
    : await db.select({ id: accounts.id }).from(accounts).where(and(anyOf(accounts.id, wanted), accountFilter(scope, accounts.id)));
  const found = new Set(rows.map((r) => r.id));
  const verified = wanted.filter((id) => found.has(id));
  return { verified_account: verified, is_accounts_verification_failed: verified.length !== wanted.length };
}

/** The distinct account types among the accounts the user may see. */
export async function accountTypesInScope(db: Db, scope: Scope): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ type: accounts.accountType })
    .from(accounts)
    .where(accountFilter(scope, accounts.id));
  return new Set(rows.map((r) => r.type));
}
