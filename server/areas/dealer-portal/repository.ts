import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { IdText } from '../../../contract/dealer-portal';
import type { Db } from '../../db/client';
import { accounts, dealerAccounts, dealers, fleetLocations } from '../../db/schema';
import { dealerFilter, locationFilter, type Scope } from '../../tenancy';

const dealerText = sql<string>`${dealers.name} || ' (' || ${dealers.nonsig} || ') – ' || ${dealers.city} || ', ' || ${dealers.state}`;

/** The dealers (not the manufacturer's centers) the scope may see: staff all, a dealer itself, a customer those serving it. */
export function visibleDealers(db: Db, scope: Scope): Promise<IdText[]> {
  return db
    .select({ id: dealers.id, text: dealerText })
    .from(dealers)
    .where(and(eq(dealers.isCtsc, false), dealerFilter(scope, dealers.id)))
    .orderBy(asc(dealers.name), asc(dealers.id));
}

/** Every CTSC (the manufacturer's own service centers) by sales region: a store locator every user may read. */
export async function ctscByRegion(db: Db) {
  const rows = await db
    .select({ id: dealers.id, text: dealerText, region: dealers.region })
    .from(dealers)
    .where(eq(dealers.isCtsc, true))
    .orderBy(asc(dealers.region), asc(dealers.name), asc(dealers.id));
  const regions = new Map<string, IdText[]>();
  for (const row of rows) regions.set(row.region, [...(regions.get(row.region) ?? []), { id: row.id, text: row.text }]);
  return [...regions].map(([region, locations]) => ({ region, locations }));
}

/** Whether the scope may see this dealer at all (CTSC included for everyone). */
export async function canSeeDealer(db: Db, scope: Scope, dealerId: number): Promise<boolean> {
  const reach = dealerFilter(scope, dealers.id);
  // Staff have no filter (undefined), which or() would drop, leaving only the centers.
  const [row] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(and(eq(dealers.id, dealerId), reach && or(eq(dealers.isCtsc, true), reach)));
  return Boolean(row);
}

/**
 * The fleet locations a dealer serves (the accounts it serves and its own local book accounts),
 * narrowed to what the caller may see: a customer gets only its own locations of them.
 */
export function dealerLocations(db: Db, scope: Scope, dealerId: number): Promise<IdText[]> {
  const served = sql`(${fleetLocations.accountId} in (select ${dealerAccounts.accountId} from ${dealerAccounts} where ${dealerAccounts.dealerId} = ${dealerId})
    or ${fleetLocations.accountId} in (select ${accounts.id} from ${accounts} where ${accounts.ownerDealerId} = ${dealerId}))`;
  return db
    .select({ id: fleetLocations.id, text: sql<string>`${fleetLocations.code} || ' ' || ${fleetLocations.name} || ' – ' || ${fleetLocations.city} || ', ' || ${fleetLocations.state}` })
    .from(fleetLocations)
    .where(and(served, eq(fleetLocations.isActive, true), locationFilter(scope, { accountId: fleetLocations.accountId, locationId: fleetLocations.id })))
    .orderBy(asc(fleetLocations.code), asc(fleetLocations.id));
}
