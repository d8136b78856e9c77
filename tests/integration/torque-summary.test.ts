import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { securityCodes, torqueReadings, users, userSecurityCodes } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { readPdfText, readXlsx, type ParsedSheet } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { exportI18n } from '../../server/exports/export-i18n';
import { englishInFile, fileText } from '../helpers/french-files';
import { createTenancyFixture, FLEET, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';

const BASE = '/api/v2/torque_summary_report/';
const [y1, y2, y3] = FLEET.locationsA;
const [u1, u2, u3] = FLEET.unitsA;
const { d1AtY1, d2AtY1, d1AtY2 } = FLEET.surveysA;

/**
 * A handcrafted fleet of wheel-end torque readings. With ±10 % a reading specified at 500 ft-lb
 * is within spec from 450 to 550 inclusive. The expected figures below are counted by hand.
 */
const reading = (fleetLocationId: number, surveyId: number | null, unitId: number, at: string, specifiedFtLb: number, measuredFtLb: number, axleNumber = 1) => ({
  accountId: fleetLocationId === FLEET.locationsB[0] ? FLEET.accountB : FLEET.accountA,
  fleetLocationId, surveyId, unitId, axleNumber, side: 'left' as const, specifiedFtLb, measuredFtLb, readAt: new Date(at),
});
const READINGS = [
  // Y1, survey d1, unit U1 on March 10: in, under (−60), over (+60), in at the lower bound (−50).
  reading(y1, d1AtY1, u1, '2024-03-10T15:00:00Z', 500, 500),
  reading(y1, d1AtY1, u1, '2024-03-10T15:00:00Z', 500, 440),
  reading(y1, d1AtY1, u1, '2024-03-10T15:00:00Z', 500, 560, 2),
  reading(y1, d1AtY1, u1, '2024-03-10T15:00:00Z', 500, 450, 2),
  // Y1, survey d2, unit U3 on March 12: in (+5), under (−175).
  reading(y1, d2AtY1, u3, '2024-03-12T15:00:00Z', 475, 480),
  reading(y1, d2AtY1, u3, '2024-03-12T15:00:00Z', 475, 300),
  // Y1, no survey, unit U1 late on March 20: in at the upper bound (+50), over (+51).
  reading(y1, null, u1, '2024-03-20T23:30:00Z', 500, 550),
  reading(y1, null, u1, '2024-03-20T23:30:00Z', 500, 551),
  // Y1 on February 29, the day before the range: not counted.
  reading(y1, null, u1, '2024-02-29T23:59:59Z', 500, 600),
  // Y2, survey d1AtY2, unit U2 in the last second of March: in (0), under (−50); and one on April 1, not counted.
  reading(y2, d1AtY2, u2, '2024-03-31T23:59:59Z', 450, 450),
  reading(y2, d1AtY2, u2, '2024-03-31T23:59:59Z', 450, 400),
  reading(y2, d1AtY2, u2, '2024-04-01T00:00:00Z', 500, 100),
  // BOREAL's yard: another fleet.
  reading(FLEET.locationsB[0], FLEET.surveyB, FLEET.unitB, '2024-03-15T15:00:00Z', 500, 500),
  reading(FLEET.locationsB[0], FLEET.surveyB, FLEET.unitB, '2024-03-15T15:00:00Z', 500, 500),
];

const Y1 = {
  fleet_location_id: y1, code: 'ALPHA-Y1', name: 'ALPHA Akron Yard', wheels_checked: 8, units: 2, surveys: 2, in_spec: 4, under_torque: 2, over_torque: 2,
  in_spec_percent: 50, under_torque_percent: 25, over_torque_percent: 25,
  // (0 − 60 + 60 − 50 + 5 − 175 + 50 + 51) / 8 = −14.875; −119 / 3950 specified = −3.01 %.
  average_deviation_ft_lb: -14.9, average_deviation_percent: -3,
};
const Y2 = {
  fleet_location_id: y2, code: 'ALPHA-Y2', name: 'ALPHA Dallas Yard', wheels_checked: 2, units: 1, surveys: 1, in_spec: 1, under_torque: 1, over_torque: 0,
  in_spec_percent: 50, under_torque_percent: 50, over_torque_percent: 0, average_deviation_ft_lb: -25, average_deviation_percent: -5.6,
};
const Y3 = {
  fleet_location_id: y3, code: 'ALPHA-Y3', name: 'ALPHA Columbus Yard', wheels_checked: 0, units: 0, surveys: 0, in_spec: 0, under_torque: 0, over_torque: 0,
  in_spec_percent: null, under_torque_percent: null, over_torque_percent: null, average_deviation_ft_lb: null, average_deviation_percent: null,
};
const TOTALS = {
  fleet_location_id: null, code: '', name: 'Total', wheels_checked: 10, units: 3, surveys: 3, in_spec: 5, under_torque: 3, over_torque: 2,
  // −169 / 10 ft-lb; −169 / 4850 specified = −3.48 %.
  in_spec_percent: 50, under_torque_percent: 30, over_torque_percent: 20, average_deviation_ft_lb: -16.9, average_deviation_percent: -3.5,
};
const MARCH = { date_range_type: 'custom', date_from: '03/01/2024', date_to: '03/31/2024' };

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createTenancyFixture(db);
  await db.insert(securityCodes).values({ code: 'TMTQSRPT', description: 'Torque summary report' });
  // Every fixture user but dealer2 may open the report.
  await db.insert(userSecurityCodes).values([5501, 5502, 7501, 6501, 9501].map((userId) => ({ userId, code: 'TMTQSRPT' })));
  await db.insert(torqueReadings).values(READINGS);
  await db.update(users).set({ unitOfMeasurement: 'metric' }).where(eq(users.id, 7501));
  app = await buildApp({ db, config: testConfig() });
  await app.ready();
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (method: 'GET' | 'POST', path: string, who: FixtureLogin, body?: unknown) =>
  app.inject({ method, url: BASE + path, headers: headers[who], ...(body === undefined ? {} : { payload: body as object }) });
const report = async (who: FixtureLogin, body: Record<string, unknown>) => {
  const res = await call('POST', 'get_report', who, { ...MARCH, ...body });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
};
const dataRows = (sheet: ParsedSheet, header: string) => {
  const start = sheet.rows.findIndex((row) => row[0] === header);
  const rows: ParsedSheet['rows'] = [];
  for (const row of sheet.rows.slice(start + 1)) {
    if (row.length < 3) break;
    rows.push(row);
  }
  return rows;
};

describe('torque summary report', () => {
  it('counts wheels within spec, under and over per location and in total, equal to the hand count', async () => {
    const body = await report('customerA', { location_ids: [y3, y1, y2] });
    expect(body.torque_summary_page).toEqual({ tolerance_percent: 10, locations: [Y1, Y2, Y3], totals: TOTALS });
    expect(body.cover_page).toMatchObject({ title: 'Torque summary report', prepared_for: ['ALPHA Freight Lines'], prepared_by: 'Ann Customer', date_from: '03/01/2024', date_to: '03/31/2024', location_count: 3 });
    expect(body.locations_page.locations.map((l: { code: string; address: string; city: string }) => [l.code, l.address, l.city])).toEqual([
      ['ALPHA-Y1', '100 Main St', 'Akron'],
      ['ALPHA-Y2', '200 Elm St', 'Dallas'],
      ['ALPHA-Y3', '300 Oak St', 'Columbus'],
    ]);
  });

  it('follows the shared date ranges and counts a reading written after the last report', async () => {
    const april = await report('customerA', { location_ids: [y2], date_from: '04/01/2024', date_to: '04/30/2024' });
    expect(april.torque_summary_page.totals).toMatchObject({ wheels_checked: 1, under_torque: 1, units: 1, surveys: 1 });
    const [added] = await database.db.insert(torqueReadings).values(reading(y2, null, u2, '2024-04-02T08:00:00Z', 500, 500)).returning({ id: torqueReadings.id });
    const after = await report('customerA', { location_ids: [y2], date_from: '04/01/2024', date_to: '04/30/2024' });
    expect(after.torque_summary_page.totals).toMatchObject({ wheels_checked: 2, in_spec: 1, under_torque: 1, units: 1, surveys: 1 });
    await database.db.delete(torqueReadings).where(eq(torqueReadings.id, added!.id));
    const removed = await report('customerA', { location_ids: [y2], date_from: '04/01/2024', date_to: '04/30/2024' });
    expect(removed.torque_summary_page.totals).toMatchObject({ wheels_checked: 1 });
  });

  it('lists the user\'s own locations, paged and by keyword, with every matching id', async () => {
    const page = (await call('GET', 'select_location_ids?page_size=2', 'customerA')).json();
    expect(page).toMatchObject({ page_number: 1, page_size: 2, total_items: 5 });
    expect(page.locations.map((l: { code: string }) => l.code)).toEqual(['ALPHA-Y1', 'ALPHA-Y2']);
    expect(page.location_ids).toEqual([...FLEET.locationsA]);
    const dallas = (await call('GET', 'select_location_ids?key_word=dallas', 'customerA')).json();
    expect(dallas.location_ids).toEqual([y2]);
    expect((await call('GET', 'select_location_ids', 'customerAYard')).json().location_ids).toEqual([y1]);
    expect((await call('GET', 'select_location_ids', 'customerB')).json().location_ids).toEqual([...FLEET.locationsB]);
  });

  it('refuses another fleet\'s locations, users without TMTQSRPT, and bad input naming the field', async () => {
    for (const [who, path, body, status, field] of [
      ['customerB', 'get_report', { location_ids: [y1] }, 403, null],
      ['customerB', 'download_pdf', { location_ids: [y1] }, 403, null],
      ['customerB', 'download_excel', { location_ids: [FLEET.locationsB[0], y1] }, 403, null],
      ['customerAYard', 'get_report', { location_ids: [y2] }, 403, null],
      ['dealer1', 'get_report', { location_ids: [FLEET.locationsB[0]] }, 403, null],
      ['customerA', 'get_report', { location_ids: [2_000_000] }, 403, null],
      ['dealer2', 'get_report', { location_ids: [FLEET.locationsB[0]] }, 403, null],
      ['customerA', 'get_report', { location_ids: [] }, 400, 'body.location_ids'],
      ['customerA', 'get_report', { location_ids: ['5201'] }, 400, 'body.location_ids.0'],
      ['customerA', 'get_report', { location_ids: [y1], date_from: null }, 400, 'body.date_from'],
      ['customerA', 'get_report', { location_ids: [y1], date_from: '04/01/2024' }, 400, 'body.date_to'],
      ['customerA', 'download_excel', { location_ids: [y1], date_range_type: 'forever' }, 400, 'body.date_range_type'],
    ] as const) {
      const res = await call('POST', path, who, { ...MARCH, ...body });
      expect(res.statusCode, `${who} ${path} ${JSON.stringify(body)}`).toBe(status);
      if (field) expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      if (status === 403) expect(res.body).not.toContain('ALPHA');
    }
    expect((await call('GET', 'select_location_ids', 'dealer2')).statusCode).toBe(403);
    const bad = await call('GET', 'select_location_ids?page_size=0', 'customerA');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toContain('querystring.page_size');
  });

  it('writes the same figures to Excel and PDF, in N·m for a metric user', async () => {
    const xlsx = await call('POST', 'download_excel', 'customerA', { ...MARCH, location_ids: [y1, y2, y3] });
    expect(xlsx.statusCode).toBe(200);
    const sheets = (await readXlsx(xlsx.rawPayload)).sheets;
    expect(sheets.map((s) => s.name)).toEqual(['Locations', 'Torque summary']);
    expect(dataRows(sheets[0]!, 'Code').map((row) => row.slice(0, 3))).toEqual([
      ['ALPHA-Y1', 'ALPHA Akron Yard', '100 Main St'],
      ['ALPHA-Y2', 'ALPHA Dallas Yard', '200 Elm St'],
      ['ALPHA-Y3', 'ALPHA Columbus Yard', '300 Oak St'],
    ]);
    const summary = sheets[1]!;
    const header = summary.rows.find((row) => row[0] === 'Code')!;
    expect(header).toContain('Average deviation (ft-lb)');
    const rows = dataRows(summary, 'Code');
    expect(rows.map((row) => row.slice(1, 6))).toEqual([
      ['ALPHA Akron Yard', 8, 2, 2, 4],
      ['ALPHA Dallas Yard', 2, 1, 1, 1],
      ['ALPHA Columbus Yard', 0, 0, 0, 0],
      ['Total', 10, 3, 3, 5],
    ]);
    expect(rows[0]![header.indexOf('Average deviation (ft-lb)')]).toBe(-14.9);
    expect(rows[3]![header.indexOf('Under torque %')]).toBe(0.3);

    const pdf = await call('POST', 'download_pdf', 'customerA', { ...MARCH, location_ids: [y1, y2, y3] });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await readPdfText(pdf.rawPayload)).text;
    for (const expected of ['Torque summary report', '100 Main St', '(ft-lb)', 'ALPHA-Y1 ALPHA Akron Yard 8 2 2 4 50.0% 2 25.0% 2 25.0% -14.9 -3.0%', 'Total 10 3 3 5 50.0% 3 30.0% 2 20.0% -16.9 -3.5%']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('BOREAL');
    // The period as the reader's language writes days: en-US here, de-DE below.
    expect(text).toContain('03/01/2024 – 03/31/2024');
    const german = await app.inject({ method: 'POST', url: `${BASE}download_pdf`, headers: { ...headers.customerA, 'user-language': 'de-DE' }, payload: { ...MARCH, location_ids: [y1] } });
    expect(german.statusCode).toBe(200);
    const germanText = (await readPdfText(german.rawPayload)).text;
    expect(germanText).toContain('01.03.2024 – 31.03.2024');
    expect(germanText).not.toContain('03/01/2024');

    // BOREAL's manager reads metric: 0 ft-lb deviation, and the header in N·m.
    const metric = await call('POST', 'download_excel', 'customerB', { ...MARCH, location_ids: [FLEET.locationsB[0]] });
    const metricSheet = (await readXlsx(metric.rawPayload)).sheets[1]!;
    expect(metricSheet.rows.find((row) => row[0] === 'Code')).toContain('Average deviation (N·m)');
    expect(dataRows(metricSheet, 'Code')[0]!.slice(0, 3)).toEqual(['BOREAL-Y1', 'BOREAL Calgary Yard', 2]);
  });

  it('writes the files in French for a French reader, with no English', async () => {
    const found: Record<string, string[]> = {};
    for (const kind of ['download_pdf', 'download_excel']) {
      const res = await app.inject({ method: 'POST', url: `${BASE}${kind}`, headers: { ...headers.customerA, 'user-language': 'fr-CA' }, payload: { ...MARCH, location_ids: [y1, y2, y3] } });
      expect(res.statusCode).toBe(200);
      expect(await fileText(res.rawPayload)).toContain(exportI18n('fr-CA')._('Torque summary'));
      const words = await englishInFile(res.rawPayload);
      if (words.length > 0) found[kind] = words;
    }
    expect(found).toEqual({});
  });
});
