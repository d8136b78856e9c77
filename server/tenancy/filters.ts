/**
 * SQL conditions that limit a query to a scope (rules in ./scope). Each returns `undefined`
 * for staff, which Drizzle's and() drops, so `where(and(filter, ...))` works for every user.
 *
 * - accountFilter: rows that belong to an account as a whole (accounts, regions, groups).
 * - locationFilter: rows that sit at a fleet location (locations, units, surveys' data,
 *   checkpoint crossings, service calls...): pass both the account and the location column,
 *   so a customer narrowed to some locations of an account sees only those.
 * - locationIdFilter: the same for tables that carry only a location column.
 * - surveyFilter: surveys, adding the dealer rule (a dealer sees the surveys it made).
 * - dealerFilter: dealers (owners) a user may see.
 */
import { eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { dealerAccounts, fleetLocations } from '../db/schema';
import { anyOf } from './id-list';
import type { Scope } from './scope';

export interface LocationColumns {
  accountId: AnyColumn;
  locationId: AnyColumn;
}

export interface SurveyColumns {
  accountId: AnyColumn;
  fleetLocationId: AnyColumn;
  dealerId: AnyColumn;
}

export function accountFilter(scope: Scope, accountId: AnyColumn): SQL | undefined {
  return scope.kind === 'staff' ? undefined : anyOf(accountId, scope.accountIds);
}

export function locationFilter(scope: Scope, columns: LocationColumns): SQL | undefined {
  if (scope.kind === 'staff') return undefined;
  if (scope.kind === 'dealer') return anyOf(columns.accountId, scope.accountIds);
  const { openAccountIds, locationIds } = scope;
  if (locationIds.length === 0) return anyOf(columns.accountId, openAccountIds);
  if (openAccountIds.length === 0) return anyOf(columns.locationId, locationIds);
  return or(anyOf(columns.accountId, openAccountIds), anyOf(columns.locationId, locationIds));
}

export function locationIdFilter(scope: Scope, locationId: AnyColumn): SQL | undefined {
  if (scope.kind === 'staff') return undefined;
  const accountIds = scope.kind === 'dealer' ? scope.accountIds : scope.openAccountIds;
  const ofAccounts = accountIds.length === 0
    ? undefined
    : sql`${locationId} in (select ${fleetLocations.id} from ${fleetLocations} where ${anyOf(fleetLocations.accountId, accountIds)})`;
  if (scope.kind === 'dealer' || scope.locationIds.length === 0) return ofAccounts ?? sql`false`;
  const listed = anyOf(locationId, scope.locationIds);
  return ofAccounts ? or(ofAccounts, listed) : listed;
}

export function surveyFilter(scope: Scope, surveys: SurveyColumns): SQL | undefined {
  if (scope.kind === 'staff') return undefined;
  if (scope.kind === 'dealer') return scope.dealerId === null ? sql`false` : eq(surveys.dealerId, scope.dealerId);
  return locationFilter(scope, { accountId: surveys.accountId, locationId: surveys.fleetLocationId });
}

/** Staff: all dealers; a dealer: itself; a customer: the dealers serving its accounts. */
export function dealerFilter(scope: Scope, dealerId: AnyColumn): SQL | undefined {
  if (scope.kind === 'staff') return undefined;
  if (scope.kind === 'dealer') return scope.dealerId === null ? sql`false` : eq(dealerId, scope.dealerId);
  if (scope.accountIds.length === 0) return sql`false`;
  return sql`${dealerId} in (select ${dealerAccounts.dealerId} from ${dealerAccounts} where ${anyOf(dealerAccounts.accountId, scope.accountIds)})`;
}
