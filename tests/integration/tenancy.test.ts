import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/auth/session-user';
import { accounts, dealers, fleetLocations, surveys, units, users } from '../../server/db/schema';
import { HttpError } from '../../server/plugins/error-handler';
import {
  accountFilter,
  assertAccountsInScope,
  assertLocationsInScope,
  dealerFilter,
  getScope,
  loadScope,
  locationFilter,
  locationIdFilter,
  surveyFilter,
  type Scope,
} from '../../server/tenancy';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { authHeaders } from '../helpers/sign-in';
import { createTenancyFixture, FLEET, LOGINS, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';
import { createTestApp } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;
const scopes = {} as Record<FixtureLogin, Scope>;

const [y1, y2, y3, y4, y5] = FLEET.locationsA;
const [b1, b2] = FLEET.locationsB;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenancyFixture(database.db);
  app = await createTestApp(database.db);
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
  for (const [key, login] of Object.entries(LOGINS) as [FixtureLogin, string][]) {
    const [user] = await database.db.select().from(users).where(eq(users.login, login));
    scopes[key] = await loadScope(database.db, user);
  }
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const post = async (who: FixtureLogin, url: string, body: unknown = {}) =>
  app.inject({ method: 'POST', url: `/api/v2/common/${url}`, headers: headers[who], payload: body as object });
const get = async (who: FixtureLogin, url: string) => app.inject({ method: 'GET', url: `/api/v2/common/${url}`, headers: headers[who] });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe('loading a scope', () => {
  it('gives staff everything', () => {
    expect(scopes.staff).toEqual({ kind: 'staff' });
  });

  it('gives a customer its accounts with all their locations', () => {
    expect(scopes.customerA).toEqual({ kind: 'customer', accountIds: [FLEET.accountA], openAccountIds: [FLEET.accountA], locationIds: [] });
  });

  it('narrows a customer with user_locations to those locations, ignoring rows of accounts it does not belong to', () => {
    expect(scopes.customerAYard).toEqual({ kind: 'customer', accountIds: [FLEET.accountA], openAccountIds: [], locationIds: [y1] });
  });

  it('gives a dealer the accounts it serves and its own local book', () => {
    expect(scopes.dealer1).toEqual({ kind: 'dealer', dealerId: FLEET.dealer1, accountIds: [FLEET.accountA, FLEET.localBookD1] });
    expect(scopes.dealer2).toEqual({ kind: 'dealer', dealerId: FLEET.dealer2, accountIds: [FLEET.accountB] });
  });

  it('gives a dealer user without a dealer, and a customer without accounts, nothing', async () => {
    expect(await loadScope(database.db, { id: 1, group: 'WIN', dealerId: null })).toEqual({ kind: 'dealer', dealerId: null, accountIds: [] });
    expect(await loadScope(database.db, { id: 999_999, group: 'CUS', dealerId: null })).toMatchObject({ accountIds: [], locationIds: [] });
  });

  it('loads the scope once per request', async () => {
    const [user] = await database.db.select().from(users).where(eq(users.login, LOGINS.customerA));
    const request = { user: { ...user, securityCodes: [] } as unknown as SessionUser, server: { db: database.db } } as unknown as FastifyRequest;
    const first = getScope(request);
    expect(getScope(request)).toBe(first);
    expect(await first).toEqual(scopes.customerA);
  });
});

describe('scope filters in SQL', () => {
  const db = () => database.db;
  const visibleLocations = async (scope: Scope) =>
    ids(await db().select({ id: fleetLocations.id }).from(fleetLocations).where(locationFilter(scope, { accountId: fleetLocations.accountId, locationId: fleetLocations.id })));
  const empty: Scope = { kind: 'customer', accountIds: [], openAccountIds: [], locationIds: [] };

  it('limits locations by account and by listed location', async () => {
    expect(await visibleLocations(scopes.customerA)).toEqual([...FLEET.locationsA]);
    expect(await visibleLocations(scopes.customerAYard)).toEqual([y1]);
    expect(await visibleLocations(scopes.customerB)).toEqual([b1, b2]);
    expect(await visibleLocations(scopes.dealer1)).toEqual([...FLEET.locationsA, FLEET.locationLocalBook]);
    expect(await visibleLocations(scopes.staff)).toHaveLength(10);
    expect(await visibleLocations(empty)).toEqual([]);
  });

  it('mixes open accounts and listed locations of a partly narrowed customer', async () => {
    const mixed: Scope = { kind: 'customer', accountIds: [FLEET.accountA, FLEET.accountB], openAccountIds: [FLEET.accountB], locationIds: [y2] };
    expect(await visibleLocations(mixed)).toEqual([y2, b1, b2]);
    const viaIds = await db().select({ id: units.id }).from(units).where(locationIdFilter(mixed, units.fleetLocationId));
    expect(ids(viaIds)).toEqual([FLEET.unitsA[1], FLEET.unitB]);
  });

  it('limits rows that carry only a location column', async () => {
    const visibleUnits = async (scope: Scope) => ids(await db().select({ id: units.id }).from(units).where(locationIdFilter(scope, units.fleetLocationId)));
    expect(await visibleUnits(scopes.customerAYard)).toEqual([FLEET.unitsA[0], FLEET.unitsA[2]]);
    expect(await visibleUnits(scopes.dealer1)).toEqual([...FLEET.unitsA, FLEET.unitLocalBook]);
    expect(await visibleUnits(scopes.customerB)).toEqual([FLEET.unitB]);
    expect(await visibleUnits(empty)).toEqual([]);
  });

  it('limits accounts', async () => {
    const visible = async (scope: Scope) => ids(await db().select({ id: accounts.id }).from(accounts).where(accountFilter(scope, accounts.id)));
    expect(await visible(scopes.customerAYard)).toEqual([FLEET.accountA]);
    expect(await visible(scopes.dealer1)).toEqual([FLEET.accountA, FLEET.localBookD1]);
    expect(await visible(scopes.staff)).toHaveLength(8);
  });

  it('shows a dealer only the surveys it made, a customer the surveys at its locations', async () => {
    const visible = async (scope: Scope) =>
      ids(await db().select({ id: surveys.id }).from(surveys).where(surveyFilter(scope, surveys)).orderBy(asc(surveys.id)));
    const { d1AtY1, d2AtY1, d1AtY2, deleted } = FLEET.surveysA;
    expect(await visible(scopes.dealer1)).toEqual([d1AtY1, d1AtY2, deleted]);
    expect(await visible(scopes.dealer2)).toEqual([d2AtY1, FLEET.surveyB]);
    expect(await visible(scopes.customerAYard)).toEqual([d1AtY1, d2AtY1, deleted]);
    expect(await visible(scopes.customerB)).toEqual([FLEET.surveyB]);
  });

  it('limits dealers to those serving the customer, or the dealer itself', async () => {
    const visible = async (scope: Scope) => ids(await db().select({ id: dealers.id }).from(dealers).where(dealerFilter(scope, dealers.id)));
    expect(await visible(scopes.customerA)).toEqual([FLEET.dealer1]);
    expect(await visible(scopes.customerB)).toEqual([FLEET.dealer2]);
    expect(await visible(scopes.dealer2)).toEqual([FLEET.dealer2]);
    expect(await visible(scopes.staff)).toEqual([FLEET.dealer1, FLEET.dealer2]);
  });
});

describe('refusing what lies outside the scope', () => {
  const refused = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return error instanceof HttpError && error.statusCode === 403 && error.message === "You don't have permissions to this page!";
    }
    return false;
  };

  it('refuses foreign accounts', () => {
    expect(refused(() => assertAccountsInScope(scopes.customerA, [FLEET.accountA, FLEET.accountB]))).toBe(true);
    expect(refused(() => assertAccountsInScope(scopes.dealer1, [FLEET.localBookD1]))).toBe(false);
    expect(refused(() => assertAccountsInScope(scopes.staff, [FLEET.accountB, 123_456]))).toBe(false);
    expect(refused(() => assertAccountsInScope(scopes.customerA, undefined))).toBe(false);
  });

  it('refuses foreign, narrowed-away and unknown locations', async () => {
    const check = (scope: Scope, locationIds: number[]) => assertLocationsInScope(database.db, scope, locationIds);
    await expect(check(scopes.customerAYard, [y1])).resolves.toBeUndefined();
    await expect(check(scopes.customerAYard, [y1, y2])).rejects.toMatchObject({ statusCode: 403 });
    await expect(check(scopes.customerAYard, [b1])).rejects.toMatchObject({ statusCode: 403 });
    await expect(check(scopes.customerA, [y3, y4, y5])).resolves.toBeUndefined();
    await expect(check(scopes.customerA, [999_999])).rejects.toMatchObject({ statusCode: 403 });
    await expect(check(scopes.dealer1, [FLEET.locationLocalBook])).resolves.toBeUndefined();
    await expect(check(scopes.dealer1, [b2])).rejects.toMatchObject({ statusCode: 403 });
  });
});

describe('tenancy through the API', () => {
  it('shows the narrowed customer only its location', async () => {
    const locations = (await post('customerAYard', 'get_fleet_locations', { page_size: 100 })).json();
    expect(locations.locations.map((l: { id: number }) => l.id)).toEqual([y1]);
    expect(locations.total_items).toBe(1);
    expect(ids((await post('customerAYard', 'get_units')).json().units)).toEqual([FLEET.unitsA[0], FLEET.unitsA[2]]);
    expect(ids((await post('customerAYard', 'get_surveys')).json().surveys)).toEqual([FLEET.surveysA.d1AtY1, FLEET.surveysA.d2AtY1]);
    expect((await get('customerAYard', `get_location_data/${y1}`)).statusCode).toBe(200);
    expect((await get('customerAYard', `get_location_data/${y2}`)).statusCode).toBe(403);
    expect((await get('customerAYard', `get_location_data/${b1}`)).statusCode).toBe(403);
    expect((await post('customerAYard', 'get_units', { location_ids: [y2] })).statusCode).toBe(403);
    // The account itself stays visible: only its locations are narrowed.
    expect(ids((await get('customerAYard', 'get_us_national_accounts')).json().accounts)).toEqual([FLEET.accountA]);
  });

  it('shows a dealer its served accounts and local book, and only its own surveys', async () => {
    const locations = (await post('dealer1', 'get_fleet_locations', { page_size: 100 })).json();
    expect(ids(locations.locations)).toEqual([...FLEET.locationsA, FLEET.locationLocalBook]);
    expect(ids((await post('dealer1', 'get_units')).json().units)).toEqual([...FLEET.unitsA, FLEET.unitLocalBook]);
    expect(ids((await post('dealer1', 'get_surveys')).json().surveys)).toEqual([FLEET.surveysA.d1AtY1, FLEET.surveysA.d1AtY2]);
    expect(ids((await post('dealer2', 'get_surveys')).json().surveys)).toEqual([FLEET.surveysA.d2AtY1, FLEET.surveyB]);
    expect((await post('dealer1', 'get_owners')).json()).toEqual([{ id: FLEET.dealer1, nonsig: '600101', name: 'Dealer One Tire', city: 'Columbus', state: 'OH' }]);
    expect((await post('dealer1', 'get_fleet_locations', { account_ids: [FLEET.localBookD1] })).statusCode).toBe(200);
    expect((await post('dealer1', 'get_fleet_locations', { account_ids: [FLEET.accountB] })).statusCode).toBe(403);
    expect((await get('dealer1', `get_location_data/${b1}`)).statusCode).toBe(403);
    const structure = (await post('dealer1', 'get_fleet_location_structure', { report_type: 'checkpoint' })).json();
    expect(structure).toEqual({
      show_unknown: false,
      show_localbook: true,
      show_government: false,
      show_preferred_fleet: false,
      show_national_account: true,
      show_canadian_common_owner: false,
      show_canadian_national_account: false,
      show_leasing: false,
      report_type: 'checkpoint',
      has_access_without_surveys: true,
    });
  });

  it('shows staff everything', async () => {
    expect((await post('staff', 'get_fleet_locations')).json().total_items).toBe(10);
    expect((await post('staff', 'get_surveys')).json().total_items).toBe(4);
    expect((await post('staff', 'get_units')).json().total_items).toBe(5);
    expect(ids((await post('staff', 'get_owners')).json())).toEqual([FLEET.dealer1, FLEET.dealer2]);
    expect(ids((await get('staff', 'get_canadian_accounts/0')).json().accounts)).toEqual([FLEET.accountB, FLEET.canadianNational]);
    expect(ids((await get('staff', `get_canadian_accounts/${FLEET.commonOwnerB}`)).json().accounts)).toEqual([FLEET.accountB]);
    expect(ids((await get('staff', 'get_government_accounts')).json().accounts)).toEqual([FLEET.government]);
    expect(ids((await get('staff', 'get_preffered_fleets')).json().accounts)).toEqual([FLEET.preferredFleet]);
    expect(ids((await get('staff', 'get_canadian_global_accounts/all')).json().accounts)).toEqual([FLEET.accountB, FLEET.canadianNational]);
    expect(ids((await get('staff', 'get_canadian_global_accounts/zed')).json().accounts)).toEqual([FLEET.canadianNational]);
    expect(ids((await get('staff', 'get_us_national_global_accounts/ALPHA-NA')).json().accounts)).toEqual([FLEET.accountA]);
    expect((await get('staff', 'get_leasings')).json()).toEqual([{ customerNumber: 'ZED-LS-8004', customerName: 'ZED Truck Leasing' }]);
    expect((await get('staff', 'get_leasing_locations?customerNumber=ZED-LS-8004')).json()).toEqual([
      { locationNumber: 'ZED-LS-Y1', locationAddress: '40 Lease Way, Tulsa, OK 00000', headNumber: 'HQ-8004' },
    ]);
    expect((await get('staff', 'get_leasing_locations?customerNumber=ALPHA-NA-5001')).json()).toEqual([]);
    expect(Object.values((await post('staff', 'get_fleet_location_structure')).json()).filter((v) => v === true)).toHaveLength(9);
    expect((await get('staff', `get_location_data/${b1}`)).json()).toMatchObject({ id: b1, account_id: FLEET.accountB, account_type: 4 });
    expect((await get('staff', `get_location_data/${y1}`)).json()).toMatchObject({ region: 'ALPHA East', group: 'ALPHA Ohio group' });
  });

  it('answers a location that does not exist with 404', async () => {
    expect((await get('staff', 'get_location_data/999999')).statusCode).toBe(404);
    expect((await get('customerA', 'get_location_data/999999')).statusCode).toBe(404);
  });
});

describe('explicit foreign ids', () => {
  it.each([
    ['get_fleet_locations', { account_ids: [FLEET.accountB] }],
    ['get_fleet_locations', { account_ids: [FLEET.accountA, FLEET.accountB] }],
    ['get_surveys', { account_ids: [FLEET.accountB] }],
    ['get_surveys', { location_ids: [b1] }],
    ['get_units', { account_ids: [FLEET.localBookD1] }],
    ['get_units', { location_ids: [b2] }],
  ])('%s %j is refused with 403', async (path, body) => {
    const res = await post('customerA', path, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 403, message: "You don't have permissions to this page!" });
  });

  it('refuses the location data of a foreign location', async () => {
    expect((await get('customerA', `get_location_data/${b1}`)).statusCode).toBe(403);
    expect((await get('customerB', `get_location_data/${y1}`)).statusCode).toBe(403);
  });

  it('answers explicit own ids', async () => {
    const res = await post('customerA', 'get_units', { account_ids: [FLEET.accountA], location_ids: [y2] });
    expect(ids(res.json().units)).toEqual([FLEET.unitsA[1]]);
  });
});

describe('get_verified_accounts', () => {
  const verify = async (who: FixtureLogin, accountIds: number[]) => (await post(who, 'get_verified_accounts', { account_ids: accountIds })).json();

  it('drops foreign and unknown ids and says so', async () => {
    expect(await verify('customerA', [FLEET.accountA, FLEET.accountB, 999_999])).toEqual({ verified_account: [FLEET.accountA], is_accounts_verification_failed: true });
    expect(await verify('customerA', [FLEET.accountA, FLEET.accountA])).toEqual({ verified_account: [FLEET.accountA], is_accounts_verification_failed: false });
    expect(await verify('staff', [FLEET.accountB, FLEET.accountA, 999_999])).toEqual({
      verified_account: [FLEET.accountB, FLEET.accountA],
      is_accounts_verification_failed: true,
    });
    expect(await verify('dealer1', [FLEET.localBookD1])).toEqual({ verified_account: [FLEET.localBookD1], is_accounts_verification_failed: false });
    expect(await verify('dealer1', [])).toEqual({ verified_account: [], is_accounts_verification_failed: false });
  });
});
