import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config';
import { checkpointCrossings } from '../../server/db/schema';
import { createBlobStore } from '../../server/files/blob-store';
import { CHECKPOINT_BASE, createCheckpointFixture, expectedCounts, createCheckpointTestApp, HAND, marchAlpha, METRIC_LOGIN, OUTSIDE, READERS, type FixtureCrossing } from '../helpers/checkpoint-fixture';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { cutLines, readPdfText, readXlsx, type ParsedSheet } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { FLEET, signInFixtureUsers } from '../helpers/tenancy-fixture';

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<string, Record<string, string>>;
let crossings: FixtureCrossing[];
let march: FixtureCrossing[];
const store = createBlobStore(testConfig());
let plateId = '';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const [y1, y2] = FLEET.locationsA;

beforeAll(async () => {
  database = await createTestDatabase();
  crossings = await createCheckpointFixture(database.db);
  march = marchAlpha(crossings);
  plateId = (await store.put(PNG)).storageId;
  await database.db.update(checkpointCrossings).set({ licensePlateStorageId: plateId }).where(eq(checkpointCrossings.id, HAND.tractor.id));
  app = await createCheckpointTestApp(database.db);
  headers = { ...(await signInFixtureUsers((login) => authHeaders(app, login))), metric: await authHeaders(app, METRIC_LOGIN) };
});
afterAll(async () => {
  await store.delete(plateId);
  await app?.close();
  await database?.close();
});

const call = (method: 'GET' | 'POST', path: string, who: string, body?: unknown, extra: Record<string, string> = {}) =>
  app.inject({ method, url: CHECKPOINT_BASE + path, headers: { ...headers[who], ...extra }, ...(body === undefined ? {} : { payload: body as object }) });
const MARCH = { account_id: FLEET.accountA, date_range_type: 'custom', date_from: '03/01/2024', date_to: '03/31/2024' };
type Row = Record<string, number | string | null>;
const report = async (body: Record<string, unknown> = {}, who = 'customerA', extra: Record<string, string> = {}) => {
  const res = await call('POST', 'report', who, { ...MARCH, ...body }, extra);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as { records_total: number; tiles: Record<string, number>; data: Row[]; pressure_format: string; tread_depth_format: string };
};

const expected = (c: FixtureCrossing) => expectedCounts(c);
const tilesOf = (list: FixtureCrossing[]) => ({
  total_units: new Set(list.map((c) => c.unitId ?? c.unitNumber)).size,
  total_tires: list.reduce((s, c) => s + expected(c).total_tires, 0),
  critical_exceptions: list.reduce((s, c) => s + expected(c).critical_exceptions, 0),
  warning_exceptions: list.reduce((s, c) => s + expected(c).warning_exceptions, 0),
});

describe('checkpoint report', () => {
  it('counts every row and the tiles as the contract rules say', async () => {
    const body = await report({ page_size: 1000 });
    expect(body.records_total).toBe(march.length);
    expect(body).toMatchObject({ pressure_format: 'psi', tread_depth_format: '32nds', tiles: tilesOf(march) });
    for (const c of march) {
      const row = body.data.find((r) => r.survey_id === c.id);
      expect(row, `crossing ${c.id}`).toMatchObject({ ...expected(c), unit_id: c.unitId, unit_number: c.unitNumber, license_number: c.licenseNumber });
    }
    const byId = (id: number) => body.data.find((r) => r.survey_id === id)!;
    expect(byId(HAND.tractor.id)).toMatchObject({ critical_exceptions: 1, warning_exceptions: 4, pressure_critical: 1, tread_depth_warning: 2, tread_mismatch_duals_warning: 1, tread_mismatch_axle_warning: 1, unit_date: '03/05/2024', unit_time: '08:00', fleet_location: 'ALPHA Akron Yard' });
    expect(byId(HAND.tridem.id)).toMatchObject({ critical_exceptions: 4, warning_exceptions: 0, total_tires: 12, total_tires_read_count: 8 });
    expect(byId(HAND.visitor.id)).toMatchObject({ critical_exceptions: 1, warning_exceptions: 2, unit_id: null });
    expect(byId(HAND.trailer.id)).toMatchObject({ critical_exceptions: 0, warning_exceptions: 0 });
    expect(body.tiles.critical_exceptions).toBe(body.data.reduce((s, r) => s + Number(r.critical_exceptions), 0));
    expect(body.data.map((r) => r.survey_id)).not.toContain(OUTSIDE.before.id);
    expect(body.data.map((r) => r.survey_id)).toContain(OUTSIDE.lastMinute.id);
  });

  const KEYS: Record<number, string> = { 1: 'unit_number', 3: 'crossed_at', 5: 'license_number', 6: 'total_tires', 9: 'critical_exceptions', 14: 'tread_mismatch_axle_critical' };
  it.each(Object.keys(KEYS).map(Number))('pages through order_by %i once per row, ties by id, desc the reverse of asc', async (orderBy) => {
    const walk = async (desc: boolean) => {
      const ids: number[] = [];
      const rows: Row[] = [];
      for (let page = 1; page <= Math.ceil(march.length / 10) + 1; page++) {
        const body = await report({ order_by: orderBy, is_sort_desc: desc, page_number: page });
        expect(body.tiles).toEqual(tilesOf(march));
        rows.push(...body.data);
        ids.push(...body.data.map((r) => Number(r.survey_id)));
      }
      return { ids, rows };
    };
    const asc = await walk(false);
    expect([...asc.ids].sort()).toEqual(march.map((c) => c.id).sort());
    expect((await walk(true)).ids).toEqual([...asc.ids].reverse());
    const key = KEYS[orderBy]!;
    const rank = (r: Row) => (r[key] === null ? '\uffff' : typeof r[key] === 'number' ? String(r[key]).padStart(6, '0') : String(r[key]));
    for (let i = 1; i < asc.rows.length; i++) {
      const [a, b] = [asc.rows[i - 1]!, asc.rows[i]!];
      expect(rank(a) < rank(b) || (rank(a) === rank(b) && Number(a.survey_id) < Number(b.survey_id)), `${key} at ${i}`).toBe(true);
    }
  });

  it('filters by report type, location, reader and date range type', async () => {
    const ids = async (body: Record<string, unknown>, extra?: Record<string, string>) => (await report({ page_size: 1000, ...body }, 'customerA', extra)).data.map((r) => r.survey_id).sort();
    const sorted = (list: FixtureCrossing[]) => list.map((c) => c.id).sort();
    expect(await ids({ report_type: 'exceptions' })).toEqual(sorted(march.filter((c) => expected(c).critical_exceptions + expected(c).warning_exceptions > 0)));
    const critical = march.filter((c) => expected(c).critical_exceptions > 0);
    expect(await ids({ report_type: 'critical' })).toEqual(sorted(critical));
    expect((await report({ report_type: 'critical' })).tiles).toEqual(tilesOf(critical));
    expect(await ids({ location_ids: [y2] })).toEqual(sorted(march.filter((c) => c.locationId === y2)));
    expect(await ids({ reader_ids: [READERS.y1Gate] })).toEqual(sorted(march.filter((c) => c.readerId === READERS.y1Gate)));
    const userTime = { 'user-time': '03/31/2024 10:00:00' };
    expect(await ids({ date_range_type: 'last_30_days' }, userTime)).toEqual(sorted(march));
    expect(await ids({ date_range_type: 'month_to_date' }, { 'user-time': '03/07/2024 10:00:00' })).toEqual(sorted(march.filter((c) => c.crossedAt < new Date('2024-03-08T00:00:00Z'))));
  });

  it('keeps to the scope: narrowed users, dealers, foreign accounts, locations and readers', async () => {
    expect((await report({ page_size: 1000 }, 'customerAYard')).data.every((r) => r.fleet_location_id === y1)).toBe(true);
    expect((await report({ page_size: 1000 }, 'dealer1')).records_total).toBe(march.length);
    for (const [who, body, status, field] of [
      ['customerA', { account_id: FLEET.accountB }, 403, null],
      ['dealer2', {}, 403, null],
      ['customerA', { location_ids: [FLEET.locationsB[0]] }, 403, null],
      ['customerA', { reader_ids: [READERS.borealGate] }, 403, null],
      ['staff', { location_ids: [FLEET.locationsB[0]] }, 400, 'body.location_ids'],
      ['customerA', { account_kind: 2 }, 400, 'body.account_kind'],
      ['customerA', { date_from: null }, 400, 'body.date_from'],
      ['customerA', { order_by: 99 }, 400, 'body.order_by'],
      ['customerA', { location_ids: 'all' }, 400, 'body.location_ids'],
    ] as const) {
      const res = await call('POST', 'report', who, { ...MARCH, ...body });
      expect(res.statusCode, `${who} ${JSON.stringify(body)}`).toBe(status);
      if (field) expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe('checkpoint detail', () => {
  const detail = async (id: number, who = 'customerA') => {
    const res = await call('POST', 'detail', who, { id });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json();
  };

  it('lays out axles, sides, wheels, colours and mismatches', async () => {
    const body = await detail(HAND.tractor.id);
    expect(body).toMatchObject({ pressure_format: 'psi', tread_depth_format: '32nds' });
    expect(body.tiles).toMatchObject({ unit: 'ALPHA-U1', date_time: '03/05/2024 08:00', location: 'ALPHA Akron Yard', license_number: 'ALP1001', records_total: 10, records_read: 10, non_metric: true, is_bidirectional: true, crossingdirection: 'in', license_plate_url: `${CHECKPOINT_BASE}plate_image/${HAND.tractor.id}` });
    const [a1, a2, a3] = body.tires;
    expect(a1.left_side.wheels).toEqual([{ position: '1L', place: 'single', pressure: 110, pressure_color: 'ok', tread_depth: 13, tread_depth_color: 'ok' }]);
    expect(a1.right_side.wheels[0]).toMatchObject({ position: '1R', pressure: 84, pressure_color: 'critical' });
    expect(a1).toMatchObject({ position_class: 'steer', mismatch: false, mismatch_axle_color: 'ok', left_side: { mismatch: false, color: 'unknown' } });
    expect(a2.left_side).toMatchObject({ mismatch: true, color: 'warning' });
    expect(a2.left_side.wheels.map((w: { position: string }) => w.position)).toEqual(['2LO', '2LI']);
    expect(a2.right_side.wheels.map((w: { position: string }) => w.position)).toEqual(['2RI', '2RO']);
    expect(a3).toMatchObject({ mismatch: true, mismatch_axle_color: 'warning', right_side: { mismatch: false, color: 'ok' } });
    expect(a3.left_side.wheels[0].tread_depth_color).toBe('warning');

    const tridem = await detail(HAND.tridem.id);
    // Four of its twelve positions were not read: the tile says 8 of 12, as the report's row.
    expect(tridem.tiles).toMatchObject({ records_read: 8, records_total: 12 });
    expect(tridem.tires[2]).toMatchObject({ axle_number: 3, is_lift_axle: true, mismatch: false, mismatch_axle_color: 'unknown' });
    expect(tridem.tires[2].left_side.wheels[0]).toMatchObject({ pressure: null, pressure_color: 'unknown', tread_depth: null, tread_depth_color: 'unknown' });
    expect(tridem.tires[1]).toMatchObject({ mismatch: true, mismatch_axle_color: 'critical', left_side: { mismatch: true, color: 'critical' } });
    expect(tridem.tires[0].is_lift_axle).toBe(false);
  });

  it('agrees with the report on every crossing', async () => {
    const rows = new Map((await report({ page_size: 1000 })).data.map((row) => [row.survey_id, row]));
    for (const c of march) {
      const body = await detail(c.id);
      // The tile says as many wheels read, of as many positions, as the report's row.
      expect([body.tiles.records_read, body.tiles.records_total]).toEqual([rows.get(c.id)!.total_tires_read_count, rows.get(c.id)!.total_tires]);
      const tires = body.tires;
      const wheels = tires.flatMap((a: { left_side: { wheels: object[] }; right_side: { wheels: object[] } }) => [...a.left_side.wheels, ...a.right_side.wheels]);
      const count = (key: string, level: string) => wheels.filter((w: Record<string, string>) => w[key] === level).length;
      const e = expected(c);
      expect([count('pressure_color', 'critical'), count('pressure_color', 'warning'), count('tread_depth_color', 'critical'), count('tread_depth_color', 'warning')]).toEqual([e.pressure_critical, e.pressure_warning, e.tread_depth_critical, e.tread_depth_warning]);
      const sides = tires.flatMap((a: { left_side: { color: string }; right_side: { color: string } }) => [a.left_side.color, a.right_side.color]);
      expect([sides.filter((s: string) => s === 'critical').length, sides.filter((s: string) => s === 'warning').length]).toEqual([e.tread_mismatch_duals_critical, e.tread_mismatch_duals_warning]);
      const axles = tires.map((a: { mismatch_axle_color: string }) => a.mismatch_axle_color);
      expect([axles.filter((s: string) => s === 'critical').length, axles.filter((s: string) => s === 'warning').length]).toEqual([e.tread_mismatch_axle_critical, e.tread_mismatch_axle_warning]);
    }
  });

  it('converts to bar and mm for a metric user', async () => {
    const body = await detail(HAND.tractor.id, 'metric');
    expect(body).toMatchObject({ pressure_format: 'bar', tread_depth_format: 'mm', tiles: { non_metric: false } });
    expect(body.tires[0].right_side.wheels[0]).toMatchObject({ pressure: 5.79, tread_depth: 10 });
    expect(await report({}, 'metric')).toMatchObject({ pressure_format: 'bar', tread_depth_format: 'mm' });
  });

  it('answers 404 for another fleet\'s crossing and serves plate images', async () => {
    expect((await call('POST', 'detail', 'customerA', { id: OUTSIDE.boreal.id })).statusCode).toBe(404);
    expect((await call('POST', 'detail', 'customerAYard', { id: HAND.tridem.id })).statusCode).toBe(404);
    expect((await call('POST', 'detail', 'customerA', { id: 'x' })).statusCode).toBe(400);
    const photo = await call('GET', `plate_image/${HAND.tractor.id}`, 'customerA');
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/png']);
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    const drawn = await call('GET', `plate_image/${HAND.tridem.id}`, 'customerA');
    expect([drawn.statusCode, drawn.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(drawn.body).toContain('ALP2002');
    expect((await call('GET', `plate_image/${OUTSIDE.boreal.id}`, 'customerA')).statusCode).toBe(404);
  });
});

describe('checkpoint home, locations and files', () => {
  it('lists the accounts, report types and readers in scope', async () => {
    const res = await call('GET', 'get_home_page', 'customerA');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.us_national_accounts).toEqual([{ text: 'ALPHA Freight Lines', value: FLEET.accountA }]);
    expect(body.canadian_common_owners_accounts).toEqual([]);
    expect(body.report_types.map((t: { value: string }) => t.value)).toEqual(['all', 'exceptions', 'critical']);
    expect(body.survey_by_users.map((t: { value: number }) => t.value).sort()).toEqual([READERS.y1Gate, READERS.y2Gate]);
    expect(body.countries_with_states.map((c: { country_code: string }) => c.country_code)).toContain('US');
  });

  it('pages the account\'s locations and refuses a foreign account', async () => {
    const res = await call('POST', 'get_customer_locations', 'customerA', { account_id: FLEET.accountA, order_by: 2 });
    expect(res.json()).toMatchObject({ total_items: 5, page_size: 10, page_number: 1 });
    expect(res.json().locations[0]).toMatchObject({ text: 'ALPHA-Y1 ALPHA Akron Yard', value: y1, city: 'Akron', state: 'OH' });
    expect((await call('POST', 'get_customer_locations', 'customerAYard', { account_id: FLEET.accountA })).json().total_items).toBe(1);
    expect((await call('POST', 'get_customer_locations', 'customerA', { account_id: FLEET.accountB })).statusCode).toBe(403);
  });

  const dataRows = (sheet: ParsedSheet) => {
    const start = sheet.rows.findIndex((row) => row[0] === 'Unit') + 1;
    const end = sheet.rows.findIndex((row, i) => i >= start && row.length === 0);
    return sheet.rows.slice(start, end < 0 ? undefined : end);
  };

  it('exports every row of the report to Excel and PDF', async () => {
    const all = await report({ page_size: 1000, order_by: 1 });
    const xlsx = await call('POST', 'download_excel_file_checkpoint_reports', 'customerA', { ...MARCH, order_by: 1, page_size: 10 });
    expect(xlsx.statusCode, xlsx.body.slice(0, 200)).toBe(200);
    const sheet = (await readXlsx(xlsx.rawPayload)).sheets[0]!;
    expect(dataRows(sheet).map((r) => [r[0], r[1], r[6], r[7], r[8]])).toEqual(all.data.map((r) => [r.unit_number, r.fleet_location, r.total_tires_read_count, r.critical_exceptions, r.warning_exceptions]));
    // The totals come first, written as the screen writes them, above the rows they count.
    const totals = sheet.rows.findIndex((row) => row[0] === 'Critical exceptions');
    expect(sheet.rows[totals]).toEqual(['Critical exceptions', all.tiles.critical_exceptions.toLocaleString('en-US')]);
    expect(totals).toBeLessThan(sheet.rows.findIndex((row) => row[0] === 'Unit'));
    const pdf = await call('POST', 'download_pdf_file_checkpoint_reports', 'customerA', MARCH);
    const text = (await readPdfText(pdf.rawPayload)).text;
    for (const word of ['Checkpoint report', 'ALPHA-U1', 'ALPHA-U2', 'V-90001']) expect(text).toContain(word);
    expect(text.indexOf('Critical exceptions:')).toBeGreaterThan(-1);
    expect(text.indexOf('Critical exceptions:')).toBeLessThan(text.indexOf('ALPHA-U1'));
    expect(cutLines(text)).toEqual([]);
  });

  it('exports every wheel, the detail files, and refuses foreign crossings', async () => {
    const wheels = await call('POST', 'download_excel_file_checkpoint_all_details_report', 'customerA', MARCH);
    expect(dataRows((await readXlsx(wheels.rawPayload)).sheets[0]!)).toHaveLength(tilesOf(march).total_tires);
    const details = await call('POST', 'download_excel_file_checkpoint_details', 'metric', { ids: [HAND.tractor.id, HAND.tridem.id] });
    const [wheelSheet, axleSheet] = (await readXlsx(details.rawPayload)).sheets;
    expect(dataRows(wheelSheet!)).toHaveLength(22);
    expect(wheelSheet!.rows.find((r) => r[0] === 'Unit')).toContain('Pressure (bar)');
    expect(dataRows(axleSheet!)).toHaveLength(6);
    const pdf = await call('POST', 'download_pdf_file_checkpoint_detail', 'customerA', { id: HAND.tridem.id });
    const detailText = (await readPdfText(pdf.rawPayload)).text;
    expect(detailText).toContain('Checkpoint detail: ALPHA-U2');
    expect(cutLines(detailText)).toEqual([]);
    // The crossing's day as the reader's language writes it, with its time.
    expect(detailText).toMatch(/\d{2}\/\d{2}\/2024 \d{2}:\d{2}/);
    const german = await call('POST', 'download_pdf_file_checkpoint_detail', 'customerA', { id: HAND.tridem.id }, { 'user-language': 'de-DE' });
    const germanText = (await readPdfText(german.rawPayload)).text;
    expect(germanText).toMatch(/\d{2}\.\d{2}\.2024 \d{2}:\d{2}/);
    expect(germanText).not.toMatch(/\d{2}\/\d{2}\/2024/);
    expect((await call('POST', 'download_pdf_file_checkpoint_details', 'customerA', { ids: [HAND.tractor.id, OUTSIDE.boreal.id] })).statusCode).toBe(404);
    expect((await call('POST', 'download_pdf_file_checkpoint_details', 'customerA', { ids: [] })).statusCode).toBe(400);
  });

  it('answers junk with 4xx, never 500', async () => {
    const junk = [undefined, {}, { account_id: -1 }, { id: 2 ** 40 }, { ids: ['a'] }, 'text', { ...MARCH, page_number: 0 }, { ...MARCH, key_word: 'k'.repeat(5000) }];
    const paths = ['report', 'get_customer_locations', 'detail', 'download_pdf_file_checkpoint_reports', 'download_excel_file_checkpoint_reports', 'download_excel_file_checkpoint_all_details_report', 'download_excel_file_checkpoint_details', 'download_pdf_file_checkpoint_details', 'download_pdf_file_checkpoint_detail'];
    for (const path of paths) {
      for (const body of junk) {
        const res = await call('POST', path, 'customerA', body);
        expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
      expect((await app.inject({ method: 'POST', url: CHECKPOINT_BASE + path, payload: MARCH })).statusCode).toBe(401);
    }
    expect((await call('GET', 'plate_image/abc', 'customerA')).statusCode).toBe(400);
  });
});
