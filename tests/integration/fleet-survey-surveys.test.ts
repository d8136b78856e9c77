import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetLocations, surveys, unitInspections, units } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { cutLines, readPdfText, readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { createSurveyFixture, createSurveyTestApp, newUnit, SUMMARY_Y1, SURVEY_FIXTURE, surveyCaller } from '../helpers/survey-fixture';
import { FLEET, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;
const call = surveyCaller(() => app, () => headers);
const [y1, y2, y3] = FLEET.locationsA;
const [u1, , u3] = FLEET.unitsA;
const { d1AtY1, d2AtY1, d1AtY2 } = FLEET.surveysA;

beforeAll(async () => {
  database = await createTestDatabase();
  await createSurveyFixture(database.db);
  app = await createSurveyTestApp(database.db);
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const rowsOf = async (table: typeof surveys | typeof unitInspections | typeof units | typeof fleetLocations) =>
  (await database.db.select({ n: count() }).from(table))[0].n;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('locations', () => {
  it('lists the locations in scope, 20 a page, with account and last survey date', async () => {
    const a = (await call('POST', 'select_locations', 'customerA', {})).json();
    expect(a).toMatchObject({ page_number: 1, page_size: 20, total_items: 5 });
    expect(a.accounts[0]).toMatchObject({ id: y1, code: 'ALPHA-Y1', account_name: 'ALPHA Freight Lines', last_survey_date: '2024-03-12T15:00:00.000Z' });
    expect((await call('POST', 'select_locations', 'customerAYard', {})).json().accounts.map((l: { id: number }) => l.id)).toEqual([y1]);
    const dealer = (await call('POST', 'select_locations', 'dealer1', { key_word: 'akron' })).json().accounts[0];
    expect(dealer.last_survey_date).toBe('2024-03-10T15:00:00.000Z');
    expect((await call('POST', 'select_locations', 'customerA', { account_id: FLEET.accountB })).statusCode).toBe(403);
    expect(JSON.stringify((await call('POST', 'select_locations', 'customerB', {})).json())).not.toContain('ALPHA');
  });

  it('walks pages in a stable order for every sort', async () => {
    for (const order of [2, 6, 7]) {
      const all = ids((await call('POST', 'select_locations', 'staff', { order_by: order, is_sort_desc: true, page_size: 100 })).json().accounts);
      const walked: number[] = [];
      for (let page = 1; page <= Math.ceil(all.length / 4); page++) {
        walked.push(...ids((await call('POST', 'select_locations', 'staff', { order_by: order, is_sort_desc: true, page_size: 4, page_number: page })).json().accounts));
      }
      expect(walked).toEqual(all);
    }
  });

  it('reads one location in scope, else 404; lists preferred fleet locations', async () => {
    expect((await call('GET', `get_location/${y2}`, 'customerA')).json().location).toMatchObject({ id: y2, account_number: 'ALPHA-NA-5001', zip: '00000' });
    expect((await call('GET', `get_location/${y2}`, 'customerB')).statusCode).toBe(404);
    expect((await call('GET', `get_location/${y2}`, 'customerAYard')).statusCode).toBe(404);
    expect(ids((await call('POST', 'select_preff_locations', 'staff')).json().locations)).toEqual([SURVEY_FIXTURE.preferredLocation]);
    expect((await call('POST', 'select_preff_locations', 'customerA')).json().locations).toEqual([]);
  });

  it('adds a location under an account in scope, with the operation status', async () => {
    const body = { account_id: FLEET.accountA, name: 'ALPHA Lima Yard', address: '9 Bay Rd', city: 'Lima', state: 'oh', zip: '45801', country: 'us' };
    const res = await call('POST', 'add_location', 'customerA', body, { 'idempotency-key': 'add-location-0001' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 201, isError: false, location: { code: 'ALPHA-NA-5001-L6', state: 'OH' } });
    const before = await rowsOf(fleetLocations);
    expect((await call('POST', 'add_location', 'customerA', body, { 'idempotency-key': 'add-location-0001' })).json()).toEqual(res.json());
    const taken = await call('POST', 'add_location', 'customerA', { ...body, code: 'ALPHA-Y1' });
    expect([taken.statusCode, taken.json().isError, taken.json().description]).toEqual([409, true, 'A location with this code already exists']);
    const state = await call('POST', 'add_location', 'customerA', { ...body, state: 'ZZ' });
    expect([state.statusCode, state.json().isError]).toEqual([400, true]);
    expect((await call('POST', 'add_location', 'customerA', { ...body, account_id: FLEET.accountB })).statusCode).toBe(403);
    expect((await call('POST', 'add_location', 'customerAYard', body)).statusCode).toBe(403);
    expect((await call('POST', 'add_location', 'customerA', { ...body, name: 7 })).json().errors[0].field).toBe('body.name');
    expect(await rowsOf(fleetLocations)).toBe(before);
  });

  it('gives the survey header selects and an account’s nonsigs within scope', async () => {
    const selects = (await call('POST', 'get_selects', 'dealer1', { location_id: y1 })).json();
    expect(ids(selects.accounts)).toEqual([FLEET.accountA, FLEET.localBookD1]);
    expect(ids(selects.owners)).toEqual([FLEET.dealer1]);
    expect(selects.survey_by_users).toEqual([{ id: 6501, name: 'Dan One' }]);
    expect((await call('GET', `get_nonsigs/${FLEET.accountA}`, 'customerA')).json().nonsigs_list.map((d: { nonsig: string }) => d.nonsig)).toEqual(['600101']);
    expect((await call('GET', `get_nonsigs/${FLEET.accountB}`, 'customerA')).statusCode).toBe(403);
  });

  it('summarises a location’s surveys with exceptions by the shared rules', async () => {
    const summary = (who: FixtureLogin, extra = {}) => call('POST', 'summary', who, { location_id: y1, ...extra });
    expect((await summary('staff')).json()).toEqual(SUMMARY_Y1.staff);
    expect((await summary('dealer1')).json()).toEqual(SUMMARY_Y1.dealer1);
    expect((await summary('staff', { date_from: '03/11/2024', date_to: '2024-03-31' })).json()).toEqual(SUMMARY_Y1.staffMidMarch);
    const bad = await summary('staff', { date_from: '02/30/2024' });
    expect([bad.statusCode, bad.json().errors[0].field]).toEqual([400, 'body.date_from']);
    expect((await summary('customerB')).statusCode).toBe(404);
  });
});

describe('creating and editing surveys', () => {
  it('creates a survey as the user, defaulting the dealer to the user’s own', async () => {
    const res = await call('POST', 'create_survey', 'dealer1', { location_id: y3, survey_date: '05/02/2024', comments: ' first ' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await database.db.select().from(surveys).where(eq(surveys.id, res.json().id));
    expect(row).toMatchObject({ dealerId: FLEET.dealer1, surveyByUserId: 6501, status: 'open', comments: 'first', fleetLocationId: y3, accountId: FLEET.accountA });
    expect(row.surveyDate.toISOString()).toBe('2024-05-02T12:00:00.000Z');
    expect((await call('POST', 'create_survey', 'dealer1', { location_id: y3, survey_date: '05/02/2024', dealer_id: FLEET.dealer2 })).statusCode).toBe(403);
    const byCustomer = await call('POST', 'create_survey', 'customerA', { location_id: y3, survey_date: '2024-05-03', dealer_id: FLEET.dealer1 });
    expect(byCustomer.statusCode).toBe(201);
  });

  it('refuses bad input and foreign locations, writing nothing', async () => {
    const before = await rowsOf(surveys);
    const bad = await call('POST', 'create_survey', 'staff', { location_id: y1, survey_date: '13/01/2024' });
    expect([bad.statusCode, bad.json().errors[0].field]).toEqual([400, 'body.survey_date']);
    const long = await call('POST', 'create_survey', 'staff', { location_id: y1, survey_date: '01/01/2024', comments: 'c'.repeat(5 * 1024 * 1024) });
    expect([long.statusCode, long.json().errors[0].field]).toEqual([400, 'body.comments']);
    expect((await call('POST', 'create_survey', 'customerB', { location_id: y1, survey_date: '01/01/2024' })).statusCode).toBe(404);
    expect((await call('POST', 'create_survey', 'staff', { location_id: '5201', survey_date: '01/01/2024' })).statusCode).toBe(400);
    expect(await rowsOf(surveys)).toBe(before);
  });

  it('writes once when create_survey is replayed with the same key', async () => {
    const before = await rowsOf(surveys);
    const send = () => call('POST', 'create_survey', 'staff', { location_id: y2, survey_date: '06/01/2024' }, { 'idempotency-key': 'survey-replay-0001' });
    const [first, second] = [await send(), await send()];
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await rowsOf(surveys)).toBe(before + 1);
  });

  it('updates details from the current version only, and never a finished survey', async () => {
    const { id } = (await call('POST', 'create_survey', 'dealer1', { location_id: y3, survey_date: '07/01/2024' })).json();
    const ok = await call('POST', 'update_survey_details', 'dealer1', { id, version: 1, comments: 'tires low', survey_date: '07/02/2024' });
    expect(ok.json()).toEqual({ id, version: 2 });
    const stale = await call('POST', 'update_survey_details', 'dealer1', { id, version: 1, comments: 'lost' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id, version: 2, comments: 'tires low', survey_date: '2024-07-02T12:00:00.000Z' });
    const finished = await call('POST', 'update_survey_details', 'dealer1', { id: SURVEY_FIXTURE.finishedSurvey, version: 1, comments: 'x' });
    expect(finished.statusCode).toBe(409);
    expect((await call('POST', 'update_survey_details', 'dealer2', { id, version: 2, comments: 'x' })).statusCode).toBe(404);
  });

  it('deletes open surveys; a finished one only as staff', async () => {
    const { id } = (await call('POST', 'create_survey', 'dealer1', { location_id: y3, survey_date: '08/01/2024' })).json();
    expect((await call('DELETE', `delete_survey/${id}`, 'dealer1')).json()).toMatchObject({ id, isError: false });
    expect((await call('DELETE', `delete_survey/${id}`, 'dealer1')).statusCode).toBe(404);
    expect((await call('DELETE', `delete_survey/${SURVEY_FIXTURE.finishedSurvey}`, 'dealer1')).statusCode).toBe(403);
    expect((await call('DELETE', `delete_survey/${SURVEY_FIXTURE.finishedSurvey}`, 'staff')).statusCode).toBe(200);
  });
});

describe('units in a survey', () => {
  it('adds a new unit with its inspection in one step, or nothing', async () => {
    const res = await call('POST', 'add_new_unit_to_survey', 'dealer1', { survey_id: d1AtY2, unit: newUnit('ALPHA-SV-1'), mileage: 5000 });
    expect(res.statusCode, res.body).toBe(201);
    const inSurvey = (await call('GET', `${d1AtY2}/units/${res.json().unit_id}`, 'dealer1')).json();
    expect(inSurvey).toMatchObject({ unit_inspection_id: res.json().unit_inspection_id, mileage: 5000, unit: { location_id: y2, unit_number: 'ALPHA-SV-1' } });
    const [unitsBefore, inspectionsBefore] = [await rowsOf(units), await rowsOf(unitInspections)];
    const dup = await call('POST', 'add_new_unit_to_survey', 'dealer1', { survey_id: d1AtY2, unit: newUnit('ALPHA-SV-1') });
    expect([dup.statusCode, dup.json().errors[0].field]).toEqual([409, 'body.unit.unit_number']);
    expect((await call('POST', 'add_new_unit_to_survey', 'dealer2', { survey_id: d1AtY2, unit: newUnit('ALPHA-SV-2') })).statusCode).toBe(404);
    expect([await rowsOf(units), await rowsOf(unitInspections)]).toEqual([unitsBefore, inspectionsBefore]);
  });

  it('adds an existing unit once, however often asked or replayed', async () => {
    const body = { survey_id: d1AtY2, unit_id: u3 };
    const key = { 'idempotency-key': 'add-existing-0001' };
    const first = await call('POST', 'add_existing_unit_to_survey', 'dealer1', body, key);
    expect([first.statusCode, first.json().is_new]).toEqual([201, true]);
    const replay = await call('POST', 'add_existing_unit_to_survey', 'dealer1', body, key);
    expect(replay.json()).toEqual(first.json());
    const again = await call('POST', 'add_existing_unit_to_survey', 'dealer1', body);
    expect([again.statusCode, again.json()]).toEqual([200, { unit_inspection_id: first.json().unit_inspection_id, is_new: false }]);
    const rows = await database.db.select().from(unitInspections).where(eq(unitInspections.surveyId, d1AtY2));
    expect(rows.filter((r) => r.unitId === u3)).toHaveLength(1);
    expect((await call('POST', 'add_existing_unit_to_survey', 'staff', { survey_id: d1AtY2, unit_id: FLEET.unitB })).statusCode).toBe(400);
    expect((await call('POST', 'add_existing_unit_to_survey', 'customerB', body)).statusCode).toBe(404);
  });

  it('lists the units of a survey with tires read, total and exceptions', async () => {
    const res = await call('GET', `${d1AtY1}/units`, 'dealer1');
    expect(res.statusCode, res.body).toBe(200);
    const counts = res.json().units.map((u: Record<string, unknown>) => [u.unit_id, u.tires_total, u.tires_read, u.exceptions]);
    expect(counts).toEqual([[u1, 10, 10, 3], [u3, 8, 7, 1]]);
    const one = (await call('GET', `${d1AtY1}/units/${u1}`, 'dealer1')).json();
    expect(one).toMatchObject({ unit_inspection_id: SURVEY_FIXTURE.inspections.u1InD1, mileage: 120500, hours: 4100, comments: 'ALPHA tractor checked', version: 1 });
    expect((await call('GET', `${d1AtY1}/units`, 'dealer2')).statusCode).toBe(404);
    expect((await call('GET', `${d1AtY1}/units/${u1}`, 'customerB')).statusCode).toBe(404);
    expect((await call('GET', `${d1AtY1}/units/${FLEET.unitsA[1]}`, 'staff')).statusCode).toBe(404);
  });
});

describe('survey lists and exports', () => {
  it('lists a location’s surveys with counts; a dealer sees only its own', async () => {
    const staff = (await call('POST', 'get_surveys', 'staff', { location_id: y1 })).json();
    expect(staff).toMatchObject({ page_size: 20, total_items: 2 });
    expect(staff.surveys.map((s: Record<string, unknown>) => [s.id, s.units, s.tires, s.exceptions, s.dealer_name])).toEqual([
      [d2AtY1, 1, 2, 1, 'Dealer Two Tire'],
      [d1AtY1, 2, 18, 4, 'Dealer One Tire'],
    ]);
    expect(ids((await call('POST', 'get_surveys', 'dealer1', { location_id: y1 })).json().surveys)).toEqual([d1AtY1]);
    expect((await call('POST', 'get_surveys', 'customerB', { location_id: y1 })).statusCode).toBe(404);
    const asc = (await call('POST', 'get_surveys', 'staff', { location_id: y1, order_by: 5, is_sort_desc: false })).json();
    expect(ids(asc.surveys)).toEqual([d2AtY1, d1AtY1]);
  });

  it('exports the rows of get_surveys to Excel and PDF', async () => {
    const filter = { location_id: y1 };
    const expected = (await call('POST', 'get_surveys', 'staff', filter)).json().surveys;
    const excel = await call('POST', 'get_surveys_excel', 'staff', filter);
    expect(excel.statusCode).toBe(200);
    const [sheet] = (await readXlsx(excel.rawPayload)).sheets;
    const header = sheet.rows.findIndex((row) => row[0] === 'Survey date');
    const data = sheet.rows.slice(header + 1);
    expect(data.map((row) => [row[2], row[3], row[4], row[5], row[6]])).toEqual(
      expected.map((s: Record<string, unknown>) => [s.survey_by, s.dealer_name, s.units, s.tires, s.exceptions]),
    );
    const { text } = await readPdfText((await call('POST', 'get_surveys_pdf', 'staff', filter)).rawPayload);
    expect(text).toContain('Dealer Two Tire');
    expect(cutLines(text)).toEqual([]);
    expect(text.indexOf('Dealer Two Tire')).toBeLessThan(text.indexOf('Dealer One Tire'));
    expect((await call('POST', 'get_surveys_pdf', 'dealer2', { location_id: FLEET.locationsB[0] })).statusCode).toBe(200);
  });
});

describe('API documentation', () => {
  it('documents every location, unit and survey call', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const paths = Object.keys(res.json().paths).filter((p) => p.startsWith('/api/v2/fleet_survey/'));
    for (const call of ['select_locations', 'save_unit', 'import_units', 'get_units_excel', 'create_survey', '{surveyId}/units/{unitId}']) {
      expect(paths).toContain(`/api/v2/fleet_survey/${call}`);
    }
  });
});
