import { describe, expect, it } from 'vitest';
import { serviceCallItems, serviceCalls } from '../../server/db/schema';
import { DASH, dashboardTestApp } from '../helpers/dashboard-fixture';
import { FLEET, type FixtureLogin } from '../helpers/tenancy-fixture';

/** get_tire_filter_options: the step 3 tire choices of the hand-made fleet (dashboard-fixture.ts). */
const context = dashboardTestApp();

const ALPHA = { id: FLEET.accountA, fleet_key: 'us_national_account' };
const BOREAL = { id: FLEET.accountB, fleet_key: 'canadian_common_owner' };
const post = (who: FixtureLogin, body: object) => context.app.inject({ method: 'POST', url: '/api/v2/fleet_dashboard/get_tire_filter_options', headers: context.headers[who], payload: body });

describe('tire filter options', () => {
  it('lists the sizes, brands and product lines of the products the account bought', async () => {
    const res = await post('customerA', { account: ALPHA, tab_type: 'purchases' });
    expect(res.statusCode, res.body).toBe(200);
    // ALPHA bought M-P1 (Apex Haul 11R22.5) and M-R1 (Apex ReCap 11R22.5); M-P2 (Birch) went to other accounts.
    expect(res.json()).toEqual({
      tire_sizes: [{ id: 1, size: '11R22.5' }],
      tire_brands: [{ id: DASH.apex, name: 'Apex' }],
      tire_product_lines: [
        { id: 1, name: 'Haul', brand_id: DASH.apex, brand_name: 'Apex' },
        { id: 3, name: 'ReCap', brand_id: DASH.apex, brand_name: 'Apex' },
      ],
    });
  });

  it('lists the casings\u2019 sizes and brands on the retreading and casing tabs, nothing on the service tab', async () => {
    const casings = { tire_sizes: [{ id: 1, size: '11R22.5' }, { id: 2, size: '295/75R22.5' }], tire_brands: [{ id: DASH.apex, name: 'Apex' }, { id: DASH.birch, name: 'Birch' }], tire_product_lines: [] };
    expect((await post('customerA', { account: ALPHA, tab_type: 'retreading' })).json()).toEqual(casings);
    expect((await post('staff', { account: ALPHA, tab_type: 'casingdurability' })).json()).toEqual(casings);
    expect((await post('customerA', { account: ALPHA, tab_type: 'service' })).json()).toEqual({ tire_sizes: [], tire_brands: [], tire_product_lines: [] });
  });

  it('follows new purchases, at the locations the user sees only', async () => {
    const [, y2] = FLEET.locationsA;
    await context.database.db.insert(serviceCalls).values({
      id: 100, accountId: FLEET.accountA, fleetLocationId: y2, dealerId: FLEET.dealer1, callType: 'scheduled', place: 'yard', state: 'OH', wheelPosition: 'steer',
      calledAt: new Date('2025-08-01T10:00:00Z'), rolledAt: null, totalCost: '300.00',
    });
    await context.database.db.insert(serviceCallItems).values({ serviceCallId: 100, kind: 'new_tire', productId: DASH.p2, quantity: 1, amount: '300.00' });
    const all = (await post('customerA', { account: ALPHA, tab_type: 'purchases' })).json();
    expect(all.tire_brands.map((brand: { name: string }) => brand.name)).toEqual(['Apex', 'Birch']);
    expect(all.tire_sizes.map((size: { size: string }) => size.size)).toEqual(['11R22.5', '295/75R22.5']);
    // The yard user sees the first location only, where Birch was never bought.
    const yard = (await post('customerAYard', { account: ALPHA, tab_type: 'purchases' })).json();
    expect(yard.tire_brands.map((brand: { name: string }) => brand.name)).toEqual(['Apex']);
    expect(yard.tire_product_lines.map((line: { name: string }) => line.name)).toEqual(['Haul', 'ReCap']);
  });

  it('answers 403 and nothing for a foreign account, 400 naming the field for bad input', async () => {
    const foreign = await post('customerA', { account: BOREAL, tab_type: 'purchases' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain('Apex');
    expect((await post('customerB', { account: ALPHA, tab_type: 'retreading' })).statusCode).toBe(403);
    const badTab = await post('customerA', { account: ALPHA, tab_type: 'report' });
    expect(badTab.statusCode).toBe(400);
    expect(JSON.stringify(badTab.json())).toContain('tab_type');
    const badAccount = await post('customerA', { account: { id: 'ALPHA', fleet_key: 'us_national_account' }, tab_type: 'purchases' });
    expect(badAccount.statusCode).toBe(400);
    expect(JSON.stringify(badAccount.json())).toContain('account.id');
    const wrongKind = await post('customerA', { account: { id: FLEET.accountA, fleet_key: 'canadian_nonsig' }, tab_type: 'purchases' });
    expect(wrongKind.statusCode).toBe(400);
    expect(JSON.stringify(wrongKind.json())).toContain('account.fleet_key');
  });
});
