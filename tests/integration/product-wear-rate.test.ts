import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { securityCodes, users, userSecurityCodes } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { readPdfPictures, readPdfText, readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { createTenancyFixture, FLEET, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';
import { createWearFixture, WEAR } from '../helpers/wear-fixture';

const BASE = '/api/v2/product_wear_rate_report/';
// "Today" for the pulls due within 90 days: March 1, 2024, so up to May 30.
const TODAY = { 'user-time': '03/01/2024 09:00:00' };

/**
 * The figures of the wear fixture's ALPHA tires (tests/helpers/wear-fixture.ts), by hand, in
 * 32nds per 10,000 mi (1/32 in = 0.79375 mm):
 * - Apex Haul Drive: T4 1 mm / 4,000 mi = 2.5 mm per 10,000 mi = 3.15; T3 left out; cost $500 / 88,000 mi.
 * - Apex Haul Steer: (2 + 3) mm / 16,000 mi = 3.125 mm = 3.94; mean cost (400/64,000 + 400/42,667) / 2 = 0.0078125.
 * - Birch Road Drive: (3 + 1) mm / 10,000 mi = 4 mm = 5.04; mean cost (300/42,000 + 300/84,000) / 2 = 0.0053571.
 * - Fleet: 10 mm / 30,000 mi = 3.333 mm per 10,000 mi = 4.20.
 */
const HAUL_DRIVE = {
  brand: 'Apex', product_line: 'Apex Haul Drive', tire_size: '11R22.5', load_range: 'H', wheel_position: 'drive',
  tires: 1, unmeasured_tires: 1, wear_rate: 3.15, earliest_pull_date: '2024-12-06', pull_overdue: false, pulls_within_90_days: 0, cost_per_distance: 0.0057,
};
const HAUL_STEER = {
  brand: 'Apex', product_line: 'Apex Haul Steer', tire_size: '11R22.5', load_range: 'G', wheel_position: 'steer',
  tires: 2, unmeasured_tires: 0, wear_rate: 3.94, earliest_pull_date: '2024-05-27', pull_overdue: false, pulls_within_90_days: 1, cost_per_distance: 0.0078,
};
const ROAD_DRIVE = {
  brand: 'Birch', product_line: 'Birch Road Drive', tire_size: '295/75R22.5', load_range: 'G', wheel_position: 'drive',
  tires: 2, unmeasured_tires: 0, wear_rate: 5.04, earliest_pull_date: '2024-07-09', pull_overdue: false, pulls_within_90_days: 0, cost_per_distance: 0.0054,
};

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createTenancyFixture(db);
  await createWearFixture(db);
  await db.insert(securityCodes).values({ code: 'TVWEARRT', description: 'Product wear rate report' });
  await db.insert(userSecurityCodes).values([5501, 5502, 7501, 6501, 9501].map((userId) => ({ userId, code: 'TVWEARRT' })));
  await db.update(users).set({ unitOfMeasurement: 'metric' }).where(eq(users.id, 9501));
  app = await buildApp({ db, config: testConfig() });
  await app.ready();
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (method: 'GET' | 'POST', path: string, who: FixtureLogin, body?: unknown) =>
  app.inject({ method, url: BASE + path, headers: { ...headers[who], ...TODAY }, ...(body === undefined ? {} : { payload: body as object }) });
const ok = async (path: string, who: FixtureLogin, body: unknown) => {
  const res = await call('POST', path, who, body);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
};
const A = { account_ids: [FLEET.accountA] };

describe('product wear rate report', () => {
  it('answers the wear rate per product and position with the tires behind it, as worked out by hand', async () => {
    const body = await ok('get_product_wear_rates', 'customerA', A);
    expect(body).toMatchObject({ page_number: 1, page_size: 10, total_items: 3, unit_of_measurement: 'imperial', wear_rate_unit: '32nds/10,000 mi' });
    expect(body.product_wear_rates).toEqual([HAUL_DRIVE, HAUL_STEER, ROAD_DRIVE]);
    expect(body.totals).toEqual({ tires: 5, unmeasured_tires: 1, wear_rate: 4.2 });

    const fastest = await ok('get_product_wear_rates', 'customerA', { ...A, order_by: 2, is_sort_desc: true, page_size: 2 });
    expect(fastest.product_wear_rates.map((row: { wear_rate: number }) => row.wear_rate)).toEqual([5.04, 3.94]);
    const second = await ok('get_product_wear_rates', 'customerA', { ...A, order_by: 2, is_sort_desc: true, page_size: 2, page_number: 2 });
    expect(second.product_wear_rates).toEqual([HAUL_DRIVE]);

    const steer = await ok('get_product_wear_rates', 'customerA', { ...A, wheel_positions: ['steer'] });
    expect(steer.product_wear_rates).toEqual([HAUL_STEER]);
    const birch = await ok('get_product_wear_rates', 'customerA', { ...A, brand_ids: [WEAR.birch], vocation_ids: [1] });
    // Vocation Long Haul is U1's: only T6 (1 mm / 4,000 mi = 3.15) of the Birch tires runs there.
    expect(birch.product_wear_rates).toEqual([{ ...ROAD_DRIVE, tires: 1, wear_rate: 3.15, earliest_pull_date: '2024-11-16', cost_per_distance: 0.0036 }]);
    expect((await ok('get_product_wear_rates', 'customerA', { ...A, retread: 'retread' })).total_items).toBe(0);
  });

  it('reads mm per 10,000 km and cost per km for a metric reader', async () => {
    const body = await ok('get_product_wear_rates', 'staff', { ...A, brand_ids: [WEAR.birch] });
    // 4 mm / 16,093.44 km × 10,000 = 2.49; 0.0053571 $/mi / 1.609344 = 0.0033.
    expect(body).toMatchObject({ wear_rate_unit: 'mm/10,000 km', product_wear_rates: [{ wear_rate: 2.49, cost_per_distance: 0.0033 }] });
  });

  it('lists each filter among the chosen accounts\' tires, narrowed by the others, and counts the tires available', async () => {
    expect((await ok('search_brand', 'customerA', A)).search_result).toEqual([{ id: WEAR.apex, name: 'Apex' }, { id: WEAR.birch, name: 'Birch' }]);
    expect((await ok('search_brand', 'customerA', { ...A, key_word: 'bir' })).search_result).toEqual([{ id: WEAR.birch, name: 'Birch' }]);
    expect((await ok('search_product_line', 'customerA', { ...A, brand_ids: [WEAR.apex] })).search_result.map((o: { name: string }) => o.name)).toEqual(['Apex Haul Drive', 'Apex Haul Steer']);
    expect((await ok('search_wheel_position', 'customerA', { ...A, brand_ids: [WEAR.birch] })).search_result).toEqual([{ id: 'drive', name: 'Drive' }]);
    // Vocations without a value are never offered; U1 runs Long Haul, U2 Regional.
    expect((await ok('search_vocation', 'customerA', A)).search_result.map((o: { name: string }) => o.name)).toEqual(['Long Haul', 'Regional']);
    expect((await ok('get_retread', 'customerA', A)).search_result).toEqual([{ id: 'new', name: 'New' }]);
    const all = await ok('get_all_filters', 'customerA', A);
    expect(all.tire_sizes.map((o: { name: string }) => o.name)).toEqual(['11R22.5', '295/75R22.5']);
    expect(all.load_ranges.map((o: { name: string }) => o.name)).toEqual(['G', 'H']);
    expect(all.axle_configurations).toEqual([]);

    expect(await ok('get_available_tires', 'customerA', A)).toEqual({ tire_count: 6, measured_count: 5 });
    expect(await ok('get_available_tires', 'customerA', { ...A, wheel_positions: ['drive'], brand_ids: [WEAR.apex] })).toEqual({ tire_count: 2, measured_count: 1 });
    expect(await ok('get_available_tires', 'customerB', { account_ids: [FLEET.accountB] })).toEqual({ tire_count: 1, measured_count: 1 });
  });

  it('refuses another fleet\'s accounts with 403 and nothing of theirs, and bad input with 400 naming the field', async () => {
    for (const path of ['get_product_wear_rates', 'get_available_tires', 'search_brand', 'get_all_filters', 'get_product_wear_rates_report_pdf']) {
      for (const ids of [[FLEET.accountB], [FLEET.accountA, FLEET.accountB], [2_000_000]]) {
        const res = await call('POST', path, 'customerA', { account_ids: ids });
        expect(res.statusCode, `${path} ${ids}`).toBe(403);
        expect(res.body).not.toContain('Apex');
      }
    }
    expect((await call('POST', 'get_product_wear_rates', 'dealer2', A)).statusCode).toBe(403);
    for (const [body, field] of [
      [{}, 'body.account_ids'],
      [{ account_ids: [] }, 'body.account_ids'],
      [{ ...A, wheel_positions: ['roof'] }, 'body.wheel_positions.0'],
      [{ ...A, retread: 'both' }, 'body.retread'],
      [{ ...A, page_size: 0 }, 'body.page_size'],
      [{ ...A, order_by: 9 }, 'body.order_by'],
    ] as const) {
      const res = await call('POST', 'get_product_wear_rates', 'customerA', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await call('GET', 'has_system_level_access', 'customerA')).json()).toEqual({ has_access: false });
    expect((await call('GET', 'has_system_level_access', 'staff')).json()).toEqual({ has_access: true });
    expect((await call('GET', 'select_account_ids', 'customerA')).json().account_ids).toEqual([FLEET.accountA]);
    const selected = await ok('select_accounts', 'customerA', { selected_account_ids: [FLEET.accountA, FLEET.accountB] });
    expect(selected).toMatchObject({ account_ids: [FLEET.accountA], is_accounts_verification_failed: true, verified_account: [FLEET.accountA] });
  });

  it('says an earliest pull date already past is overdue, and writes every cost with the user\'s currency sign, on the screen\'s answer and in the files', async () => {
    // On June 1, 2024 Apex Haul Steer's May 27 pull is past; the others are still ahead.
    const june = { ...headers.customerA, 'user-time': '06/01/2024 09:00:00' };
    const answer = await app.inject({ method: 'POST', url: `${BASE}get_product_wear_rates`, headers: june, payload: A });
    const body = answer.json();
    expect(body.currency_symbol).toBe('$');
    expect(body.product_wear_rates.map((row: { product_line: string; pull_overdue: boolean }) => [row.product_line, row.pull_overdue])).toEqual([
      ['Apex Haul Drive', false],
      ['Apex Haul Steer', true],
      ['Birch Road Drive', false],
    ]);
    const xlsx = await app.inject({ method: 'POST', url: `${BASE}get_product_wear_rates_report_xls`, headers: june, payload: A });
    const [sheet] = (await readXlsx(xlsx.rawPayload)).sheets;
    const header = sheet!.rows.findIndex((row) => row[0] === 'Brand');
    const headings = sheet!.rows[header]!;
    expect(sheet!.rows.slice(header + 1, header + 4).map((row) => row[headings.indexOf('Pull status')] ?? '')).toEqual(['', 'Overdue', '']);
    const cost = sheet!.worksheet.getRow(header + 2).getCell(headings.indexOf('Cost per mile') + 1);
    expect(cost.numFmt).toMatch(/^"\$"/);
    const pdf = (await readPdfText((await app.inject({ method: 'POST', url: `${BASE}get_product_wear_rates_report_pdf`, headers: june, payload: A })).rawPayload)).text;
    expect(pdf).toContain('Overdue');
    expect(pdf).toContain('$0.0078');
  });

  it('writes the screen\'s figures to Excel and PDF', async () => {
    const xlsx = await call('POST', 'get_product_wear_rates_report_xls', 'customerA', A);
    expect(xlsx.statusCode).toBe(200);
    const [sheet] = (await readXlsx(xlsx.rawPayload)).sheets;
    const header = sheet!.rows.findIndex((row) => row[0] === 'Brand');
    const headings = sheet!.rows[header]!;
    const rows = sheet!.rows.slice(header + 1, header + 4);
    expect(rows.map((row) => [row[1], row[headings.indexOf('Tires')], row[headings.indexOf('Wear rate (32nds/10,000 mi)')]])).toEqual([
      ['Apex Haul Drive', 1, 3.15],
      ['Apex Haul Steer', 2, 3.94],
      ['Birch Road Drive', 2, 5.04],
    ]);
    const pdf = await call('POST', 'get_product_wear_rates_report_pdf', 'customerA', A);
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdfText(pdf.rawPayload)).text;
    for (const expected of ['Product wear rate report', 'Apex Haul Steer', '3.94', '5.04', '4.20']) expect(text).toContain(expected);
    expect(text).not.toContain('BOREAL');
    // The screen's chart, a bar a row of its page, above the table; Excel carries the figures alone.
    expect(await readPdfPictures(pdf.rawPayload)).toEqual([{ page: 1, width: 1440, height: 2 * (70 + 3 * 30) }]);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Wear rate of rows 1 to 3 of 3, the page of the table open when this file was made');
    expect(flat.indexOf('the page of the table open')).toBeLessThan(flat.indexOf('Apex Haul Drive'));
    expect((await readXlsx(xlsx.rawPayload)).sheets[0]!.worksheet.getImages()).toEqual([]);
    // On the second page of two rows the chart draws the one row the screen shows there.
    const second = (await call('POST', 'get_product_wear_rates_report_pdf', 'customerA', { ...A, page_number: 2, page_size: 2 })).rawPayload;
    expect(await readPdfPictures(second)).toEqual([{ page: 1, width: 1440, height: 2 * (70 + 30) }]);
    expect((await readPdfText(second)).text.replace(/\s+/g, ' ')).toContain('Wear rate of rows 3 to 3 of 3');
  });
});
