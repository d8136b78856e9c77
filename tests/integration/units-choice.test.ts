import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { CHECKPOINT_BASE, createCheckpointFixture, HAND, METRIC_LOGIN, type FixtureCrossing } from '../helpers/checkpoint-fixture';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { readPdfText, readXlsx, type ParsedSheet } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';

let database: TestDatabase;
/** A second pool on PostgreSQL, as another process of the service would have. */
let otherDatabase: Database | null = null;
let app: FastifyInstance;
/** Another instance on the same database; its cache time is far above any wait below. */
let other: FastifyInstance;
let crossings: FixtureCrossing[];

const LONG_CACHE = { SESSION_CACHE_SECONDS: 300 };
const NOTIFY_WITHIN_MS = 3_000;
const MARCH = { account_id: 0, date_range_type: 'custom', date_from: '03/01/2024', date_to: '03/31/2024' };

beforeAll(async () => {
  database = await createTestDatabase();
  crossings = await createCheckpointFixture(database.db);
  app = await createTestApp(database.db, LONG_CACHE);
  otherDatabase = database.url ? await openDatabase({ url: database.url, poolSize: 2 }) : null;
  other = await createTestApp(otherDatabase?.db ?? database.db, LONG_CACHE);
  const tractor = crossings.find((c) => c.id === HAND.tractor.id)!;
  MARCH.account_id = tractor.accountId;
});
afterAll(async () => {
  await other?.close();
  await app?.close();
  await otherDatabase?.close();
  await database?.close();
});

type Headers = Record<string, string>;
const choose = (on: FastifyInstance, headers: Headers, payload: unknown) =>
  on.inject({ method: 'POST', url: '/api/v2/authorization/unit_preference', headers, payload: payload as object });
const verifiedUser = async (on: FastifyInstance, headers: Headers) => {
  const res = await on.inject({ method: 'GET', url: '/api/v2/authorization/verify', headers });
  expect(res.statusCode).toBe(200);
  return res.json().user as { unit_of_measurement: string; pressure_unit: string };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until the answer's pressure unit is `wanted` or the time is up; returns the last one. */
async function pressureWithin(on: FastifyInstance, headers: Headers, wanted: string): Promise<string> {
  const end = Date.now() + NOTIFY_WITHIN_MS;
  let unit = (await verifiedUser(on, headers)).pressure_unit;
  while (unit !== wanted && Date.now() < end) {
    await sleep(50);
    unit = (await verifiedUser(on, headers)).pressure_unit;
  }
  return unit;
}

const dataRows = (sheet: ParsedSheet) => {
  const start = sheet.rows.findIndex((row) => row[0] === 'Véhicule') + 1;
  const end = sheet.rows.findIndex((row, i) => i >= start && row.length === 0);
  return sheet.rows.slice(start, end < 0 ? undefined : end);
};

describe('the units choice', () => {
  it('defaults from the account: a metric account reads bar', async () => {
    const headers = await authHeaders(app, METRIC_LOGIN);
    expect(await verifiedUser(app, headers)).toMatchObject({ unit_of_measurement: 'metric', pressure_unit: 'bar' });
  });

  it('stores the choice, answers the user in it, and no cached session keeps the old units', async () => {
    const headers = await authHeaders(app, METRIC_LOGIN);
    const elsewhere = await authHeaders(app, METRIC_LOGIN);
    // Both sessions are now cached, here and on the other instance.
    expect((await verifiedUser(app, elsewhere)).pressure_unit).toBe('bar');
    expect((await verifiedUser(other, elsewhere)).pressure_unit).toBe('bar');

    const res = await choose(app, headers, { units: 'metric_kpa' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ unit_of_measurement: 'metric', pressure_unit: 'kPa', login: METRIC_LOGIN });
    const [row] = await database.db.select({ unit: users.unitOfMeasurement, pressure: users.pressureUnit }).from(users).where(eq(users.login, METRIC_LOGIN));
    expect(row).toEqual({ unit: 'metric', pressure: 'kPa' });

    expect((await verifiedUser(app, headers)).pressure_unit).toBe('kPa');
    expect((await verifiedUser(app, elsewhere)).pressure_unit).toBe('kPa');
    expect(await pressureWithin(other, elsewhere, 'kPa')).toBe('kPa');

    const imperial = await choose(app, headers, { units: 'imperial' });
    expect(imperial.json().user).toMatchObject({ unit_of_measurement: 'imperial', pressure_unit: 'psi' });
    const signIn = await app.inject({ method: 'POST', url: '/api/v2/authorization/refresh_session', headers: elsewhere });
    expect(signIn.json().user).toMatchObject({ unit_of_measurement: 'imperial', pressure_unit: 'psi' });
  });

  it('refuses bad bodies with 400 naming the field, and strangers with 401', async () => {
    const headers = await authHeaders(app, METRIC_LOGIN);
    for (const body of [{}, { units: 'metric' }, { units: 'kPa' }, { units: 3 }, []]) {
      const res = await choose(app, headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(/units|body/);
      if (!Array.isArray(body)) expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'body.units' })]));
    }
    expect((await choose(app, {}, { units: 'metric_bar' })).statusCode).toBe(401);
  });

  it('has the checkpoint files follow the choice: pressure and tread units, and days as the language writes them', async () => {
    const headers = { ...(await authHeaders(app, METRIC_LOGIN)), 'user-language': 'fr-CA' };
    const download = async (path: string, body: object) => {
      const res = await app.inject({ method: 'POST', url: CHECKPOINT_BASE + path, headers, payload: body });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return res.rawPayload;
    };
    const tractor = crossings.find((c) => c.id === HAND.tractor.id)!;
    const firstWheel = tractor.wheels.find((w) => w.p !== null && w.t !== null)!;

    for (const [units, pressureHeader, treadHeader, pressure, tread] of [
      ['metric_kpa', 'Pression (kPa)', 'Profondeur de la bande de roulement (mm)', Math.round(firstWheel.p! * 6.89475729), Math.round(firstWheel.t! * 10) / 10],
      ['metric_bar', 'Pression (bar)', 'Profondeur de la bande de roulement (mm)', Math.round(firstWheel.p! * 6.89475729) / 100, Math.round(firstWheel.t! * 10) / 10],
      ['imperial', 'Pression (psi)', 'Profondeur de la bande de roulement (32es de po)', Math.round(firstWheel.p!), Math.round(firstWheel.t! / (25.4 / 32))],
    ] as const) {
      expect((await choose(app, headers, { units })).statusCode).toBe(200);
      const sheet = (await readXlsx(await download('download_excel_file_checkpoint_details', { ids: [tractor.id] }))).sheets[0]!;
      // The files are in the request's language, French here.
      const header = sheet.rows.find((r) => r[0] === 'Véhicule')!;
      expect(header, units).toContain(pressureHeader);
      expect(header, units).toContain(treadHeader);
      const wheels = dataRows(sheet).filter((r) => r[0] === tractor.unitNumber);
      const values = wheels.map((r) => [r[header.indexOf(pressureHeader)], r[header.indexOf(treadHeader)]]);
      expect(values, units).toContainEqual([pressure, tread]);
      // The day column is a real date cell written as fr-CA writes days.
      const dayColumn = header.indexOf('Date') + 1;
      const dayRow = sheet.rows.findIndex((r) => r[0] === tractor.unitNumber) + 1;
      expect(sheet.worksheet.getRow(dayRow).getCell(dayColumn).numFmt).toBe('yyyy-mm-dd');

      const pdf = (await readPdfText(await download('download_pdf_file_checkpoint_detail', { id: tractor.id }))).text;
      expect(pdf, units).toContain(pressureHeader.split(' ')[1]);
      expect(pdf).toContain(tractor.crossedAt.toISOString().slice(0, 10));
    }
  });
});
