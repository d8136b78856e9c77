import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SELECTION_ORDER } from '../../contract/account-selection';
import { accounts, dealers, userSecurityCodes } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createFleetConditionApp, createFleetConditionFixture, fleetConditionCaller } from '../helpers/fleet-condition-fixture';
import { authHeaders } from '../helpers/sign-in';
import { FLEET, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;
const call = fleetConditionCaller(() => app, () => headers);
const select = async (who: FixtureLogin, body: Record<string, unknown> = {}) => {
  const res = await call('POST', 'select_accounts', who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ids = (page: { accounts: { id: number }[] }) => page.accounts.map((a) => a.id);
const ALL_STAFF = 8;

beforeAll(async () => {
  database = await createTestDatabase();
  await createFleetConditionFixture(database.db);
  await database.db.update(accounts).set({ vocationId: 1 }).where(eq(accounts.id, FLEET.accountA));
  await database.db.update(accounts).set({ vocationId: 2 }).where(eq(accounts.id, FLEET.accountB));
  await database.db.insert(dealers).values({
    id: 6003, nonsig: '600303', name: 'Maker CTSC Akron', address: '9 Plant Rd', city: 'Akron', state: 'OH', zip: '00000', country: 'US', region: 'NA', isCtsc: true,
  });
  // The yard user may open the report here; dealer two still may not.
  await database.db.insert(userSecurityCodes).values({ userId: 5502, code: 'TVFLTCNR' });
  app = await createFleetConditionApp(database.db);
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('select_accounts', () => {
  it('lists only the accounts in scope, ten a page, with the first location\'s city', async () => {
    const a = await select('customerA');
    expect(a).toMatchObject({ page_number: 1, page_size: 10, total_items: 1, total_selected_items: 0, account_ids: [], is_accounts_verification_failed: false });
    expect(a.accounts).toEqual([
      { id: FLEET.accountA, account_number: 'ALPHA-NA-5001', name: 'ALPHA Freight Lines', account_type: 3, city: 'Akron', state: 'OH', country: 'US', vocation: 'Long Haul', is_selected: false },
    ]);
    expect(ids(await select('customerB'))).toEqual([FLEET.accountB]);
    expect(ids(await select('dealer1')).sort()).toEqual([FLEET.accountA, FLEET.localBookD1].sort());
    expect((await select('staff')).total_items).toBe(ALL_STAFF);
    expect(JSON.stringify(await select('customerB'))).not.toContain('ALPHA');
  });

  it('walks pages in a stable order for every sort', async () => {
    for (const order of Object.values(ACCOUNT_SELECTION_ORDER)) {
      for (const desc of [false, true]) {
        const all = ids(await select('staff', { order_by: order, is_sort_desc: desc, page_size: 100 }));
        expect(all).toHaveLength(ALL_STAFF);
        const walked: number[] = [];
        for (let page = 1; page <= 3; page++) walked.push(...ids(await select('staff', { order_by: order, is_sort_desc: desc, page_size: 3, page_number: page })));
        expect(walked, `order ${order} ${desc}`).toEqual(all);
      }
    }
    const byCity = await select('staff', { order_by: ACCOUNT_SELECTION_ORDER.city, page_size: 3 });
    expect(byCity.accounts.map((a: { city: string }) => a.city)).toEqual(['Akron', 'Calgary', 'Cleveland']);
  });

  it('filters by keyword, country, states, vocations, account types and fleet names', async () => {
    expect(ids(await select('staff', { key_word: 'boreal' }))).toEqual([FLEET.accountB]);
    expect(ids(await select('staff', { key_word: 'ZED-LS' }))).toEqual([FLEET.leasing]);
    expect(ids(await select('staff', { country: 'ca' })).sort()).toEqual([FLEET.accountB, FLEET.canadianNational].sort());
    expect(ids(await select('staff', { states: ['oh'] })).sort()).toEqual([FLEET.accountA, FLEET.localBookD1].sort());
    expect(ids(await select('staff', { country: 'CA', states: ['ON'] }))).toEqual([FLEET.canadianNational]);
    expect(ids(await select('staff', { vocation_ids: [2] }))).toEqual([FLEET.accountB]);
    expect(ids(await select('staff', { account_types: [4, 10] })).sort()).toEqual([FLEET.accountB, FLEET.canadianNational].sort());
    expect(ids(await select('staff', { fleet_names: ['ALPHA Freight Lines'] }))).toEqual([FLEET.accountA]);
    // A filter never reaches past the scope.
    expect(ids(await select('customerA', { country: 'CA' }))).toEqual([]);
    expect((await call('POST', 'select_accounts', 'staff', { account_types: [7] })).statusCode).toBe(400);
  });

  it('carries the selection across pages and counts it', async () => {
    const page = await select('staff', { page_size: 2, selected_account_ids: [FLEET.accountB, FLEET.accountA, FLEET.accountB] });
    expect(page).toMatchObject({ total_selected_items: 2, account_ids: [FLEET.accountB, FLEET.accountA], is_accounts_verification_failed: false });
    expect(page.accounts.map((a: { is_selected: boolean }) => a.is_selected)).toEqual([true, true]);
    const second = await select('staff', { page_size: 2, page_number: 2, selected_account_ids: [FLEET.accountB] });
    expect(second.accounts.some((a: { is_selected: boolean }) => a.is_selected)).toBe(false);
    const all = await select('staff', { is_select_all: true, account_types: [3, 4], selected_account_ids: [FLEET.government] });
    expect(all).toMatchObject({ total_items: 2, total_selected_items: 3, is_selection_limited: false });
    expect([...all.account_ids].sort()).toEqual([FLEET.accountA, FLEET.accountB, FLEET.government].sort());
  });

  it('drops selected ids outside the scope and says so', async () => {
    const page = await select('customerA', { selected_account_ids: [FLEET.accountA, FLEET.accountB, 999_999] });
    expect(page).toMatchObject({
      account_ids: [FLEET.accountA], total_selected_items: 1, is_accounts_verification_failed: true, verified_account: [FLEET.accountA],
    });
    expect(page.accounts[0].is_selected).toBe(true);
    const selectAll = await select('customerA', { is_select_all: true, selected_account_ids: [FLEET.accountB] });
    expect(selectAll).toMatchObject({ account_ids: [FLEET.accountA], is_accounts_verification_failed: true, verified_account: [] });
  });

  it('shows a location-narrowed customer the city of its own yard', async () => {
    const page = await select('customerAYard');
    expect(page.accounts[0]).toMatchObject({ id: FLEET.accountA, city: 'Akron' });
  });
});

describe('get_selects', () => {
  it('offers the customer its own countries, fleets, dealers and account kinds', async () => {
    const res = await call('POST', 'get_selects', 'customerA');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.countries).toEqual([{ code: 'US', name: 'United States' }]);
    expect(s.vocations.map((v: { value: string }) => v.value)).toEqual(['LH', 'RG']);
    expect(s.fleets).toEqual({ national_global_account_names: ['ALPHA Freight Lines'], canadian_national_global_account_names: [], government_account_names: [] });
    expect(s.states).toMatchObject({ CA: [{ code: 'AB', name: 'Alberta' }, { code: 'ON', name: 'Ontario' }], US: [{ code: 'OH' }, { code: 'TX' }], MX: [{ code: 'NL' }], CO: [], AU: [], CN: [] });
    expect(s.dealers.map((d: { nonsig: string }) => d.nonsig)).toEqual(['600101']);
    expect(s.dealers_ctsc).toEqual([]);
    expect(s.unit_types.map((t: { code: string }) => t.code)).toEqual(['TRK', 'TRL']);
    expect([s.is_show_unknown, s.is_show_localbook, s.is_show_goverment, s.is_show_preferred_fleet]).toEqual([false, false, false, false]);
  });

  it('offers staff everything and a dealer its own kinds', async () => {
    const s = (await call('POST', 'get_selects', 'staff')).json();
    expect(s.countries.map((c: { code: string }) => c.code)).toEqual(['CA', 'US']);
    expect(s.fleets).toEqual({
      national_global_account_names: ['ALPHA Freight Lines'],
      canadian_national_global_account_names: ['BOREAL Haulage', 'ZED Canada Express'],
      government_account_names: ['ZED County Roads'],
    });
    expect(s.dealers_ctsc.map((d: { name: string }) => d.name)).toEqual(['Maker CTSC Akron']);
    expect([s.is_show_unknown, s.is_show_localbook, s.is_show_goverment, s.is_show_preferred_fleet]).toEqual([true, true, true, true]);
    const dealer = (await call('POST', 'get_selects', 'dealer1')).json();
    expect([dealer.is_show_unknown, dealer.is_show_localbook, dealer.is_show_goverment, dealer.is_show_preferred_fleet]).toEqual([false, true, false, false]);
    expect(dealer.dealers.map((d: { nonsig: string }) => d.nonsig)).toEqual(['600101']);
  });

  it('needs the report\'s code', async () => {
    expect((await call('POST', 'get_selects', 'dealer2')).statusCode).toBe(403);
    expect((await call('POST', 'select_accounts', 'dealer2', {})).statusCode).toBe(403);
  });
});
