import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerSurveyRoutes } from '../../server/areas/dealer-survey/routes';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { tireReadings, tireReadingWearConditions, trailerReadinessChecks, wearConditions } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { englishInFile } from '../helpers/french-files';
import { cutLines, readPdfText, readXlsx, type ParsedSheet } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { createSurveyFixture, SUMMARY_Y1, SURVEY_FIXTURE } from '../helpers/survey-fixture';
import { FLEET, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';

const BASE = '/api/v2/survey/';
let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;
const { d1AtY1, d2AtY1 } = FLEET.surveysA;
const [, , u3] = FLEET.unitsA;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createSurveyFixture(db);
  await db.insert(trailerReadinessChecks).values([
    { surveyId: d1AtY1, unitId: u3, passed: true, checkedAt: new Date('2024-03-10T17:00:00Z') },
    { surveyId: d2AtY1, unitId: u3, passed: false, checkedAt: new Date('2024-03-12T17:00:00Z') },
  ]);
  // A name the portal seeds, so the reader's language has its translation.
  await db.insert(wearConditions).values({ id: 1, code: 'CUP', name: 'Cupping / scalloping' });
  const [reading] = await db
    .select({ id: tireReadings.id })
    .from(tireReadings)
    .where(and(eq(tireReadings.unitInspectionId, SURVEY_FIXTURE.inspections.u1InD1), eq(tireReadings.axleNumber, 1), eq(tireReadings.side, 'right')));
  await db.insert(tireReadingWearConditions).values({ tireReadingId: reading!.id, wearConditionId: 1 });
  app = await buildApp({ db, config: testConfig() });
  if (!app.hasRoute({ method: 'POST', url: `${BASE}report-dealer` })) await app.register(dealerSurveyRoutes, { prefix: BASE.slice(0, -1) });
  await app.ready();
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (method: 'GET' | 'POST', path: string, who: FixtureLogin, body?: unknown, extra: Record<string, string> = {}) =>
  app.inject({ method, url: BASE + path, headers: { ...headers[who], ...extra }, ...(body === undefined ? {} : { payload: body as object }) });
const MARCH = { date_range_type: 'custom', date_from: '03/01/2024', date_to: '03/31/2024' };
type Row = { survey_id: number } & Record<string, unknown>;
const report = async (who: FixtureLogin, body: Record<string, unknown> = {}, extra?: Record<string, string>) => {
  const res = await call('POST', 'report-dealer', who, { ...MARCH, ...body }, extra);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as { records_total: number; data: Row[] } & Record<string, unknown>;
};
const ids = async (who: FixtureLogin, body: Record<string, unknown> = {}) => (await report(who, body)).data.map((r) => r.survey_id).sort();

describe('dealer survey report', () => {
  it('sums the figures over every matching survey and fills each row', async () => {
    const body = await report('staff', { page_size: 1 });
    expect(body).toMatchObject({
      records_total: 3, surveys: 3, tires: SUMMARY_Y1.staff.tires, units: 3, exceptions: SUMMARY_Y1.staff.exceptions,
      units_with_exceptions: 3, total_of_trucks_surveyed: 2, total_of_trailers_surveyed: 1, date_from: '03/01/2024', date_to: '03/31/2024',
    });
    expect(body.data).toHaveLength(1);
    const all = (await report('staff')).data;
    expect(all.map((r) => r.survey_id)).toEqual([FLEET.surveyB, d2AtY1, d1AtY1]);
    expect(all.find((r) => r.survey_id === d1AtY1)).toEqual({
      survey_id: d1AtY1, fleet_location: 'ALPHA Akron Yard', survey_date: '03/10/2024', survey_by: 'Dan One', fleet_name: 'ALPHA Freight Lines',
      dealer_location: 'Dealer One Tire (Columbus, OH)', total_tires: 18, total_units: 2, exceptions: 4, units_with_exceptions: 2, trailer_readiness: '1/1',
    });
    expect(all.find((r) => r.survey_id === d2AtY1)).toMatchObject({ total_tires: 2, total_units: 1, exceptions: 1, trailer_readiness: '0/1' });
    expect(all.find((r) => r.survey_id === FLEET.surveyB)).toMatchObject({ total_tires: 0, total_units: 0, exceptions: 0, trailer_readiness: null });
  });

  it('shows a dealer only its own surveys, a customer its accounts\'', async () => {
    expect(await report('dealer1')).toMatchObject({ surveys: SUMMARY_Y1.dealer1.surveys, tires: SUMMARY_Y1.dealer1.tires, exceptions: SUMMARY_Y1.dealer1.exceptions, units: 2 });
    expect(await ids('dealer1')).toEqual([d1AtY1]);
    expect(await ids('dealer2')).toEqual([d2AtY1, FLEET.surveyB].sort());
    expect(await report('customerA')).toMatchObject({ surveys: 2, tires: SUMMARY_Y1.staff.tires, exceptions: SUMMARY_Y1.staff.exceptions });
    expect(await ids('customerB')).toEqual([FLEET.surveyB]);
    expect((await call('POST', 'report-dealer', 'dealer1', { ...MARCH, owner_ids: [FLEET.dealer2] })).statusCode).toBe(403);
    expect((await call('POST', 'report-dealer', 'customerA', { ...MARCH, owner_ids: [FLEET.dealer2] })).statusCode).toBe(403);
  });

  it('filters by country, states, owner, surveyor, report type and date range type', async () => {
    expect(await ids('staff', { country: 'us' })).toEqual([d1AtY1]);
    expect(await ids('staff', { states: ['AB'] })).toEqual([d2AtY1, FLEET.surveyB].sort());
    expect(await ids('staff', { owner_ids: [FLEET.dealer1] })).toEqual([d1AtY1]);
    expect(await ids('staff', { survey_by_user_ids: [6502] })).toEqual([d2AtY1, FLEET.surveyB].sort());
    expect(await ids('staff', { report_type: 'exceptions' })).toEqual([d1AtY1, d2AtY1]);
    expect(await ids('staff', { report_type: 'trailer_readiness' })).toEqual([d1AtY1, d2AtY1]);
    expect((await report('staff', { date_range_type: 'last_30_days' }, { 'user-time': '03/31/2024 09:00:00' })).records_total).toBe(3);
    expect((await report('staff', { date_range_type: 'year_to_date' }, { 'user-time': '04/02/2024 09:00:00' })).records_total).toBe(5);
  });

  it.each([6, 3, 9])('pages order_by %i without gaps, desc the reverse of asc', async (orderBy) => {
    const walk = async (desc: boolean) => {
      const walked: number[] = [];
      for (let page = 1; page <= 4; page++) walked.push(...(await report('staff', { order_by: orderBy, is_sort_desc: desc, page_size: 1, page_number: page })).data.map((r) => r.survey_id));
      return walked;
    };
    const asc = await walk(false);
    expect([...asc].sort()).toEqual([d1AtY1, d2AtY1, FLEET.surveyB].sort());
    expect(await walk(true)).toEqual([...asc].reverse());
    if (orderBy === 6) expect(asc).toEqual([FLEET.surveyB, d2AtY1, d1AtY1]);
  });

  it('names the failing field and never answers 500', async () => {
    for (const [body, field] of [
      [{ date_range_type: 'custom' }, 'body.date_from'],
      [{ ...MARCH, date_from: '04/01/2024' }, 'body.date_to'],
      [{ ...MARCH, country: 'USA' }, 'body.country'],
      [{ ...MARCH, order_by: 10 }, 'body.order_by'],
      [{ ...MARCH, owner_ids: ['1'] }, 'body.owner_ids.0'],
    ] as const) {
      const res = await call('POST', 'report-dealer', 'staff', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    for (const path of ['report-dealer', 'get_survey_by_users', 'download_pdf_file_survey_dealer_reports', 'download_excel_file_survey_dealer_reports', 'detailsdealerreport']) {
      for (const body of [undefined, {}, 'x', { survey_id: 0 }, { states: 'OH' }, { page_size: 10_000 }]) {
        expect((await call('POST', path, 'customerA', body)).statusCode, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
      expect((await app.inject({ method: 'POST', url: BASE + path, payload: {} })).statusCode).toBe(401);
    }
  });
});

describe('dealer survey lookups and files', () => {
  it('lists countries with states and the people who surveyed, in scope', async () => {
    const countries = (await call('GET', 'get_countries_with_states', 'customerA')).json();
    expect(countries.find((c: { country_code: string }) => c.country_code === 'CA').states.map((s: { code: string }) => s.code)).toEqual(['AB', 'ON']);
    const users = async (who: FixtureLogin, body: Record<string, unknown> = {}) =>
      (await call('POST', 'get_survey_by_users', who, body)).json().survey_by_users.map((u: { value: number }) => u.value);
    expect(await users('staff')).toEqual([6501, 6502]);
    expect(await users('dealer1')).toEqual([6501]);
    expect(await users('customerB')).toEqual([6502]);
    expect(await users('staff', { country: 'CA' })).toEqual([6502]);
    expect(await users('staff', { owner_id: FLEET.dealer1 })).toEqual([6501]);
    expect((await call('POST', 'get_survey_by_users', 'dealer1', { owner_id: FLEET.dealer2 })).statusCode).toBe(403);
  });

  const dataRows = (sheet: ParsedSheet, first: string) => {
    const start = sheet.rows.findIndex((row) => row[0] === first) + 1;
    const end = sheet.rows.findIndex((row, i) => i >= start && row.length === 0);
    return sheet.rows.slice(start, end < 0 ? undefined : end);
  };

  it('exports the list with every row to Excel and PDF', async () => {
    const xlsx = await call('POST', 'download_excel_file_survey_dealer_reports', 'staff', { ...MARCH, page_size: 1 });
    expect(xlsx.statusCode, xlsx.body.slice(0, 200)).toBe(200);
    const sheet = (await readXlsx(xlsx.rawPayload)).sheets[0]!;
    expect(dataRows(sheet, 'Survey date').map((r) => [r[1], r[5], r[7]])).toEqual([
      ['BOREAL Calgary Yard', 0, 0],
      ['ALPHA Akron Yard', 2, 1],
      ['ALPHA Akron Yard', 18, 4],
    ]);
    // The totals stand above the table, as the screen's tiles do.
    const trailers = sheet.rows.findIndex((row) => row[0] === 'Trailer inspections');
    expect(sheet.rows[trailers]).toEqual(['Trailer inspections', '1']);
    expect(trailers).toBeLessThan(sheet.rows.findIndex((row) => row[0] === 'Survey date'));
    const pdf = await call('POST', 'download_pdf_file_survey_dealer_reports', 'dealer1', MARCH);
    const text = (await readPdfText(pdf.rawPayload)).text;
    expect(text).toContain('Dealer survey report');
    expect(text).toContain('ALPHA Akron Yard');
    expect(text).not.toContain('BOREAL');
    expect(cutLines(text)).toEqual([]);
  });

  it('exports one survey\'s detail with levels, wear conditions and trailer checks', async () => {
    const xlsx = await call('POST', 'detailsdealerreport', 'dealer1', { survey_id: d1AtY1, format: 'xlsx' });
    expect(xlsx.statusCode, xlsx.body.slice(0, 200)).toBe(200);
    const [tiresSheet, readinessSheet] = (await readXlsx(xlsx.rawPayload)).sheets;
    const rows = dataRows(tiresSheet!, 'Unit');
    expect(rows).toHaveLength(18);
    expect(rows.find((r) => r[0] === 'ALPHA-U1' && r[2] === '1R')).toEqual(['ALPHA-U1', 'Tractor', '1R', 'Steer', 85, 'Critical', 13, 'OK', 'Cupping / scalloping']);
    expect(tiresSheet!.rows.find((row) => row[0] === 'Exceptions')).toEqual(['Exceptions', String(SUMMARY_Y1.dealer1.exceptions)]);
    expect(dataRows(readinessSheet!, 'Unit').map((r) => r.slice(0, 2))).toEqual([['ALPHA-U3', 'Passed']]);
    const pdf = await call('POST', 'detailsdealerreport', 'customerA', { survey_id: d2AtY1 });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const detailText = (await readPdfText(pdf.rawPayload)).text;
    expect(detailText).toContain('Dealer survey detail');
    expect(cutLines(detailText)).toEqual([]);
    expect((await call('POST', 'detailsdealerreport', 'dealer2', { survey_id: d1AtY1 })).statusCode).toBe(404);
    expect((await call('POST', 'detailsdealerreport', 'staff', { survey_id: FLEET.surveysA.deleted })).statusCode).toBe(404);
  });

  it('writes the list and a survey\'s detail in French for a French reader, with no English', async () => {
    const files: Array<[string, unknown]> = [
      ['download_pdf_file_survey_dealer_reports', MARCH],
      ['download_excel_file_survey_dealer_reports', MARCH],
      ['detailsdealerreport', { survey_id: d1AtY1 }],
      ['detailsdealerreport', { survey_id: d1AtY1, format: 'xlsx' }],
    ];
    // The fixture's dealers are named "Dealer One Tire": a name, not a word of the file.
    const DEALER_NAMES = ['Dealer One Tire', 'Dealer Two Tire'];
    const found: Record<string, string[]> = {};
    for (const [path, body] of files) {
      const res = await call('POST', path, 'dealer1', body, { 'user-language': 'fr-CA' });
      expect(res.statusCode, path).toBe(200);
      const english = await englishInFile(res.rawPayload, DEALER_NAMES);
      if (english.length > 0) found[`${path} ${JSON.stringify(body)}`] = english;
    }
    expect(found).toEqual({});
    // The reading's wear condition, a name stored in the database, reads in French too.
    const xlsx = await call('POST', 'detailsdealerreport', 'dealer1', { survey_id: d1AtY1, format: 'xlsx' }, { 'user-language': 'fr-CA' });
    const [tiresSheet] = (await readXlsx(xlsx.rawPayload)).sheets;
    expect(tiresSheet!.rows.find((row) => row[0] === 'ALPHA-U1' && row[2] === '1R')?.at(-1)).toBe('Usure en cuvette / festonnage');
  });
});
