import { asc, eq } from 'drizzle-orm';
import { CHECKPOINT_REPORT_TYPES, type CustomerLocationsRequest, type HomePageResponse } from '../../../contract/checkpoint';
import { ACCOUNT_TYPE, type AccountTypeCode } from '../../../contract/common-lookups';
import type { Db } from '../../db/client';
import { checkpointReaders, fleetLocations } from '../../db/schema';
import { locationFilter, type Scope } from '../../tenancy';
import { listAccounts } from '../../lookups/account-repository';
import { findFleetLocations } from '../../lookups/location-repository';
import { listStates } from '../../lookups/reference-repository';

/** The readers at locations the user may see, as "location · reader" choices. */
export async function listReaders(db: Db, scope: Scope) {
  const rows = await db
    .select({ id: checkpointReaders.id, name: checkpointReaders.name, location: fleetLocations.name })
    .from(checkpointReaders)
    .innerJoin(fleetLocations, eq(fleetLocations.id, checkpointReaders.fleetLocationId))
    .where(locationFilter(scope, { accountId: fleetLocations.accountId, locationId: fleetLocations.id }))
    .orderBy(asc(fleetLocations.name), asc(checkpointReaders.name), asc(checkpointReaders.id));
  return rows.map((row) => ({ text: `${row.location} · ${row.name}`, value: row.id }));
}

/**
 * The filter page's lists: the accounts of the four account kinds the checkpoint report offers,
 * the report types, and (as survey_by_users) the readers, since a checkpoint is read by a
 * drive-over reader rather than a person.
 */
export async function homePage(db: Db, scope: Scope): Promise<HomePageResponse> {
  const accountsOf = async (type: AccountTypeCode) => (await listAccounts(db, scope, { types: [type] })).map((a) => ({ text: a.name, value: a.id }));
  const [usNational, canadianCommonOwners, canadianNational, preferredFleet, countries, readers] = await Promise.all([
    accountsOf(ACCOUNT_TYPE.nationalAccount),
    accountsOf(ACCOUNT_TYPE.canadianCommonOwner),
    accountsOf(ACCOUNT_TYPE.canadianNationalAccount),
    accountsOf(ACCOUNT_TYPE.preferredFleet),
    listStates(db, undefined),
    listReaders(db, scope),
  ]);
  return {
    us_national_accounts: usNational,
    canadian_common_owners_accounts: canadianCommonOwners,
    canadian_national_accounts: canadianNational,
    preferred_fleet_accounts: preferredFleet,
    countries_with_states: countries,
    report_types: CHECKPOINT_REPORT_TYPES.map(({ text, value }) => ({ text, value })),
    survey_by_users: readers,
  };
}

/** One page of the account's locations the user may see, as the location table shows them. */
export async function customerLocations(db: Db, scope: Scope, request: CustomerLocationsRequest) {
  const page = await findFleetLocations(db, scope, {
    account_ids: [request.account_id],
    account_type: null,
    region_ids: null,
    group_ids: null,
    key_word: request.key_word,
    page_number: request.page_number,
    page_size: request.page_size,
    order_by: request.order_by,
    is_sort_desc: request.is_sort_desc,
  });
  return {
    page_number: page.page_number,
    page_size: page.page_size,
    total_items: page.total_items,
    locations: page.locations.map((l) => ({ text: `${l.code} ${l.name}`, value: l.id, code: l.code, name: l.name, address: l.address, city: l.city, state: l.state })),
  };
}
