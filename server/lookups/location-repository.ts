import { and, asc, count, desc, eq, inArray, type AnyColumn } from 'drizzle-orm';
import type { FleetLocationsRequest } from '../../contract/common-lookups';
import type { Db } from '../db/client';
import { accounts, fleetLocations, locationGroups, locationRegions } from '../db/schema';
import { anyOf, locationFilter, type Scope } from '../tenancy';
import { keywordFilter } from '../db/keyword';
import { offsetOf } from '../db/paging';

/** order_by codes of the fleet location table (0, unset, sorts by code); other location tables extend them. */
export const LOCATION_ORDER_COLUMNS: Record<number, AnyColumn> = {
  0: fleetLocations.code,
  1: fleetLocations.code,
  2: fleetLocations.name,
  3: fleetLocations.address,
  4: fleetLocations.city,
  5: fleetLocations.state,
};

/** The columns a location keyword searches. */
export const LOCATION_KEYWORD_COLUMNS = [fleetLocations.code, fleetLocations.name, fleetLocations.address, fleetLocations.city, fleetLocations.state];

/** An empty id list filters nothing, like null: the client sends either for "all". */
const ifAny = (column: AnyColumn, ids: readonly number[] | null | undefined) => (ids && ids.length > 0 ? anyOf(column, ids) : undefined);

/** One page of the fleet location table; rows with equal sort keys keep id order, so pages never overlap. */
export async function findFleetLocations(db: Db, scope: Scope, request: FleetLocationsRequest) {
  const where = and(
    locationFilter(scope, { accountId: fleetLocations.accountId, locationId: fleetLocations.id }),
    ifAny(fleetLocations.accountId, request.account_ids),
    ifAny(fleetLocations.regionId, request.region_ids),
    ifAny(fleetLocations.groupId, request.group_ids),
    request.account_type === null || request.account_type === undefined
      ? undefined
      : inArray(fleetLocations.accountId, db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountType, request.account_type))),
    keywordFilter(request.key_word, LOCATION_KEYWORD_COLUMNS),
  );
  const direction = request.is_sort_desc ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: fleetLocations.id,
        code: fleetLocations.code,
        name: fleetLocations.name,
        address: fleetLocations.address,
        city: fleetLocations.city,
        state: fleetLocations.state,
        account_id: fleetLocations.accountId,
      })
      .from(fleetLocations)
      .where(where)
      .orderBy(direction(LOCATION_ORDER_COLUMNS[request.order_by]), direction(fleetLocations.id))
      .limit(request.page_size)
      .offset(offsetOf(request)),
    db.select({ total: count() }).from(fleetLocations).where(where),
  ]);
  return { locations: rows, page_number: request.page_number, page_size: request.page_size, total_items: total };
}

/** A location's own fields and its account's, as the location screens show them (join accounts). */
export const LOCATION_WITH_ACCOUNT = {
  id: fleetLocations.id,
  code: fleetLocations.code,
  name: fleetLocations.name,
  address: fleetLocations.address,
  city: fleetLocations.city,
  state: fleetLocations.state,
  zip: fleetLocations.zip,
  country: fleetLocations.country,
  phone: fleetLocations.phone,
  is_active: fleetLocations.isActive,
  account_id: fleetLocations.accountId,
  account_number: accounts.accountNumber,
  account_name: accounts.name,
  account_type: accounts.accountType,
};

/** One fleet location with its account, region and group, whoever may see it; null when there is none. */
export async function findLocationData(db: Db, locationId: number) {
  const [row] = await db
    .select({
      ...LOCATION_WITH_ACCOUNT,
      latitude: fleetLocations.latitude,
      longitude: fleetLocations.longitude,
      head_number: fleetLocations.headNumber,
      region_id: fleetLocations.regionId,
      region: locationRegions.description,
      group_id: fleetLocations.groupId,
      group: locationGroups.name,
    })
    .from(fleetLocations)
    .innerJoin(accounts, eq(accounts.id, fleetLocations.accountId))
    .leftJoin(locationRegions, eq(locationRegions.id, fleetLocations.regionId))
    .leftJoin(locationGroups, eq(locationGroups.id, fleetLocations.groupId))
    .where(eq(fleetLocations.id, locationId));
  return row ?? null;
}
