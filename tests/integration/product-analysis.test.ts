import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { ACCOUNTS_GONE } from '../../server/areas/product-analysis/job';
import { testConfig } from '../../server/config';
import { casings, removalReasons, retreadOrders, scrapRecords, securityCodes, userSecurityCodes } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { readPdfPictures, readPdfText, readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { createTenancyFixture, FLEET, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';
import { createWearFixture, WEAR } from '../helpers/wear-fixture';

const BASE = '/api/v2/product_analysis_report/';
const [y1] = FLEET.locationsA;

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createTenancyFixture(db);
  await createWearFixture(db);
  // ALPHA sent T1 and T2's casings to retread: T1's was retreaded, T2's rejected. T2 was scrapped worn out; BOREAL scrapped two of the same product.
  await db.insert(removalReasons).values([{ id: 9801, code: 'WORN', name: 'Worn out' }, { id: 9802, code: 'CUT', name: 'Cut' }]);
  await db.insert(retreadOrders).values([
    { id: 9701, accountId: FLEET.accountA, fleetLocationId: y1, retreaderId: FLEET.dealer1, receivedAt: new Date('2024-03-01T00:00:00Z') },
    { id: 9702, accountId: FLEET.accountB, fleetLocationId: FLEET.locationsB[0], retreaderId: FLEET.dealer1, receivedAt: new Date('2024-03-01T00:00:00Z') },
  ]);
  const casing = (retreadOrderId: number, tireId: number, status: 'retread' | 'rejected') => ({
    retreadOrderId, tireId, casingBrandId: WEAR.apex, tireSizeId: 1, positionClass: 'steer' as const, status, previousCaps: 0, ageMonths: 20,
  });
  await db.insert(casings).values([casing(9701, WEAR.tires.t1, 'retread'), casing(9701, WEAR.tires.t2, 'rejected'), casing(9702, WEAR.tires.tb, 'rejected')]);
  const scrap = (accountId: number, fleetLocationId: number, tireId: number, removalReasonId: number) => ({
    accountId, fleetLocationId, tireId, brandId: WEAR.apex, productLineId: WEAR.haulSteer, tireSizeId: 1, positionClass: 'steer' as const, removalReasonId, scrappedAt: new Date('2024-03-02T00:00:00Z'),
  });
  await db.insert(scrapRecords).values([
    scrap(FLEET.accountA, y1, WEAR.tires.t2, 9801),
    scrap(FLEET.accountB, FLEET.locationsB[0], WEAR.tires.tb, 9802),
    scrap(FLEET.accountB, FLEET.locationsB[0], WEAR.tires.tb, 9802),
  ]);
  await db.insert(securityCodes).values({ code: 'TVPRDANL', description: 'Product analysis report' });
  await db.insert(userSecurityCodes).values([5501, 7501, 9501].map((userId) => ({ userId, code: 'TVPRDANL' })));
  app = await buildApp({ db, config: testConfig() });
  await app.ready();
  // Generated reports run when a test says so.
  app.reportJobs.pause();
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const post = (path: string, who: FixtureLogin, body: unknown) => app.inject({ method: 'POST', url: BASE + path, headers: headers[who], payload: body as object });
const ok = async (path: string, who: FixtureLogin, body: unknown) => {
  const res = await post(path, who, body);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
};
const A = { account_ids: [FLEET.accountA] };
const COMPARE = { ...A, products: [{ product_line_id: WEAR.haulSteer, tire_size_id: 1 }, { product_line_id: WEAR.roadDrive, tire_size_id: 2 }] };

describe('product analysis report', () => {
  it('offers tire types, brands, product lines and sizes as dependent selects of the chosen accounts\' tires', async () => {
    await ok('get_product_report', 'customerA', COMPARE); // drains the fixture's writes into the aggregate
    expect((await ok('get_tire_types', 'customerA', A)).types).toEqual([{ id: 'drive', name: 'Drive' }, { id: 'steer', name: 'Steer' }]);
    expect((await ok('get_brands', 'customerA', { ...A, tire_type: 'steer' })).brands).toEqual([{ id: WEAR.apex, name: 'Apex' }]);
    expect((await ok('get_product_lines', 'customerA', { ...A, tire_type: 'drive', brand_id: WEAR.apex })).product_lines).toEqual([{ id: WEAR.haulDrive, name: 'Haul Drive' }]);
    expect((await ok('get_tire_sizes', 'customerA', { ...A, product_line_id: WEAR.roadDrive })).sizes).toEqual([{ id: 2, name: '295/75R22.5' }]);
  });

  it('compares two products with figures worked out by hand', async () => {
    const body = await ok('get_product_report', 'customerA', { ...COMPARE, comments: 'Steer against drive' });
    const [steer, birch] = body.product_comp_model.products;
    // Haul Steer: T1 (16 mm usable at 0.00025 mm/mi = 64,000 mi) and T2 (at 0.000375 = 42,667 mi): mean 53,333 mi;
    // $400 over 16 mm × 0.79375 mm per 32nd = 19.84 $/32nd; casings 1 of 2 retreaded; T2 scrapped worn out (BOREAL's scrap not counted).
    expect(steer).toEqual({
      brand: 'Apex', product_line: 'Apex Haul Steer', tire_size: '11R22.5', tires: 2, unmeasured_tires: 0, wear_rate: 3.94, removal_mileage: 53333,
      cost_per_32nd: 19.84, cost_per_mile: 0.0078, casings_inspected: 2, retreadability_percent: 50, scrap_reasons: [{ reason: 'Worn out', tires: 1 }],
    });
    // Road Drive: T5 21 mm at 0.0005 = 42,000 mi and T6 at 0.00025 = 84,000 mi: mean 63,000; $300 over 21 mm × 0.79375 = 11.34.
    expect(birch).toEqual({
      brand: 'Birch', product_line: 'Birch Road Drive', tire_size: '295/75R22.5', tires: 2, unmeasured_tires: 0, wear_rate: 5.04, removal_mileage: 63000,
      cost_per_32nd: 11.34, cost_per_mile: 0.0054, casings_inspected: 0, retreadability_percent: null, scrap_reasons: [],
    });
    expect(body.product_comp_model).toMatchObject({
      account_data: [{ id: FLEET.accountA, name: 'ALPHA Freight Lines' }],
      graph_header: { wear_rate_unit: '32nds/10,000 mi', distance_unit: 'mi', tire_type: null, currency_symbol: '$' },
      comments: 'Steer against drive',
    });
    expect(body.report_name).toBe('Apex Haul Steer 11R22.5 vs Birch Road Drive 295/75R22.5');
  });

  it('refuses another fleet\'s accounts with 403 and nothing of theirs, and bad input with 400 naming the field', async () => {
    for (const path of ['get_product_report', 'get_brands', 'get_tire_types']) {
      const res = await post(path, 'customerA', { ...COMPARE, account_ids: [FLEET.accountA, FLEET.accountB] });
      expect(res.statusCode, path).toBe(403);
      expect(res.body).not.toContain('Apex');
    }
    for (const [body, field] of [
      [{ ...COMPARE, products: [COMPARE.products[0]] }, 'body.products'],
      [{ ...COMPARE, account_ids: [] }, 'body.account_ids'],
      [{ ...COMPARE, tire_type: 'roof' }, 'body.tire_type'],
      [{ ...COMPARE, products: [{ product_line_id: 0, tire_size_id: 1 }, COMPARE.products[1]] }, 'body.products.0.product_line_id'],
    ] as const) {
      const res = await post('get_product_report', 'customerA', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    // BOREAL sees its own steer tire only: 6 mm over 2,000 mi; its two scrapped tires.
    const boreal = await ok('get_product_report', 'customerB', { ...COMPARE, account_ids: [FLEET.accountB] });
    expect(boreal.product_comp_model.products[0]).toMatchObject({ tires: 1, scrap_reasons: [{ reason: 'Cut', tires: 2 }], casings_inspected: 1, retreadability_percent: 0 });
  });

  it('writes the compared figures to Excel and PDF', async () => {
    const xlsx = await post('get_product_report_excel', 'customerA', COMPARE);
    expect(xlsx.statusCode).toBe(200);
    const [cover, comparison, scrap] = (await readXlsx(xlsx.rawPayload)).sheets;
    expect(cover!.name).toBe('Cover page');
    const wear = comparison!.rows.find((row) => row[0] === 'Wear rate (32nds/10,000 mi)')!;
    expect(wear.slice(1, 3)).toEqual(['3.94', '5.04']);
    // Each figure as the screen writes it, digits grouped.
    expect(comparison!.rows.find((row) => row[0] === 'Removal mileage (mi)')!.slice(1, 3)).toEqual(['53,333', '63,000']);
    expect(comparison!.rows.find((row) => row[0] === 'Retreadability %')!.slice(1, 3)).toEqual(['50.0', '–']);
    expect(scrap!.rows.some((row) => row[1] === 'Worn out' && row[2] === 1)).toBe(true);
    const pdf = await post('get_product_report_pdf', 'customerA', { ...COMPARE, comments: 'Steer against drive' });
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdfText(pdf.rawPayload)).text;
    for (const expected of ['Product analysis report', 'Apex Haul Steer 11R22.5', '19.84', '11.34', 'Steer against drive']) expect(text).toContain(expected);
    // The screen's chart of the two wear rates, a bar each, captioned as the screen labels it.
    expect(await readPdfPictures(pdf.rawPayload)).toEqual([{ page: 2, width: 1440, height: 2 * (70 + 2 * 30) }]);
    expect(text).toContain('Wear rate of the two products');
    expect((await post('get_product_report_pdf', 'customerA', { ...COMPARE, account_ids: [FLEET.accountB] })).statusCode).toBe(403);
  });
});

const get = (path: string, who: FixtureLogin) => app.inject({ method: 'GET', url: BASE + path, headers: headers[who] });
const listed = async (who: FixtureLogin) => (await get('get_reports', who)).json().reports as { id: number; report_name: string; status: string; error: string | null }[];

describe('product analysis generated in the background', () => {
  it('queues the comparison, lists it while queued, then reopens the same figures as data, PDF and Excel', async () => {
    const body = { ...COMPARE, tire_type: null, report_name: '', comments: 'Spring buy' };
    const queued = await post('generate_reports', 'customerA', body);
    expect(queued.statusCode, queued.body).toBe(202);
    const { id, status } = queued.json();
    expect(status).toBe('queued');
    const name = 'Apex Haul Steer 11R22.5 vs Birch Road Drive 295/75R22.5';
    expect((await listed('customerA')).find((row) => row.id === id)).toMatchObject({ report_name: name, status: 'queued' });
    const early = await post('get_report', 'customerA', { id, format: 'json' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ report_status: 'queued' });

    expect(await app.reportJobs.processNow()).toBe(1);
    expect((await listed('customerA')).find((row) => row.id === id)).toMatchObject({ status: 'done', error: null });
    const stored = await ok('get_report', 'customerA', { id, format: 'json' });
    const now = await ok('get_product_report', 'customerA', body);
    // The stored comparison holds the figures worked out by hand above (same fleet, nothing changed since).
    expect(stored.product_comp_model.products).toEqual(now.product_comp_model.products);
    expect(stored.product_comp_model.products[0]).toMatchObject({ wear_rate: 3.94, removal_mileage: 53333, cost_per_32nd: 19.84 });
    expect(stored.report_name).toBe(name);
    expect(stored.product_comp_model.cover_page).toMatchObject({
      title: 'Product analysis report',
      prepared_for: ['ALPHA Freight Lines'],
      products: ['Apex Haul Steer 11R22.5', 'Birch Road Drive 295/75R22.5'],
      tire_type: null,
    });

    const pdf = await post('get_report', 'customerA', { id, format: 'pdf' });
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdfText(pdf.rawPayload)).text;
    for (const expected of ['Cover page', 'ALPHA Freight Lines', 'First product', 'Apex Haul Steer 11R22.5', 'Birch Road Drive 295/75R22.5', 'Spring buy', '$19.84', '$0.0078', '53,333']) expect(text).toContain(expected);
    const xlsx = await post('get_report', 'customerA', { id, format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    const [cover, comparison] = (await readXlsx(xlsx.rawPayload)).sheets;
    expect(cover!.rows.find((row) => row[0] === 'Second product')?.[1]).toBe('Birch Road Drive 295/75R22.5');
    expect(cover!.rows.find((row) => row[0] === 'Prepared for')?.[1]).toBe('ALPHA Freight Lines');
    // Every cost carries the author's currency sign, as on the screen.
    expect(comparison!.rows.find((row) => row[0] === 'Cost per 32nd')!.slice(1, 3)).toEqual(['$19.84', '$11.34']);
    expect(comparison!.rows.find((row) => row[0] === 'Cost per mile')!.slice(1, 3)).toEqual(['$0.0078', '$0.0054']);
  });

  it('refuses another fleet\'s account with 403 and queues nothing; another user\'s report is 404 and shows nothing', async () => {
    const before = (await listed('customerA')).length;
    for (const accountIds of [[FLEET.accountA, FLEET.accountB], [FLEET.accountB]]) {
      const res = await post('generate_reports', 'customerA', { ...COMPARE, account_ids: accountIds });
      expect(res.statusCode).toBe(403);
    }
    // Staff may name any account, but not one that does not exist.
    expect((await post('generate_reports', 'staff', { ...COMPARE, account_ids: [987654] })).statusCode).toBe(403);
    expect((await post('generate_reports', 'customerA', { ...COMPARE, account_ids: [] })).json().errors[0].field).toBe('body.account_ids');
    expect((await post('generate_reports', 'customerA', { ...COMPARE, products: [{ product_line_id: 999999, tire_size_id: 1 }, COMPARE.products[1]] })).json().errors[0].field).toBe('body.products');
    expect(await listed('customerA')).toHaveLength(before);

    const mine = (await post('generate_reports', 'customerA', { ...COMPARE, report_name: 'Alpha only' })).json().id as number;
    await app.reportJobs.processNow();
    expect(await listed('customerB')).toEqual([]);
    for (const format of ['json', 'pdf', 'xlsx']) {
      const res = await post('get_report', 'customerB', { id: mine, format });
      expect(res.statusCode, format).toBe(404);
      expect(res.body).not.toContain('Apex');
    }
    expect((await post('get_report', 'customerA', { id: 'x', format: 'json' })).json().errors[0].field).toBe('body.id');
  });

  it('fails a queued report with a clear message when its user lost the accounts meanwhile', async () => {
    const { id } = (await post('generate_reports', 'customerA', { ...COMPARE, report_name: 'Lost access' })).json();
    // The user's account grant is gone by the time the job runs: the job reads the scope of then.
    await app.db.execute(sql`update user_accounts set account_id = ${FLEET.accountB} where user_id = 5501 and account_id = ${FLEET.accountA}`);
    try {
      expect(await app.reportJobs.processNow()).toBe(1);
    } finally {
      await app.db.execute(sql`update user_accounts set account_id = ${FLEET.accountA} where user_id = 5501 and account_id = ${FLEET.accountB}`);
    }
    const row = (await listed('customerA')).find((report) => report.id === id);
    expect(row).toMatchObject({ status: 'failed', error: ACCOUNTS_GONE });
    const res = await post('get_report', 'customerA', { id, format: 'pdf' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ACCOUNTS_GONE);
  });
});
