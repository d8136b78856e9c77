import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dashboardTemplates, users, userSecurityCodes } from '../../server/db/schema';
import { DASH, dashboardTestApp } from '../helpers/dashboard-fixture';
import { authHeaders } from '../helpers/sign-in';
import { FLEET, type FixtureLogin } from '../helpers/tenancy-fixture';

/** The wizard's account step, saved templates and the per-user basket of the fleet dashboard. */
const context = dashboardTestApp();

async function call(who: FixtureLogin, method: 'GET' | 'POST' | 'DELETE', path: string, body?: object) {
  return context.app.inject({ method, url: `/api/v2/fleet_dashboard/${path}`, headers: context.headers[who], ...(body ? { payload: body } : {}) });
}
const ALPHA = { id: FLEET.accountA, fleet_key: 'us_national_account' };
const BOREAL = { id: FLEET.accountB, fleet_key: 'canadian_common_owner' };

describe('account step', () => {
  it('lists the accounts of the user by fleet key', async () => {
    const mine = (await call('customerA', 'GET', 'get_accounts')).json();
    expect(mine).toEqual({ us_national_accounts: [{ id: FLEET.accountA, account_number: 'ALPHA-NA-5001', name: 'ALPHA Freight Lines', fleet_key: 'us_national_account' }], canadian_common_owners: [], canadian_nonsigs: [] });
    const all = (await call('staff', 'GET', 'get_accounts')).json();
    expect(all.us_national_accounts.map((a: { id: number }) => a.id)).toEqual([FLEET.accountA, DASH.nationalTwo]);
    expect(all.canadian_common_owners.map((a: { id: number }) => a.id)).toEqual([FLEET.accountB]);
    expect(all.canadian_nonsigs.map((a: { id: number }) => a.id)).toEqual([FLEET.canadianNational]);
  });

  it('pages, sorts and searches locations; regions and groups count the visible ones', async () => {
    const page = (await call('customerA', 'POST', 'get_locations', { account: ALPHA, page_size: 2, order_by: 2, is_sort_desc: true })).json();
    expect(page.total_items).toBe(5);
    expect(page.locations.map((l: { name: string }) => l.name)).toEqual(['ALPHA Toledo Yard', 'ALPHA Dallas Yard']);
    expect((await call('customerA', 'POST', 'get_locations', { account: ALPHA, key_word: 'dallas' })).json().locations.map((l: { id: number }) => l.id)).toEqual([FLEET.locationsA[1]]);
    const east = (await call('customerA', 'POST', 'get_locations', { account: ALPHA, regions: [{ type: 'region', code: 'EAST' }] })).json();
    expect(east.locations.map((l: { id: number }) => l.id)).toEqual([FLEET.locationsA[0], FLEET.locationsA[2]]);
    // The yard user sees its one yard only.
    expect((await call('customerAYard', 'POST', 'get_locations', { account: ALPHA })).json().locations.map((l: { id: number }) => l.id)).toEqual([FLEET.locationsA[0]]);
    expect((await call('customerA', 'POST', 'get_customer_location_regions', { account: ALPHA })).json()).toEqual({ regions: [{ id: FLEET.regionA, code: 'EAST', description: 'ALPHA East', locations: 2 }] });
    expect((await call('customerA', 'POST', 'get_customer_location_groups', { account: ALPHA })).json()).toEqual({ groups: [{ id: FLEET.groupA, name: 'ALPHA Ohio group', locations: 1 }] });
  });

  it('lists the nonsigs that serve or serviced the account', async () => {
    const nonsigs = (await call('customerA', 'POST', 'get_nonsigs', { account: ALPHA })).json();
    expect(nonsigs.nonsigs.map((d: { nonsig: string }) => d.nonsig)).toEqual(['600101', '600303', '600404']);
  });

  it('answers 403 and nothing for a foreign account on every account call, and names a bad field', async () => {
    for (const path of ['get_locations', 'get_nonsigs', 'get_customer_location_regions', 'get_customer_location_groups']) {
      const res = await call('customerA', 'POST', path, { account: BOREAL });
      expect(res.statusCode, path).toBe(403);
      expect(res.body, path).not.toMatch(/BOREAL/);
    }
    expect((await call('dealer1', 'GET', 'get_accounts')).statusCode).toBe(403);
    const bad = await call('customerA', 'POST', 'get_locations', { account: { id: 'x', fleet_key: 'us_national_account' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('account.id');
  });
});

describe('templates', () => {
  const template = {
    report_name: 'ALPHA spring review',
    report_type: 'service',
    base_parameters: { account: ALPHA, date_type: 'custom', date_from: '03/01/2025', date_to: '05/31/2025', regions: [] },
    state: { tabs: { service: { basket: [{ report_type: 'calls_by_month' }], filters: { service_types: ['emergency'] } } }, export_titles: { title: 'Spring' } },
  };

  it('saves, lists, restores and deletes a template that only its owner sees', async () => {
    const created = await call('customerA', 'POST', 'create_template', template);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ account_name: 'ALPHA Freight Lines', report_name: 'ALPHA spring review', report_type_display: 'Service', report_dates: '03/01/2025 - 05/31/2025' });

    const list = (await call('customerA', 'POST', 'get_templates', {})).json();
    expect(list.page_size).toBe(20);
    expect(list.templates.map((t: { id: number }) => t.id)).toEqual([id]);
    const restored = (await call('customerA', 'GET', `get_template/${id}`)).json();
    expect(restored.base_parameters).toEqual(template.base_parameters);
    expect(restored.state).toEqual(template.state);

    expect((await call('customerAYard', 'POST', 'get_templates', {})).json().templates).toEqual([]);
    expect((await call('customerAYard', 'GET', `get_template/${id}`)).statusCode).toBe(404);
    expect((await call('customerB', 'DELETE', `delete_template/${id}`)).statusCode).toBe(404);
    expect((await call('staff', 'GET', `get_template/${id}`)).statusCode).toBe(404);
    expect((await call('customerA', 'DELETE', `delete_template/${id}`)).statusCode).toBe(200);
    expect((await call('customerA', 'GET', `get_template/${id}`)).statusCode).toBe(404);
  });

  it('gives staff, service centre or head office, nothing of a customer\'s template and deletes nothing', async () => {
    const { db } = context.database;
    await db.insert(users).values({ id: 9601, login: 'ssc@maker.test', email: 'ssc@maker.test', firstName: 'Sid', lastName: 'Centre', group: 'SSC', passwordHash: 'not-a-real-hash' });
    await db.insert(userSecurityCodes).values({ userId: 9601, code: 'FDLOGIN' });
    const ssc = await authHeaders(context.app, 'ssc@maker.test');
    const id = (await call('customerA', 'POST', 'create_template', { ...template, report_name: 'Not for staff' })).json().id as number;
    for (const headers of [ssc, context.headers.staff]) {
      const send = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: object) =>
        context.app.inject({ method, url: `/api/v2/fleet_dashboard/${path}`, headers, ...(body ? { payload: body } : {}) });
      expect((await send('DELETE', `delete_template/${id}`)).statusCode).toBe(404);
      expect((await send('GET', `get_template/${id}`)).statusCode).toBe(404);
      const listed = (await send('POST', 'get_templates', { key_word: 'Not for staff' })).json();
      expect(listed).toMatchObject({ total_items: 0, templates: [] });
    }
    expect(await db.select({ id: dashboardTemplates.id }).from(dashboardTemplates).where(eq(dashboardTemplates.id, id))).toEqual([{ id }]);
    expect((await call('customerA', 'GET', `get_template/${id}`)).json().report_name).toBe('Not for staff');
    expect((await call('customerA', 'DELETE', `delete_template/${id}`)).statusCode).toBe(200);
  });

  it('sorts by the spec codes and refuses a foreign account or a bad name', async () => {
    for (const name of ['B review', 'A review', 'C review']) expect((await call('customerA', 'POST', 'create_template', { ...template, report_name: name })).statusCode).toBe(200);
    const byName = (await call('customerA', 'POST', 'get_templates', { order_by: 3, is_sort_desc: false })).json();
    expect(byName.templates.map((t: { report_name: string }) => t.report_name)).toEqual(['A review', 'B review', 'C review']);
    expect((await call('customerA', 'POST', 'get_templates', { key_word: 'C rev' })).json().total_items).toBe(1);
    expect((await call('customerA', 'POST', 'create_template', { ...template, base_parameters: { ...template.base_parameters, account: BOREAL } })).statusCode).toBe(403);
    const bad = await call('customerA', 'POST', 'create_template', { ...template, report_name: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('report_name');
    expect((await call('customerA', 'GET', 'get_template/abc')).statusCode).toBe(400);
  });
});

describe('basket', () => {
  const entry = (report_type: string, comment = '') => ({ report_type, settings: { report_type }, models: { comment } });

  it('adds (replacing an entry of the same report), keeps the tab order, removes and clears, per user', async () => {
    await call('customerA', 'POST', 'basket_add', { tab_type: 'service', entry: entry('calls_by_month', 'first') });
    await call('customerA', 'POST', 'basket_add', { tab_type: 'service', entry: entry('top_servicing_dealers') });
    const replaced = (await call('customerA', 'POST', 'basket_add', { tab_type: 'service', entry: entry('calls_by_month', 'second') })).json();
    expect(replaced.entries.map((e: { report_type: string; models: { comment: string } }) => [e.report_type, e.models.comment])).toEqual([
      ['top_servicing_dealers', ''],
      ['calls_by_month', 'second'],
    ]);
    // On another desktop (a new session) the basket is the same; another user's is empty.
    const again = await authHeaders(context.app, 'cus.a@alpha.test');
    const other = await context.app.inject({ method: 'GET', url: '/api/v2/fleet_dashboard/get_baskets', headers: again });
    expect(other.json().baskets).toEqual([{ tab_type: 'service', entries: replaced.entries }]);
    expect((await call('customerB', 'GET', 'get_baskets')).json().baskets).toEqual([]);

    const removed = (await call('customerA', 'POST', 'basket_remove', { tab_type: 'service', report_type: 'top_servicing_dealers' })).json();
    expect(removed.entries.map((e: { report_type: string }) => e.report_type)).toEqual(['calls_by_month']);
    expect((await call('customerA', 'POST', 'basket_clear', { tab_type: 'service' })).json().entries).toEqual([]);
  });

  it('refuses a report of another tab, naming the field', async () => {
    const res = await call('customerA', 'POST', 'basket_add', { tab_type: 'service', entry: entry('top_retreaders') });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('entry.report_type');
    expect((await call('customerA', 'POST', 'basket_add', { tab_type: 'report', entry: entry('top_retreaders') })).statusCode).toBe(200);
  });
});
