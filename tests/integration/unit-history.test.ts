import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import {
  brands,
  removalReasons,
  removedTireReasons,
  removedTires,
  securityCodes,
  serviceCalls,
  tireReadings,
  tireReadingWearConditions,
  tires,
  unitInspections,
  users,
  userSecurityCodes,
  wearConditions,
} from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { readPdfText, readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { createTenancyFixture, FLEET, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';

const BASE = '/api/v2/unit_history_report/';
const [y1] = FLEET.locationsA;
const [u1, u2, u3] = FLEET.unitsA;
const { d1AtY1, d2AtY1, deleted } = FLEET.surveysA;
const A = FLEET.accountA;

/*
 * One handcrafted unit (ALPHA-U1) with two inspections, their readings, a removal in the first
 * inspection, a removal on its own and a service call in between; ALPHA-U3 has one service
 * call. The expected history below is written by hand, newest first.
 */
const at = (iso: string) => new Date(iso);
const I1 = 5601;
const I2 = 5602;
const I_DELETED = 5603;
const I_B = 7601;

async function createHistory(db: TestDatabase['db']) {
  await db.insert(brands).values({ id: 1, name: 'Roadmaster' });
  await db.insert(wearConditions).values({ id: 1, code: 'CUP', name: 'Cupping' });
  await db.insert(removalReasons).values({ id: 1, code: 'WORN', name: 'Worn out' });
  await db.insert(tires).values([
    { id: 5701, accountId: A, serialNumber: 'SER-ALPHA-1', brandId: 1, tireSizeId: 1 },
    { id: 5702, accountId: A, serialNumber: 'SER-ALPHA-2', brandId: 1, tireSizeId: 1, status: 'removed' },
    { id: 5703, accountId: A, serialNumber: 'SER-ALPHA-3', brandId: 1, tireSizeId: 1 },
  ]);
  await db.insert(unitInspections).values([
    { id: I1, surveyId: d1AtY1, unitId: u1, inspectedAt: at('2024-03-10T15:00:00Z'), mileage: 120000, hours: 10, comments: 'First look' },
    { id: I2, surveyId: d2AtY1, unitId: u1, inspectedAt: at('2024-03-12T15:00:00Z'), mileage: 120400 },
    { id: I_DELETED, surveyId: deleted, unitId: u1, inspectedAt: at('2024-03-11T15:00:00Z') },
    { id: I_B, surveyId: FLEET.surveyB, unitId: FLEET.unitB, inspectedAt: at('2024-03-15T15:00:00Z') },
  ]);
  const reading = (id: number, inspection: number, surveyId: number, unitId: number, axleNumber: number, side: 'left' | 'right', place: 'single' | 'inner' | 'outer', pressurePsi: number, treadDepthMm: number, readAt: string, tireId: number | null = null) =>
    ({ id, unitInspectionId: inspection, surveyId, unitId, tireId, axleNumber, side, place, positionClass: 'steer' as const, pressurePsi, treadDepthMm, brandId: 1, tireSizeId: 1, readAt: at(readAt) });
  await db.insert(tireReadings).values([
    reading(5801, I1, d1AtY1, u1, 1, 'right', 'single', 100, 11, '2024-03-10T15:05:00Z'),
    reading(5802, I1, d1AtY1, u1, 1, 'left', 'single', 110, 12, '2024-03-10T15:01:00Z', 5701),
    reading(5803, I1, d1AtY1, u1, 2, 'left', 'inner', 95, 8, '2024-03-10T15:07:00Z'),
    reading(5804, I2, d2AtY1, u1, 1, 'left', 'single', 105, 11.5, '2024-03-12T15:02:00Z', 5701),
    reading(5805, I_DELETED, deleted, u1, 1, 'left', 'single', 1, 1, '2024-03-11T15:02:00Z'),
    reading(7801, I_B, FLEET.surveyB, FLEET.unitB, 1, 'left', 'single', 99, 9, '2024-03-15T15:02:00Z'),
  ]);
  await db.insert(tireReadingWearConditions).values({ tireReadingId: 5801, wearConditionId: 1 });
  await db.insert(removedTires).values([
    { id: 5901, surveyId: d1AtY1, unitInspectionId: I1, unitId: u1, tireId: 5702, replacedByTireId: 5703, axleNumber: 2, side: 'left', place: 'outer', odometer: 120010, treadDepthMm: 3, brandId: 1, tireSizeId: 1, removedAt: at('2024-03-10T16:00:00Z') },
    { id: 5902, surveyId: d1AtY1, unitId: u1, axleNumber: 3, side: 'right', place: 'inner', treadDepthMm: 2.5, comments: 'Flat in the yard', removedAt: at('2024-03-09T12:00:00Z') },
  ]);
  await db.insert(removedTireReasons).values({ removedTireId: 5901, removalReasonId: 1 });
  const call = (id: number, unitId: number, dealerId: number, calledAt: string, totalCost: string) =>
    ({ id, accountId: A, fleetLocationId: y1, dealerId, unitId, callType: 'emergency' as const, place: 'roadside' as const, state: 'OH', wheelPosition: 'drive' as const, calledAt: at(calledAt), rolledAt: at(calledAt.replace('T08', 'T10')), totalCost });
  await db.insert(serviceCalls).values([call(5951, u1, FLEET.dealer1, '2024-03-11T08:00:00Z', '450.50'), call(5952, u3, FLEET.dealer1, '2024-02-01T08:00:00Z', '120.00')]);
}

/** U1's history as a customer of ALPHA sees it: [type, id, position, pressure, tread, details]. */
const U1_HISTORY = [
  ['survey', I2, null, null, null, ''],
  ['reading', 5804, '1 L', 105, 11.5, ''],
  ['service', 5951, null, null, null, 'emergency, roadside, OH'],
  ['survey', I1, null, null, null, 'First look'],
  ['reading', 5802, '1 L', 110, 12, ''],
  ['reading', 5801, '1 R', 100, 11, 'Cupping'],
  ['reading', 5803, '2 LI', 95, 8, ''],
  ['removal', 5901, '2 LO', null, 3, 'Worn out'],
  ['removal', 5902, '3 RI', null, 2.5, 'Flat in the yard'],
];

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createTenancyFixture(db);
  await createHistory(db);
  await db.insert(securityCodes).values({ code: 'TMUNTHST', description: 'Unit history report' });
  await db.insert(userSecurityCodes).values([5501, 5502, 7501, 6501, 6502, 9501].map((userId) => ({ userId, code: 'TMUNTHST' })));
  await db.update(users).set({ unitOfMeasurement: 'metric' }).where(eq(users.id, 9501));
  app = await buildApp({ db, config: testConfig() });
  app.reportJobs.pause();
  await app.ready();
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (method: 'GET' | 'POST', path: string, who: FixtureLogin, body?: unknown) =>
  app.inject({ method, url: BASE + path, headers: headers[who], ...(body === undefined ? {} : { payload: body as object }) });
type Row = { event_type: string; event_id: number; position: string | null; pressure_psi: number | null; tread_depth_mm: number | null; details: string; unit_number: string };
const page = async (who: FixtureLogin, body: Record<string, unknown>) => {
  const res = await call('POST', 'get_unit_history_report', who, { account_ids: [A], unit_ids: [u1], ...body });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as { unit_history_report_data: Row[]; total_items: number; page_number: number; page_size: number };
};
const brief = (row: Row) => [row.event_type, row.event_id, row.position, row.pressure_psi, row.tread_depth_mm, row.details];

describe('unit history report', () => {
  it('lists every survey, reading, removal and service call of a unit in order with their values', async () => {
    const body = await page('customerA', {});
    expect(body.total_items).toBe(9);
    expect(body.page_size).toBe(20);
    expect(body.unit_history_report_data.map(brief)).toEqual(U1_HISTORY);
    const [survey2, , service, survey1, firstReading] = body.unit_history_report_data as unknown as Record<string, unknown>[];
    expect(survey2).toMatchObject({ unit_number: 'ALPHA-U1', account_name: 'ALPHA Freight Lines', survey_id: d2AtY1, location_name: 'ALPHA Akron Yard', performed_by: 'Dee Two', mileage: 120400 });
    expect(survey1).toMatchObject({ survey_id: d1AtY1, performed_by: 'Dan One', mileage: 120000, event_at: '2024-03-10T15:00:00.000Z' });
    expect(firstReading).toMatchObject({ brand: 'Roadmaster', tire_size: '11R22.5', serial_number: 'SER-ALPHA-1', event_at: '2024-03-10T15:01:00.000Z' });
    expect(service).toMatchObject({ performed_by: 'Dealer One Tire', cost: 450.5, survey_id: null });
  });

  it('pages by unit and time: pages of the chosen units join up to the whole history', async () => {
    const all = [...U1_HISTORY, ['service', 5952, null, null, null, 'emergency, roadside, OH']];
    const pages = [];
    for (const number of [1, 2, 3]) {
      const body = await page('staff', { unit_ids: [u3, u1], page_number: number, page_size: 4 });
      expect(body.total_items).toBe(10);
      pages.push(...body.unit_history_report_data.map(brief));
    }
    expect(pages).toEqual(all);
    expect((await page('staff', { unit_ids: [u1, u3], page_number: 4, page_size: 4 })).unit_history_report_data).toEqual([]);
  });

  it('shows a dealer only the surveys and service calls it made', async () => {
    const body = await page('dealer1', {});
    expect(body.unit_history_report_data.map((row) => row.event_id)).toEqual([5951, I1, 5802, 5801, 5803, 5901, 5902]);
    expect(body.total_items).toBe(7);
  });

  it('lists the accounts by the three lists and the unit numbers by keyword', async () => {
    const lists = (await call('GET', 'get_accounts', 'staff')).json();
    expect(lists.us_national_accounts).toContainEqual({ value: A, text: 'ALPHA Freight Lines (ALPHA-NA-5001)' });
    expect(lists.canadian_common_owners).toEqual([{ value: FLEET.commonOwnerB, text: 'BOREAL Holdings (BOREAL-OWN)' }]);
    expect(lists.canadian_nonsigs).toContainEqual({ value: FLEET.accountB, text: 'BOREAL-CO-7001 BOREAL Haulage', common_owner_id: FLEET.commonOwnerB });
    const own = (await call('GET', 'get_accounts', 'customerA')).json();
    expect(own).toEqual({ us_national_accounts: [{ value: A, text: 'ALPHA Freight Lines (ALPHA-NA-5001)' }], canadian_common_owners: [], canadian_nonsigs: [] });

    const numbers = await call('POST', 'get_unit_numbers', 'customerA', { account_ids: [A], key_word: 'u', page_size: 2 });
    expect(numbers.json()).toMatchObject({ total_items: 3, page_number: 1, page_size: 2 });
    expect(numbers.json().unit_numbers.map((unit: { unit_number: string }) => unit.unit_number)).toEqual(['ALPHA-U1', 'ALPHA-U2']);
    const searched = await call('POST', 'get_unit_numbers', 'customerA', { account_ids: [A], key_word: 'u3' });
    expect(searched.json().unit_numbers).toEqual([{ unit_id: u3, unit_number: 'ALPHA-U3', account_id: A, account_name: 'ALPHA Freight Lines', location_name: 'ALPHA Akron Yard', unit_type: 'Trailer' }]);
    // The yard user sees the units of Y1 only.
    const yard = await call('POST', 'get_unit_numbers', 'customerAYard', { account_ids: [A] });
    expect(yard.json().unit_numbers.map((unit: { unit_id: number }) => unit.unit_id)).toEqual([u1, u3]);
  });

  it('exports the same rows to Excel (in the user\'s units) and PDF, and all details one sheet per event type', async () => {
    const excel = await call('POST', 'download_excel', 'staff', { account_ids: [A], unit_ids: [u1] });
    expect(excel.statusCode).toBe(200);
    const { sheets } = await readXlsx(excel.rawPayload);
    const sheet = sheets[0]!;
    const header = sheet.rows.findIndex((row) => row[0] === 'Unit');
    expect(sheet.rows[header]).toContain('Pressure (bar)');
    const rows = sheet.rows.slice(header + 1).filter((row) => row[0] === 'ALPHA-U1');
    expect(rows.map((row) => row[2])).toEqual(['Survey', 'Tire reading', 'Service call', 'Survey', 'Tire reading', 'Tire reading', 'Tire reading', 'Tire removal', 'Tire removal']);
    const pressure = sheet.rows[header]!.indexOf('Pressure (bar)');
    expect(rows[4]![pressure]).toBeCloseTo(7.58, 2);

    const pdf = await call('POST', 'download_pdf', 'customerA', { account_ids: [A], unit_ids: [u1] });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await readPdfText(pdf.rawPayload)).text;
    for (const value of ['ALPHA-U1', 'Tire removal', 'Cupping', 'Worn out', 'Flat in the yard']) expect(text).toContain(value);

    const details = await call('POST', 'download_all_details', 'customerA', { account_ids: [A], unit_ids: [u1, u3] });
    const detailSheets = (await readXlsx(details.rawPayload)).sheets;
    expect(detailSheets.map((s) => s.name)).toEqual(['Surveys', 'Tire readings', 'Tire removals', 'Service calls']);
    const removals = detailSheets[2]!.rows.filter((row) => row[0] === 'ALPHA-U1');
    expect(removals.map((row) => row.includes('SER-ALPHA-3'))).toEqual([true, false]);
    expect(detailSheets[3]!.rows.filter((row) => row[0] === 'ALPHA-U1' || row[0] === 'ALPHA-U3')).toHaveLength(2);
  });

  it('generates a report in the background, lists it and opens it as a file as of its making', async () => {
    const queued = await call('POST', 'generate_reports', 'customerA', { account_ids: [A], report_name: 'ALPHA all units' });
    expect(queued.statusCode, queued.body).toBe(202);
    const { id } = queued.json();
    expect((await call('POST', 'get_report', 'customerA', { id })).statusCode).toBe(409);
    expect(await app.reportJobs.processNow()).toBe(1);
    const listed = (await call('GET', 'get_reports', 'customerA')).json().reports;
    expect(listed[0]).toMatchObject({ id, report_name: 'ALPHA all units', status: 'done', units: 3, events: 10 });
    // A service call written after the report was made is not in it.
    await database.db.insert(serviceCalls).values({ id: 5953, accountId: A, fleetLocationId: y1, dealerId: FLEET.dealer1, unitId: u1, callType: 'scheduled', place: 'yard', state: 'OH', wheelPosition: 'steer', calledAt: new Date(), totalCost: '10.00' });
    const file = await call('POST', 'get_report', 'customerA', { id });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    const sheets = (await readXlsx(file.rawPayload)).sheets;
    expect(sheets[3]!.rows.filter((row) => row[0] === 'ALPHA-U1' || row[0] === 'ALPHA-U3')).toHaveLength(2);
    const pdf = await call('POST', 'get_report', 'customerA', { id, format: 'pdf' });
    expect((await readPdfText(pdf.rawPayload)).text).toContain('ALPHA all units');
    await database.db.delete(serviceCalls).where(eq(serviceCalls.id, 5953));
    // Another user's report is as absent as a missing one.
    expect((await call('POST', 'get_report', 'staff', { id })).statusCode).toBe(404);
    expect((await call('GET', 'get_reports', 'customerB')).json().reports).toEqual([]);
  });
});

describe('unit history tenancy and input', () => {
  const selection = { account_ids: [A], unit_ids: [u1] };
  const calls: [string, unknown][] = [
    ['get_unit_numbers', { account_ids: [A] }],
    ['get_unit_history_report', selection],
    ['download_excel', selection],
    ['download_pdf', selection],
    ['download_all_details', selection],
    ['generate_reports', { ...selection, report_name: 'Not mine' }],
    ['generate_reports', { account_ids: [A], report_name: 'Not mine either' }],
  ];

  it.each(['customerB', 'dealer2'] as const)('refuses ALPHA to %s on every call and lists none of it', async (who) => {
    for (const [path, body] of calls) {
      const res = await call('POST', path, who, body);
      expect(res.statusCode, `${path} ${res.body.slice(0, 200)}`).toBe(403);
    }
    const lists = JSON.stringify((await call('GET', 'get_accounts', who)).json());
    expect(lists).not.toContain('ALPHA');
    // Their own unit shows none of ALPHA's history either.
    const own = await call('POST', 'get_unit_history_report', who, { account_ids: [FLEET.accountB], unit_ids: [FLEET.unitB] });
    expect(own.statusCode).toBe(200);
    expect(own.json().unit_history_report_data.map((row: Row) => row.unit_number)).toEqual(['BOREAL-U1', 'BOREAL-U1']);
  });

  it('refuses a unit of another account, or outside a narrowed user\'s yards', async () => {
    expect((await call('POST', 'get_unit_history_report', 'customerA', { account_ids: [A], unit_ids: [FLEET.unitB] })).statusCode).toBe(403);
    expect((await call('POST', 'get_unit_history_report', 'customerA', { account_ids: [A], unit_ids: [u1, 999999] })).statusCode).toBe(403);
    expect((await call('POST', 'get_unit_history_report', 'customerAYard', { account_ids: [A], unit_ids: [u2] })).statusCode).toBe(403);
    expect((await call('POST', 'get_unit_history_report', 'customerAYard', { account_ids: [A], unit_ids: [u1] })).statusCode).toBe(200);
  });

  it.each([
    ['get_unit_numbers', { account_ids: [] }, 'body.account_ids'],
    ['get_unit_numbers', { account_ids: [A], key_word: 'x'.repeat(101) }, 'body.key_word'],
    ['get_unit_history_report', { account_ids: [A], unit_ids: [u1], page_size: 0 }, 'body.page_size'],
    ['get_unit_history_report', { account_ids: [A], unit_ids: ['5301'] }, 'body.unit_ids.0'],
    ['get_unit_history_report', { account_ids: [A] }, 'body.unit_ids'],
    ['download_excel', { account_ids: [A], unit_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'body.unit_ids'],
    ['generate_reports', { account_ids: [A], report_name: ' ' }, 'body.report_name'],
    ['get_report', { id: -1 }, 'body.id'],
    ['get_report', { id: 1, format: 'csv' }, 'body.format'],
  ])('answers 400 naming the field for %s %j', async (path, body, field) => {
    const res = await call('POST', path, 'customerA', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });
});
