import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, locationSpecs, productLines, products, securityCodes, users, userSecurityCodes } from '../../server/db/schema';
import { refreshAllChanges } from '../../server/reporting/refresh';
import { CHECKPOINT_BASE, createCheckpointFixture, createCheckpointTestApp, expectedCounts, SPECS, type FixtureCrossing } from '../helpers/checkpoint-fixture';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { readPdfText, readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { FLEET, LOGINS, signInFixtureUsers } from '../helpers/tenancy-fixture';

const [y1, y2, y3, y4] = FLEET.locationsA;
const ADMIN = 'admin@maker.test';
const SSC = 'ssc@maker.test';
const in32 = (n: number) => (n * 25.4) / 32;
const eqUserCode = (userId: number) => and(eq(userSecurityCodes.userId, userId), eq(userSecurityCodes.code, 'TVADMIN'));

let database: TestDatabase;
let app: FastifyInstance;
let crossings: FixtureCrossing[];
let headers: Record<string, Record<string, string>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  crossings = await createCheckpointFixture(db);
  await db.insert(users).values([
    { id: 9601, login: ADMIN, email: ADMIN, firstName: 'Ada', lastName: 'Admin', group: 'ADMIN', passwordHash: 'x' },
    { id: 9602, login: SSC, email: SSC, firstName: 'Sid', lastName: 'Centre', group: 'SSC', passwordHash: 'x', unitOfMeasurement: 'metric' },
  ]);
  await db.insert(securityCodes).values({ code: 'TVADMIN', description: 'Administration: specifications and products' });
  await db.insert(userSecurityCodes).values([9501, 9601, 9602].map((userId) => ({ userId, code: 'TVADMIN' })));
  const [brand] = await db.insert(brands).values({ name: 'Acme' }).returning({ id: brands.id });
  const [line] = await db.insert(productLines).values({ brandId: brand!.id, name: 'Acme Haul D', application: 'drive' }).returning({ id: productLines.id });
  await db.insert(products).values({ productLineId: line!.id, tireSizeId: 1, loadRangeId: 1, materialCode: 'AC-100', treadDepthNewMm: in32(28), maxPressurePsi: 110, price: '400.00' });
  // The fixture gives its specs fixed ids; new rows take the ids after them.
  await db.execute(sql`select setval(pg_get_serial_sequence('location_specs', 'id'), (select max(id) from location_specs))`);
  await refreshAllChanges(db);
  app = await createCheckpointTestApp(db);
  headers = { ...(await signInFixtureUsers((login) => authHeaders(app, login))), admin: await authHeaders(app, ADMIN), ssc: await authHeaders(app, SSC) };
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, body?: unknown) =>
  app.inject({ method, url: `/api/v2/${url}`, headers: headers[who], ...(body === undefined ? {} : { payload: body as object }) });
const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, who: string, body?: unknown) => {
  const res = await call(method, url, who, body);
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
  return res.json();
};

/** Sums of the checkpoint report's exception counts per location over the first half of 2024. */
async function exceptionsByLocation(accountId: number, who: string): Promise<Record<number, { critical: number; warning: number }>> {
  const res = await app.inject({
    method: 'POST', url: `${CHECKPOINT_BASE}report`, headers: headers[who],
    payload: { account_id: accountId, date_range_type: 'custom', date_from: '01/01/2024', date_to: '06/30/2024', page_size: 1000 },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const sums: Record<number, { critical: number; warning: number }> = {};
  for (const row of res.json().data as { fleet_location_id: number; critical_exceptions: number; warning_exceptions: number }[]) {
    const sum = (sums[row.fleet_location_id] ??= { critical: 0, warning: 0 });
    sum.critical += row.critical_exceptions;
    sum.warning += row.warning_exceptions;
  }
  return sums;
}

const byLocation = (list: FixtureCrossing[], specs: Parameters<typeof expectedCounts>[1]) => {
  const sums: Record<number, { critical: number; warning: number }> = {};
  for (const c of list) {
    const counts = expectedCounts(c, specs);
    const sum = (sums[c.locationId] ??= { critical: 0, warning: 0 });
    sum.critical += counts.critical_exceptions;
    sum.warning += counts.warning_exceptions;
  }
  return sums;
};
const firstHalf = (list: FixtureCrossing[], accountId: number) =>
  list.filter((c) => c.accountId === accountId && c.crossedAt >= new Date('2024-01-01T00:00:00Z') && c.crossedAt < new Date('2024-07-01T00:00:00Z'));

describe('specification management', () => {
  it('answers the structure with the access flags of the user and the envelope', async () => {
    const admin = await ok('POST', 'manage_specs/configurator_structure', 'admin');
    expect(admin).toMatchObject({ ResponseCode: 200, ResponseMessage: 'OK', data: { pressure_format: 'psi', tread_depth_format: '32nds', position_classes: ['steer', 'drive', 'trail'] } });
    expect(admin.data.access).toEqual({ has_fleet_tab_access: true, has_fleet_Level_access: true, has_all_location_level_access: true, head_office: true, has_tv_admin_security: true, can_manage_specs: true });
    const ssc = await ok('POST', 'manage_specs/configurator_structure', 'ssc');
    expect(ssc.data).toMatchObject({ pressure_format: 'bar', tread_depth_format: 'mm', access: { can_manage_specs: false, has_fleet_Level_access: false, head_office: false } });
    const staff = await ok('POST', 'manage_specs/configurator_structure', 'staff');
    expect(staff.data.access).toMatchObject({ can_manage_specs: true, has_fleet_Level_access: false });
  });

  it('shows common and location specs in the user units', async () => {
    const found = await ok('POST', 'manage_specs/get_fleet_id', 'admin', { key_word: 'alpha' });
    expect(found.data.fleets.map((f: { fleet_id: number }) => f.fleet_id)).toEqual([FLEET.accountA]);
    const imperial = await ok('POST', 'manage_specs/get_common_specs', 'admin', { fleet_id: FLEET.accountA });
    expect(imperial.data.items.find((s: { position_class: string; tire_size_id: number | null }) => s.position_class === 'drive' && s.tire_size_id === null))
      .toMatchObject({ target_pressure: 100, max_pressure: 120, min_tread_depth: 2, warn_tread_depth: 4 });
    const yard2 = imperial.data.fleet.locations.find((l: { fleet_location_id: number }) => l.fleet_location_id === y2);
    expect(yard2).toMatchObject({ has_own_specs: true, specs: [{ position_class: 'trail', target_pressure: 90, max_pressure: 110, min_tread_depth: 3.8, warn_tread_depth: 6.3 }] });
    const metric = await ok('POST', 'manage_specs/get_common_specs', 'ssc', { fleet_id: FLEET.accountA });
    const trail2 = metric.data.fleet.locations.find((l: { fleet_location_id: number }) => l.fleet_location_id === y2).specs[0];
    expect(trail2).toMatchObject({ target_pressure: 6.21, max_pressure: 7.58, min_tread_depth: 3, warn_tread_depth: 5 });
  });

  it('shows and checks specs in kPa for a user who chose kPa', async () => {
    const choose = (who: string, units: string) => ok('POST', 'authorization/unit_preference', who, { units });
    await choose('ssc', 'metric_kpa');
    expect((await ok('POST', 'manage_specs/configurator_structure', 'ssc')).data).toMatchObject({ pressure_format: 'kPa', tread_depth_format: 'mm' });
    const kpa = await ok('POST', 'manage_specs/get_common_specs', 'ssc', { fleet_id: FLEET.accountA });
    const trail2 = kpa.data.fleet.locations.find((l: { fleet_location_id: number }) => l.fleet_location_id === y2).specs[0];
    // 90 and 110 psi are 620.5 and 758.4 kPa, shown whole.
    expect(trail2).toMatchObject({ target_pressure: 621, max_pressure: 758, min_tread_depth: 3, warn_tread_depth: 5 });
    await choose('ssc', 'metric_bar');

    const save = (max_pressure: number) =>
      call('PUT', 'manage_specs/save_location', 'staff', {
        fleet_location_id: y2,
        specs: [{ position_class: 'trail', tire_size_id: null, target_pressure: 6, max_pressure, min_tread_depth: 3, warn_tread_depth: 5 }],
      });
    try {
      await choose('staff', 'metric_kpa');
      const tooHigh = await save(1400);
      expect(tooHigh.statusCode).toBe(400);
      expect(tooHigh.body).toContain('max_pressure');
      await choose('staff', 'metric_bar');
      // 20 is a fine kPa or psi figure but above the 13.79 bar limit.
      const aboveBar = await save(20);
      expect(aboveBar.statusCode).toBe(400);
      expect(aboveBar.body).toContain('At most 13.79 bar');
    } finally {
      await choose('staff', 'imperial');
    }
  });

  it("a spec saved for one location changes that location's checkpoint exception counts and nobody else's", async () => {
    const beforeA = await exceptionsByLocation(FLEET.accountA, 'customerA');
    const beforeB = await exceptionsByLocation(FLEET.accountB, 'customerB');
    expect(beforeA).toEqual(byLocation(firstHalf(crossings, FLEET.accountA), SPECS));
    // Y2's trailers: target 90 psi becomes 115 (max 125), tread limits 8/32 and 10/32.
    const saved = await ok('PUT', 'manage_specs/save_location', 'staff', {
      fleet_location_id: y2,
      specs: [{ position_class: 'trail', tire_size_id: null, target_pressure: 115, max_pressure: 125, min_tread_depth: 8, warn_tread_depth: 10 }],
    });
    expect(saved).toMatchObject({ ResponseCode: 200, data: { saved: 1 } });
    // The save went through the reporting log; the background refresh is what drains it.
    await refreshAllChanges(database.db);
    const changedSpecs = SPECS.map((s) => (s.id === 2 ? { ...s, target_pressure_psi: 115, max_pressure_psi: 125, min_tread_depth_mm: in32(8), warn_tread_depth_mm: in32(10) } : s));
    const afterA = await exceptionsByLocation(FLEET.accountA, 'customerA');
    expect(afterA).toEqual(byLocation(firstHalf(crossings, FLEET.accountA), changedSpecs));
    expect(afterA[y2]).not.toEqual(beforeA[y2]);
    expect(afterA[y1]).toEqual(beforeA[y1]);
    expect(await exceptionsByLocation(FLEET.accountB, 'customerB')).toEqual(beforeB);
  });

  it('finds the conflicts of a handcrafted case and nothing else', async () => {
    // Y3: steer minimum 2/32 (common 4/32) and drive target 125 psi (common maximum 120).
    await ok('PUT', 'manage_specs/save_location', 'staff', {
      fleet_location_id: y3,
      specs: [
        { position_class: 'steer', tire_size_id: null, target_pressure: 105, max_pressure: 120, min_tread_depth: 2, warn_tread_depth: 6 },
        { position_class: 'drive', tire_size_id: null, target_pressure: 125, max_pressure: 130, min_tread_depth: 3, warn_tread_depth: 5 },
        { position_class: 'trail', tire_size_id: 1, target_pressure: 95, max_pressure: 120, min_tread_depth: 4, warn_tread_depth: 6 },
      ],
    });
    // Y4: two rules for trail on every size, as an old import could leave them (the API refuses it).
    const rule = { fleetLocationId: y4, positionClass: 'trail' as const, tireSizeId: null, targetPressurePsi: 100, maxPressurePsi: 120, minTreadDepthMm: in32(4), warnTreadDepthMm: in32(6) };
    await database.db.insert(locationSpecs).values([rule, { ...rule, targetPressurePsi: 95 }]);
    const answer = await ok('POST', 'manage_specs/get_fleet_location_conflicts', 'ssc', { fleet_id: FLEET.accountA });
    expect(answer.ResponseCode).toBe(200);
    expect(answer.data.no_conflicts).toBe(false);
    const summary = answer.data.fleet_locations.map((l: { fleet_location_id: number; conflicts: { kind: string; position_class: string }[] }) => ({
      id: l.fleet_location_id,
      kinds: l.conflicts.map((c) => `${c.position_class}:${c.kind}`),
    }));
    expect(summary).toEqual([
      { id: y3, kinds: ['steer:tread_below_common_minimum', 'drive:pressure_over_common_maximum'] },
      { id: y4, kinds: ['trail:overlapping_rules'] },
    ]);
    const boreal = await ok('POST', 'manage_specs/get_fleet_location_conflicts', 'admin', { fleet_id: FLEET.accountB });
    expect(boreal.data).toMatchObject({ fleet_locations: [], no_conflicts: true });
  });

  it('adds a location as a copy of the common specs, saves common specs, refuses what is not the user’s to change', async () => {
    const added = await ok('POST', 'manage_specs/add_new_location', 'staff', { fleet_location_id: FLEET.locationsB[1] });
    expect(added.data.location.specs.map((s: { position_class: string }) => s.position_class)).toEqual(['steer', 'drive', 'trail', 'trail']);
    const again = await call('POST', 'manage_specs/add_new_location', 'staff', { fleet_location_id: FLEET.locationsB[1] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ ResponseCode: 409, ResponseMessage: 'This location already has its own specs' });

    const sscWrite = await call('PUT', 'manage_specs/save_location', 'ssc', { fleet_location_id: y1, specs: [] });
    expect(sscWrite.statusCode).toBe(403);
    expect(sscWrite.json().ResponseCode).toBe(403);
    const common = { position_class: 'steer', tire_size_id: null, target_pressure: 105, max_pressure: 120, min_tread_depth: 4, warn_tread_depth: 6 };
    expect((await call('PUT', 'manage_specs/save_specs', 'staff', { specs: [common] })).statusCode).toBe(403);
    const saved = await ok('PUT', 'manage_specs/save_specs', 'admin', { specs: [common] });
    expect(saved.data.saved).toBeGreaterThan(0);
    const after = await ok('POST', 'manage_specs/get_common_specs', 'admin', {});
    expect(after.data.items).toEqual([expect.objectContaining(common)]);
  });

  it('keeps a customer with the code inside its own fleets', async () => {
    await database.db.insert(userSecurityCodes).values({ userId: 5501, code: 'TVADMIN' });
    const own = await authHeaders(app, LOGINS.customerA);
    const post = (url: string, body: unknown) => app.inject({ method: 'POST', url: `/api/v2/manage_specs/${url}`, headers: own, payload: body as object });
    expect((await post('get_fleet_id', { key_word: 'BOREAL' })).json().data.fleets).toEqual([]);
    expect((await post('get_common_specs', { fleet_id: FLEET.accountB })).statusCode).toBe(403);
    const conflicts = (await post('get_fleet_location_conflicts', {})).json();
    expect(conflicts.data.fleet_locations.every((l: { fleet_id: number }) => l.fleet_id === FLEET.accountA)).toBe(true);
    expect((await post('add_new_location', { fleet_location_id: FLEET.locationsB[0] })).statusCode).toBe(403);
    await database.db.delete(userSecurityCodes).where(eqUserCode(5501));
  });

  it('exports the specs as Excel and PDF in the user units', async () => {
    const xlsx = await call('POST', 'manage_specs/download_excel_file_spec_information', 'ssc', { fleet_id: FLEET.accountA });
    expect(xlsx.statusCode).toBe(200);
    const { sheets } = await readXlsx(xlsx.rawPayload);
    const locationSheet = sheets.find((s) => s.name.startsWith('Location specs'))!;
    expect(locationSheet.rows.some((row) => row.includes('ALPHA-Y2') && row.includes(7.93))).toBe(true);
    const pdf = await call('POST', 'manage_specs/download_pdf_file_spec_information', 'admin', {});
    expect(pdf.statusCode).toBe(200);
    expect((await readPdfText(pdf.rawPayload)).text).toContain('Common specs');
  });
});

describe('product management', () => {
  it('lists products with the filters and shows one in the user units', async () => {
    const init = await ok('GET', 'products/init', 'staff');
    const acme = init.brand.find((b: { text: string }) => b.text === 'Acme');
    expect(init.load_range.map((l: { text: string }) => l.text)).toEqual(['G', 'H']);
    const lines = await ok('GET', `products/get_product_lines/${acme.value}`, 'staff');
    expect(lines.map((l: { text: string }) => l.text)).toEqual(['Acme Haul D']);
    const page = await ok('POST', 'products/get_products', 'ssc', { brand_id: acme.value, retread: false, load_range_id: 1, tire_size_id: 1 });
    expect(page).toMatchObject({ total_items: 1, items: [{ material_code: 'AC-100', product_line: 'Acme Haul D', tire_size: '11R22.5', load_range: 'G', tread_depth_new: 22.2, max_pressure: 7.58, price: 400 }] });
    expect((await ok('POST', 'products/get_products', 'staff', { brand_id: acme.value, retread: true })).total_items).toBe(0);
    expect((await ok('POST', 'products/get_products', 'staff', { tire_size_id: 2 })).total_items).toBe(0);
    const one = await ok('GET', `products/get_product/${page.items[0].id}`, 'staff');
    expect(one).toMatchObject({ material_code: 'AC-100', tread_depth_new: 28, max_pressure: 110 });
    expect((await call('GET', 'products/get_product/999999', 'staff')).statusCode).toBe(404);
  });

  it('an added product and its new line reach the survey tire selects at once', async () => {
    const update = await ok('GET', 'products/init_update', 'admin');
    const acme = update.brands.find((b: { name: string }) => b.name === 'Acme');
    const saved = await ok('POST', 'products/save_product', 'admin', {
      brand_id: acme.id, product_line_name: 'Acme Trail Pro', application: 'trail', tire_size_id: 2, load_range_id: 2,
      material_code: 'ac-200', tread_depth_new: 13, max_pressure: 120, price: 389.5,
    });
    expect(saved.product).toMatchObject({ material_code: 'AC-200', product_line: 'Acme Trail Pro', application: 'trail', tread_depth_new: 13, max_pressure: 120, price: 389.5 });
    const selects = await ok('POST', 'fleet_survey/get_edit_tire_selects', 'dealer1', {});
    expect(selects.product_lines).toContainEqual(expect.objectContaining({ brand_id: acme.id, name: 'Acme Trail Pro', application: 'trail' }));
    const page = await ok('POST', 'products/get_products', 'staff', { key_word: 'trail pro' });
    expect(page.items.map((p: { material_code: string }) => p.material_code)).toEqual(['AC-200']);

    const edited = await ok('POST', 'products/save_product', 'staff', { ...saved.product, product_line_name: null, price: 399 });
    expect(edited.product).toMatchObject({ id: saved.product.id, price: 399 });
    const offered = async () =>
      (await ok('POST', 'fleet_survey/get_edit_tire_selects', 'dealer1', {})).product_lines.find((line: { name: string }) => line.name === 'Acme Trail Pro').is_offered;
    expect(await offered()).toBe(true);
    // Its only product made inactive, the line is no longer offered for a new choice.
    await ok('POST', 'products/save_product', 'staff', { ...edited.product, product_line_name: null, is_active: false });
    expect(await offered()).toBe(false);
    expect((await call('POST', 'products/save_product', 'ssc', { ...saved.product, product_line_name: null })).statusCode).toBe(403);
  });

  it('refuses a bad product naming the field', async () => {
    const base = { brand_id: 999, product_line_id: null, product_line_name: 'X', application: 'drive', tire_size_id: 1, load_range_id: 1, material_code: 'AC-300', tread_depth_new: 20, max_pressure: 110, price: 1 };
    const field = async (body: unknown) => {
      const res = await call('POST', 'products/save_product', 'admin', body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors.map((e: { field: string }) => e.field);
    };
    expect(await field(base)).toEqual(['body.brand_id']);
    const acme = (await ok('GET', 'products/init_update', 'admin')).brands.find((b: { name: string }) => b.name === 'Acme').id;
    expect(await field({ ...base, brand_id: acme, material_code: 'AC-100' })).toEqual(['body.material_code']);
    expect(new Set(await field({ ...base, brand_id: acme, material_code: '' }))).toEqual(new Set(['body.material_code']));
    expect(await field({ ...base, brand_id: acme, product_line_name: null })).toEqual(['body.product_line_id']);
    expect(await field({ ...base, brand_id: acme, product_line_name: 'Acme Haul D' })).toEqual(['body.product_line_name']);
    expect(await field({ ...base, brand_id: acme, product_line_name: null, product_line_id: 999 })).toEqual(['body.product_line_id']);
    expect(await field({ ...base, brand_id: acme, tread_depth_new: -1 })).toEqual(['body.tread_depth_new']);
    expect(await field({ ...base, brand_id: acme, price: 'x' })).toEqual(['body.price']);
    expect(await field({ ...base, brand_id: acme, tire_size_id: 77 })).toEqual(['body.tire_size_id']);
    // Above 200 psi: refused by the admin's unit, though 300 would be a fine kPa figure.
    expect(await field({ ...base, brand_id: acme, max_pressure: 300 })).toEqual(['body.max_pressure']);
  });

  it('exports the filtered list as Excel and PDF', async () => {
    const xlsx = await call('POST', 'products/get_excel', 'staff', { key_word: 'AC-100' });
    const { sheets } = await readXlsx(xlsx.rawPayload);
    expect(sheets[0]!.rows.some((row) => row.includes('AC-100') && row.includes('Acme Haul D') && row.includes(28))).toBe(true);
    expect(sheets[0]!.rows.some((row) => row.includes('AC-200'))).toBe(false);
    const pdf = await call('POST', 'products/get_pdf', 'staff', {});
    expect((await readPdfText(pdf.rawPayload)).text).toContain('AC-200');
  });

  it('shows products and their file in kPa to a user who chose kPa', async () => {
    const choose = (units: string) => ok('POST', 'authorization/unit_preference', 'staff', { units });
    try {
      await choose('metric_kpa');
      const page = await ok('POST', 'products/get_products', 'staff', { key_word: 'AC-100' });
      // 110 psi is 758.4 kPa; 28/32 in is 22.2 mm.
      expect(page.items[0]).toMatchObject({ material_code: 'AC-100', max_pressure: 758, tread_depth_new: 22.2 });
      const { sheets } = await readXlsx((await call('POST', 'products/get_excel', 'staff', { key_word: 'AC-100' })).rawPayload);
      expect(sheets[0]!.rows.some((row) => row.includes('Maximum pressure (kPa)'))).toBe(true);
      expect(sheets[0]!.rows.some((row) => row.includes('AC-100') && row.includes(758))).toBe(true);
    } finally {
      await choose('imperial');
    }
  });
});

describe('who may call', () => {
  const CALLS: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
    ['GET', 'products/init'], ['GET', 'products/get_product_lines/1'], ['POST', 'products/get_products', {}], ['GET', 'products/init_update'],
    ['GET', 'products/get_all_product_lines/1'], ['GET', 'products/get_product/1'], ['POST', 'products/save_product', {}],
    ['POST', 'products/get_excel', {}], ['POST', 'products/get_pdf', {}],
    ['POST', 'manage_specs/configurator_structure', {}], ['POST', 'manage_specs/get_common_specs', {}], ['POST', 'manage_specs/get_fleet_location_conflicts', {}],
    ['POST', 'manage_specs/add_new_location', { fleet_location_id: y1 }], ['POST', 'manage_specs/get_fleet_id', { key_word: 'a' }],
    ['PUT', 'manage_specs/save_location', { fleet_location_id: y1, specs: [] }], ['PUT', 'manage_specs/save_specs', { specs: [] }],
    ['POST', 'manage_specs/download_pdf_file_spec_information', {}], ['POST', 'manage_specs/download_excel_file_spec_information', {}],
  ];

  it('a customer and a dealer get 403 on every call of both areas', async () => {
    for (const who of ['customerA', 'customerB', 'dealer1', 'dealer2']) {
      for (const [method, url, body] of CALLS) {
        const res = await call(method, url, who, body);
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        if (url.startsWith('manage_specs')) expect(res.json(), url).toMatchObject({ ResponseCode: 403 });
      }
    }
  });

  it('refuses bad spec bodies naming the field', async () => {
    const rule = { position_class: 'steer', tire_size_id: null, target_pressure: 100, max_pressure: 120, min_tread_depth: 4, warn_tread_depth: 6 };
    const field = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
      const res = await call(method, `manage_specs/${url}`, 'admin', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().ResponseCode).toBe(400);
      return res.json().errors.map((e: { field: string }) => e.field);
    };
    expect(await field('PUT', 'save_location', { fleet_location_id: y1, specs: [{ ...rule, warn_tread_depth: 3 }] })).toEqual(['body.specs.0.warn_tread_depth']);
    expect(await field('PUT', 'save_location', { fleet_location_id: y1, specs: [rule, { ...rule, target_pressure: 90 }] })).toEqual(['body.specs.1.tire_size_id']);
    expect(await field('PUT', 'save_location', { fleet_location_id: y1, specs: [{ ...rule, target_pressure: 130 }] })).toEqual(['body.specs.0.target_pressure']);
    expect(await field('PUT', 'save_location', { fleet_location_id: y1, specs: [{ ...rule, tire_size_id: 42 }] })).toEqual(['body.specs.0.tire_size_id']);
    expect(await field('PUT', 'save_location', { fleet_location_id: 'y1', specs: [] })).toEqual(['body.fleet_location_id']);
    expect(await field('PUT', 'save_specs', { specs: [{ ...rule, position_class: 'roof' }] })).toEqual(['body.specs.0.position_class']);
    expect(await field('PUT', 'save_specs', { specs: [] })).toEqual(['body.specs']);
    expect(await field('POST', 'get_fleet_id', { key_word: '' })).toEqual(['body.key_word']);
    expect(await field('POST', 'get_common_specs', { fleet_id: -3 })).toEqual(['body.fleet_id']);
  });
});
