import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyDetailResponse } from '../../contract/inspection-report';
import type { Db } from '../../server/db/client';
import * as t from '../../server/db/schema';
import { refreshAllChanges } from '../../server/reporting/refresh';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createInspectionApp, createInspectionFixture, INSPECTION } from '../helpers/inspection-fixture';
import { readPdfText, readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { FLEET, LOGINS } from '../helpers/tenancy-fixture';

/*
 * Tire age from the DOT code: update_tire_details parses and stores it, the axle diagram, the
 * survey's unit list and the inspection report count an over-age steer tire as an exception.
 * The fixture's readings were taken on 2024-03-10; week 10 of 2014 began on 2014-03-03, so a
 * tire of that week was 10 years old then, whatever day these tests run.
 */

let database: TestDatabase;
let app: FastifyInstance;
let dealer: Record<string, string>;
const { survey, tractor, tires } = INSPECTION;
const OVER_AGE = 'dot u2ll lmlr 1014';

beforeAll(async () => {
  database = await createTestDatabase();
  await createInspectionFixture(database.db);
  app = await createInspectionApp(database.db);
  dealer = await authHeaders(app, LOGINS.dealer1);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const post = (url: string, body: object) => app.inject({ method: 'POST', url, headers: dealer, payload: body });
const fleetSurvey = (path: string, body: object) => post(`/api/v2/fleet_survey/${path}`, body);
const tireRow = async (id: number) => (await database.db.select().from(t.tires).where(eq(t.tires.id, id)))[0]!;
const diagram = async () => (await app.inject({ method: 'GET', url: `/api/v2/fleet_survey/${survey}/axles/${tractor}`, headers: dealer })).json();
const detail = async () => (await post('/api/v2/survey/detail', { survey_id: survey })).json() as SurveyDetailResponse;
const unitExceptions = async () => {
  const units = (await app.inject({ method: 'GET', url: `/api/v2/fleet_survey/${survey}/units`, headers: dealer })).json().units as { unit_id: number; exceptions: number }[];
  return units.find((unit) => unit.unit_id === tractor)!.exceptions;
};

describe('DOT code on update_tire_details', () => {
  it('refuses a malformed code naming body.dot_code and changes nothing', async () => {
    const before = await tireRow(tires.steerLeft);
    for (const dot_code of ['DOT U2LL LMLR 0014', 'DOT U2LL LMLR 5414', 'DOT U2LL 14', 'DOT U2LL OMLR 1014', 'DOT U2LL LMLR 0199', '']) {
      const res = await fleetSurvey('update_tire_details', { survey_id: survey, tire_id: tires.steerLeft, version: before.version, dot_code });
      expect(res.statusCode, dot_code).toBe(400);
      expect(res.json().errors.map((error: { field: string }) => error.field)).toEqual(['body.dot_code']);
    }
    expect(await tireRow(tires.steerLeft)).toEqual(before);
  });

  it('still takes week and year alone, as clients before the DOT code send them', async () => {
    const { version } = await tireRow(tires.driveRightOuter);
    const res = await fleetSurvey('update_tire_details', { survey_id: survey, tire_id: tires.driveRightOuter, version, dot_week: 12, dot_year: 2023 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await tireRow(tires.driveRightOuter)).toMatchObject({ dotWeek: 12, dotYear: 2023, dotCode: null });
  });

  it('stores the parsed week and year with the code, and the diagram and unit list count the over-age steer tire', async () => {
    const exceptionsBefore = await unitExceptions();
    const steerBefore = (await diagram()).axles[0].left.positions[0];
    expect(steerBefore.exceptions).toMatchObject({ pressure: 'ok', tread: 'ok', age: 'unknown' });

    const { version } = await tireRow(tires.steerLeft);
    const res = await fleetSurvey('update_tire_details', { survey_id: survey, tire_id: tires.steerLeft, version, dot_code: OVER_AGE });
    expect(res.statusCode, res.body).toBe(200);
    expect(await tireRow(tires.steerLeft)).toMatchObject({ dotCode: 'U2LL LMLR 1014', dotWeek: 10, dotYear: 2014 });

    const steer = (await diagram()).axles[0].left.positions[0];
    expect(steer.tire).toMatchObject({ dot_code: 'U2LL LMLR 1014', dot_week: 10, dot_year: 2014 });
    expect(steer.exceptions).toEqual({ pressure: 'ok', tread: 'ok', age: 'critical' });
    expect(await unitExceptions()).toBe(exceptionsBefore + 1);
  });

  it('answers the location age rule with its specs, and the diagram follows a location’s own rule', async () => {
    const spec = (await fleetSurvey('get_tread_depth_spec', { survey_id: survey })).json();
    expect(spec.age_rule).toEqual({ warning_years: 6, critical_steer_years: 10 });
    // A drive tire of week 10 of 2019 was 5 years old: fine by default, a warning at a stricter yard.
    const { version } = await tireRow(tires.driveLeftOuter);
    expect((await fleetSurvey('update_tire_details', { survey_id: survey, tire_id: tires.driveLeftOuter, version, dot_code: 'HN3R 1019' })).statusCode).toBe(200);
    expect((await diagram()).axles[1].left.positions[1].exceptions.age).toBe('ok');
    const y1 = FLEET.locationsA[0];
    await database.db.update(t.fleetLocations).set({ tireAgeWarningYears: 5 }).where(eq(t.fleetLocations.id, y1));
    try {
      expect((await fleetSurvey('get_tread_depth_spec', { location_id: y1 })).json().age_rule).toEqual({ warning_years: 5, critical_steer_years: 10 });
      expect((await diagram()).axles[1].left.positions[1].exceptions.age).toBe('warning');
    } finally {
      await database.db.update(t.fleetLocations).set({ tireAgeWarningYears: 6 }).where(eq(t.fleetLocations.id, y1));
      const current = await tireRow(tires.driveLeftOuter);
      await fleetSurvey('update_tire_details', { survey_id: survey, tire_id: tires.driveLeftOuter, version: current.version, dot_code: null, dot_week: null, dot_year: null });
    }
  });

  it('gives nothing of another fleet: its tire, survey and location are not found and keep their values', async () => {
    const { foreign } = INSPECTION;
    const before = await tireRow(foreign.tire);
    for (const body of [
      { survey_id: survey, tire_id: foreign.tire, version: before.version, dot_code: OVER_AGE },
      { survey_id: foreign.survey, tire_id: foreign.tire, version: before.version, dot_code: OVER_AGE },
    ]) {
      expect((await fleetSurvey('update_tire_details', body)).statusCode).toBe(404);
    }
    expect(await tireRow(foreign.tire)).toEqual(before);
    // The own location's rule is there; another fleet's location and survey answer nothing of theirs.
    expect((await fleetSurvey('get_tread_depth_spec', { location_id: FLEET.locationsA[0] })).json().age_rule).toEqual({ warning_years: 6, critical_steer_years: 10 });
    expect((await fleetSurvey('get_tread_depth_spec', { location_id: FLEET.locationsB[0] })).statusCode).toBe(404);
    expect((await fleetSurvey('get_tread_depth_spec', { survey_id: foreign.survey })).statusCode).toBe(404);
  });
});

describe('tire age in the inspection report', () => {
  it('counts the over-age steer tire as an exception and lists its DOT code, age and level in the exports', async () => {
    await refreshAllChanges(database.db as Db);
    const report = await detail();
    const steer = report.data.find((row) => row.tire_id === tires.steerLeft)!;
    expect(steer).toMatchObject({ dot_code: 'U2LL LMLR 1014', tire_age_years: 10, tire_age_color: 'critical', pressure_color: 'ok', tread_depth_color: 'ok' });
    // Every other reading keeps its pressure and tread levels; the steer tire adds one exception.
    const others = report.data.filter((row) => row.tire_id !== tires.steerLeft);
    const byPressureOrTread = others.filter((row) => [row.pressure_color, row.tread_depth_color].some((c) => c === 'warning' || c === 'critical')).length;
    expect(report.exceptions).toBe(byPressureOrTread + 1);

    // The report list's counts come from the reporting layer, refreshed by the edit's change log.
    const [counts] = await database.db.select().from(t.reportInspectionCounts).where(eq(t.reportInspectionCounts.unitInspectionId, INSPECTION.inspection));
    expect(counts!.exceptions).toBe(report.exceptions);

    const xlsx = await post('/api/v2/survey/download_excel_file_survey_details', { survey_id: survey });
    expect(xlsx.statusCode).toBe(200);
    const rows = (await readXlsx(xlsx.rawPayload)).sheets.flatMap((sheet) => sheet.rows);
    const header = rows.find((row) => row.includes('DOT code'))!;
    expect(header).toEqual(expect.arrayContaining(['DOT code', 'Age (years)', 'Age level']));
    const line = rows.find((row) => row.includes('U2LL LMLR 1014'))!;
    expect(line[header.indexOf('Age (years)')]).toBe(10);
    expect(String(line[header.indexOf('Age level')])).toMatch(/critical/i);

    const pdf = await post('/api/v2/survey/download_pdf_file_survey_details', { survey_id: survey });
    const text = (await readPdfText(pdf.rawPayload)).text;
    expect(text).toContain('Tire age');
    expect(text).toContain('U2LL LMLR 1014');
  });
});
