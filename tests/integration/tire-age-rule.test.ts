import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyDetailResponse } from '../../contract/inspection-report';
import type { Db } from '../../server/db/client';
import * as t from '../../server/db/schema';
import { refreshAllChanges } from '../../server/reporting/refresh';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createInspectionApp, createInspectionFixture, INSPECTION } from '../helpers/inspection-fixture';
import { readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { FLEET, LOGINS } from '../helpers/tenancy-fixture';

/*
 * A location's tire age rule, edited in specification management (PUT manage_specs/save_tire_age_rule):
 * the field app, the axle diagram's levels and the inspection report follow it. The fixture's
 * readings were taken on 2024-03-10; a tire of week 10 of 2019 was then 5 years old, whatever day
 * these tests run.
 */

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, Record<string, string>> = {};
const { survey, tires } = INSPECTION;
const [yard] = FLEET.locationsA;
const FIVE_YEARS_OLD = 'HN3R 1019';

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createInspectionFixture(db);
  await db.insert(t.securityCodes).values({ code: 'TVADMIN', description: 'Administration: specifications and products' }).onConflictDoNothing();
  // The staff member is of the head office; the customer has the code but not the head office's right to change.
  await db.insert(t.userSecurityCodes).values([9501, 5501].map((userId) => ({ userId, code: 'TVADMIN' })));
  app = await createInspectionApp(db);
  for (const [who, login] of [['staff', LOGINS.staff], ['customer', LOGINS.customerA], ['dealer', LOGINS.dealer1]] as const) headers[who] = await authHeaders(app, login);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (method: 'POST' | 'PUT', url: string, who: string, body: object) => app.inject({ method, url: `/api/v2/${url}`, headers: headers[who], payload: body });
const saveRule = (who: string, body: object) => call('PUT', 'manage_specs/save_tire_age_rule', who, body);
const storedRule = async (locationId: number) => {
  const [row] = await database.db
    .select({ warning_years: t.fleetLocations.tireAgeWarningYears, critical_steer_years: t.fleetLocations.tireAgeCriticalSteerYears })
    .from(t.fleetLocations)
    .where(eq(t.fleetLocations.id, locationId));
  return row;
};
const shownRule = async (locationId: number) => {
  const answer = (await call('POST', 'manage_specs/get_common_specs', 'staff', { fleet_id: FLEET.accountA })).json();
  return answer.data.fleet.locations.find((location: { fleet_location_id: number }) => location.fleet_location_id === locationId).tire_age_rule;
};
const detailRow = async (tireId: number) => {
  await refreshAllChanges(database.db as Db);
  const detail = (await call('POST', 'survey/detail', 'dealer', { survey_id: survey })).json() as SurveyDetailResponse;
  return { detail, row: detail.data.find((row) => row.tire_id === tireId)! };
};

describe('the tire age rule of a location', () => {
  it('is shown with the location, saved by the head office, and rates the survey and the inspection report from then on', async () => {
    expect(await shownRule(yard)).toEqual({ warning_years: 6, critical_steer_years: 10 });
    const [tire] = await database.db.select().from(t.tires).where(eq(t.tires.id, tires.driveLeftOuter));
    const dot = await call('POST', 'fleet_survey/update_tire_details', 'dealer', { survey_id: survey, tire_id: tires.driveLeftOuter, version: tire!.version, dot_code: FIVE_YEARS_OLD });
    expect(dot.statusCode, dot.body).toBe(200);
    const before = await detailRow(tires.driveLeftOuter);
    expect(before.row).toMatchObject({ tire_age_years: 5, tire_age_color: 'ok' });

    const saved = await saveRule('staff', { fleet_location_id: yard, warning_years: 5, critical_steer_years: 8 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ResponseCode: 200, data: { saved: 1 } });
    expect(await shownRule(yard)).toEqual({ warning_years: 5, critical_steer_years: 8 });
    // Saving the same rule again changes nothing.
    expect((await saveRule('staff', { fleet_location_id: yard, warning_years: 5, critical_steer_years: 8 })).json().data.saved).toBe(0);

    // The field app reads the rule with the location's specs; the report recounts through its change log.
    expect((await call('POST', 'fleet_survey/get_tread_depth_spec', 'dealer', { location_id: yard })).json().age_rule).toEqual({ warning_years: 5, critical_steer_years: 8 });
    const after = await detailRow(tires.driveLeftOuter);
    expect(after.row).toMatchObject({ tire_age_years: 5, tire_age_color: 'warning' });
    expect(after.detail.exceptions).toBe(before.detail.exceptions + (['warning', 'critical'].includes(before.row.pressure_color) || ['warning', 'critical'].includes(before.row.tread_depth_color) ? 0 : 1));
    const [counts] = await database.db.select().from(t.reportInspectionCounts).where(eq(t.reportInspectionCounts.unitInspectionId, INSPECTION.inspection));
    expect(counts!.exceptions).toBe(after.detail.exceptions);
  });

  it('is listed for every location of the fleet in the specification file', async () => {
    const file = await call('POST', 'manage_specs/download_excel_file_spec_information', 'staff', { fleet_id: FLEET.accountA });
    expect(file.statusCode).toBe(200);
    const rows = (await readXlsx(file.rawPayload)).sheets.flatMap((sheet) => sheet.rows);
    const header = rows.find((row) => row.includes('Warning from (years)'))!;
    expect(header).toEqual(expect.arrayContaining(['Location', 'Warning from (years)', 'Critical on steer from (years)']));
    const [code] = (await database.db.select({ code: t.fleetLocations.code }).from(t.fleetLocations).where(eq(t.fleetLocations.id, yard))).map((row) => row.code);
    const line = rows.slice(rows.indexOf(header)).find((row) => row[header.indexOf('Location')] === code)!;
    expect([line[header.indexOf('Warning from (years)')], line[header.indexOf('Critical on steer from (years)')]]).toEqual([5, 8]);
  });

  it('refuses a rule that makes no sense, naming the field, and changes nothing', async () => {
    const rule = await storedRule(yard);
    const cases: [object, string][] = [
      [{ warning_years: 0, critical_steer_years: 8 }, 'body.warning_years'],
      [{ warning_years: 21, critical_steer_years: 21 }, 'body.warning_years'],
      [{ warning_years: 5.5, critical_steer_years: 8 }, 'body.warning_years'],
      [{ warning_years: 'six', critical_steer_years: 8 }, 'body.warning_years'],
      [{ warning_years: 5, critical_steer_years: 4 }, 'body.critical_steer_years'],
      [{ warning_years: 5 }, 'body.critical_steer_years'],
    ];
    for (const [body, field] of cases) {
      const res = await saveRule('staff', { fleet_location_id: yard, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    const noLocation = await saveRule('staff', { warning_years: 5, critical_steer_years: 8 });
    expect(noLocation.json().errors.map((error: { field: string }) => error.field)).toContain('body.fleet_location_id');
    expect(await storedRule(yard)).toEqual(rule);
  });

  it('is changed by no one but the head office, and a location outside the scope or unknown stays as it was', async () => {
    const own = await storedRule(yard);
    const foreign = await storedRule(FLEET.locationsB[0]);
    expect((await saveRule('customer', { fleet_location_id: yard, warning_years: 3, critical_steer_years: 4 })).statusCode).toBe(403);
    expect((await saveRule('customer', { fleet_location_id: FLEET.locationsB[0], warning_years: 3, critical_steer_years: 4 })).statusCode).toBe(403);
    expect((await saveRule('dealer', { fleet_location_id: yard, warning_years: 3, critical_steer_years: 4 })).statusCode).toBe(403);
    expect([403, 404]).toContain((await saveRule('staff', { fleet_location_id: 987_654, warning_years: 3, critical_steer_years: 4 })).statusCode);
    expect(await storedRule(yard)).toEqual(own);
    expect(await storedRule(FLEET.locationsB[0])).toEqual(foreign);
  });
});
