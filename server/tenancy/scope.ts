/**
 * Tenancy: which accounts, fleet locations and surveys a signed-in user may see.
 *
 * Rules (DESIGN "Roles and tenancy"; account type codes in spec 1 §3):
 * - Staff (GYR, SSC, ADMIN) see everything; their filters are `undefined`, so no condition is added.
 * - Customers (CUS) see the accounts listed for them in user_accounts. They see every
 *   location of those accounts, except that an account for which the user has user_locations
 *   rows is narrowed to exactly those locations. user_locations rows of an account the user
 *   does not belong to grant nothing.
 * - Dealers (DLR, WIN) see the accounts their dealer serves (dealer_accounts) and the local
 *   book accounts it owns (accounts.owner_dealer_id), with all their locations. Of surveys
 *   they see only the ones their dealer made (surveys.dealer_id), wherever made. A dealer
 *   user without a dealer sees nothing.
 *
 * The scope is loaded once per request (two small indexed queries at most) and turned into
 * SQL conditions by ./filters, so every repository filters in the database rather than after
 * the fact. A request naming an account or location outside the scope is refused with 403.
 */
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { isDealer, isStaff, type SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { accounts, dealerAccounts, fleetLocations, userAccounts, userLocations } from '../db/schema';
import { NO_PAGE_PERMISSION, requireUser } from '../plugins/authenticate';
import { HttpError } from '../plugins/error-handler';
import { anyOf } from './id-list';

export interface StaffScope {
  readonly kind: 'staff';
}

export interface CustomerScope {
  readonly kind: 'customer';
  /** Every account of the user, narrowed or not. */
  readonly accountIds: readonly number[];
  /** Accounts whose locations are all visible (no user_locations rows for them). */
  readonly openAccountIds: readonly number[];
  /** The user_locations rows that fall within the user's accounts. */
  readonly locationIds: readonly number[];
}

export interface DealerScope {
  readonly kind: 'dealer';
  readonly dealerId: number | null;
  /** Served accounts plus the dealer's own local book accounts. */
  readonly accountIds: readonly number[];
}

export type Scope = StaffScope | CustomerScope | DealerScope;

const STAFF: StaffScope = { kind: 'staff' };

/** Loads the scope of a user; for work outside a request (background reports) as well. */
export async function loadScope(db: Db, user: Pick<SessionUser, 'id' | 'group' | 'dealerId'>): Promise<Scope> {
  if (isStaff(user)) return STAFF;
  if (isDealer(user)) return loadDealerScope(db, user.dealerId);
  return loadCustomerScope(db, user.id);
}

async function loadDealerScope(db: Db, dealerId: number | null): Promise<DealerScope> {
  if (dealerId === null) return { kind: 'dealer', dealerId: null, accountIds: [] };
  const rows = await union(
    db.select({ id: dealerAccounts.accountId }).from(dealerAccounts).where(eq(dealerAccounts.dealerId, dealerId)),
    db.select({ id: accounts.id }).from(accounts).where(eq(accounts.ownerDealerId, dealerId)),
  );
  return { kind: 'dealer', dealerId, accountIds: sortedUnique(rows.map((r) => r.id)) };
}

async function loadCustomerScope(db: Db, userId: number): Promise<CustomerScope> {
  const accountRows = await db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, userId));
  const accountIds = sortedUnique(accountRows.map((r) => r.id));
  if (accountIds.length === 0) return { kind: 'customer', accountIds, openAccountIds: [], locationIds: [] };
  const locationRows = await db
    .select({ id: userLocations.fleetLocationId, accountId: fleetLocations.accountId })
    .from(userLocations)
    .innerJoin(fleetLocations, eq(fleetLocations.id, userLocations.fleetLocationId))
    .where(and(eq(userLocations.userId, userId), anyOf(fleetLocations.accountId, accountIds)));
  // Rows for locations of accounts the user does not belong to were left out by the condition above.
  const narrowed = new Set(locationRows.map((r) => r.accountId));
  return {
    kind: 'customer',
    accountIds,
    openAccountIds: accountIds.filter((id) => !narrowed.has(id)),
    locationIds: sortedUnique(locationRows.map((r) => r.id)),
  };
}

const scopes = new WeakMap<FastifyRequest, Promise<Scope>>();

/** The scope of the request's signed-in user, loaded at most once per request. */
export function getScope(request: FastifyRequest): Promise<Scope> {
  let scope = scopes.get(request);
  if (!scope) {
    scope = loadScope(request.server.db, requireUser(request));
    scopes.set(request, scope);
  }
  return scope;
}

/** The account ids a scope is limited to, or null when it is not limited (staff). */
export function scopedAccountIds(scope: Scope): readonly number[] | null {
  return scope.kind === 'staff' ? null : scope.accountIds;
}

export function canSeeAccount(scope: Scope, accountId: number): boolean {
  return scope.kind === 'staff' || scope.accountIds.includes(accountId);
}

export function canSeeLocation(scope: Scope, location: { id: number; accountId: number }): boolean {
  if (scope.kind === 'staff') return true;
  if (scope.kind === 'dealer') return scope.accountIds.includes(location.accountId);
  return scope.openAccountIds.includes(location.accountId) || scope.locationIds.includes(location.id);
}

/** Refuses (403) a request that names any account outside the scope. */
export function assertAccountsInScope(scope: Scope, ids: readonly number[] | undefined): void {
  if (!ids || scope.kind === 'staff') return;
  const allowed = new Set(scope.accountIds);
  if (ids.some((id) => !allowed.has(id))) throw new HttpError(403, NO_PAGE_PERMISSION);
}

/** Refuses (403) a request that names any fleet location outside the scope, or one that does not exist. */
export async function assertLocationsInScope(db: Db, scope: Scope, ids: readonly number[] | undefined): Promise<void> {
  if (!ids || ids.length === 0 || scope.kind === 'staff') return;
  const wanted = sortedUnique(ids);
  if (scope.kind === 'customer' && wanted.every((id) => scope.locationIds.includes(id))) return;
  const rows = await db
    .select({ id: fleetLocations.id, accountId: fleetLocations.accountId })
    .from(fleetLocations)
    .where(anyOf(fleetLocations.id, wanted));
  if (rows.length !== wanted.length || !rows.every((row) => canSeeLocation(scope, row))) {
    throw new HttpError(403, NO_PAGE_PERMISSION);
  }
}

function sortedUnique(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
