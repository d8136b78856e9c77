import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_CLOCK_SKEW_MS, formatCaptureTime } from '../../contract/fleet-survey/capture-time';
import * as t from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createInspectionApp, createInspectionFixture, in32, INSPECTION } from '../helpers/inspection-fixture';
import { authHeaders } from '../helpers/sign-in';
import { FLEET, LOGINS } from '../helpers/tenancy-fixture';

/*
 * A change made offline keeps the moment the technician made it (the capture-time header the
 * tablet sends with each queued change): the reading is stored and reported under that time,
 * and the time the server received it is kept beside.
 */

let database: TestDatabase;
let app: FastifyInstance;
let dealer: Record<string, string>;
const BASE = '/api/v2/fleet_survey';
const { survey, trailer, tractor } = INSPECTION;
const HOUR = 3_600_000;
/** The fixture's survey is dated 2024-03-10 (15:00 UTC); its day began at 10:00 UTC the day before in UTC+14. */
const SURVEY_START = Date.parse('2024-03-09T10:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await createInspectionFixture(database.db);
  await database.db.insert(t.securityCodes).values({ code: 'TMUNTHST', description: 'Unit history report' }).onConflictDoNothing();
  await database.db.insert(t.userSecurityCodes).values({ userId: 6501, code: 'TMUNTHST' }).onConflictDoNothing();
  app = await createInspectionApp(database.db);
  dealer = await authHeaders(app, LOGINS.dealer1);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const saveTire = (body: object, capturedAt?: string) =>
  app.inject({
    method: 'POST',
    url: `${BASE}/save_tire`,
    headers: { ...dealer, 'idempotency-key': crypto.randomUUID(), ...(capturedAt === undefined ? {} : { 'capture-time': capturedAt }) },
    payload: body,
  });
const reading = (place: 'inner' | 'outer', side: 'left' | 'right', axle = 1) => ({ survey_id: survey, unit_id: trailer, axle_number: axle, side, place, pressure_psi: 98, tread_depth_mm: in32(10), wear_condition_ids: [] });
const stored = async (id: number) => (await database.db.select().from(t.tireReadings).where(eq(t.tireReadings.id, id)))[0]!;

describe('capture time of offline writes', () => {
  it('stores and reports a reading made two hours ago under its capture time, and keeps the time received', async () => {
    const before = Date.now();
    const capturedAt = before - 2 * HOUR;
    const response = await saveTire(reading('outer', 'left'), formatCaptureTime(capturedAt));
    expect(response.statusCode, response.body).toBe(200);
    const row = await stored(response.json().tire_reading_id);
    expect(row.readAt.getTime()).toBe(capturedAt);
    expect(row.receivedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.receivedAt!.getTime()).toBeLessThanOrEqual(Date.now());
    // The inspection the reading created is dated by it too.
    const [inspection] = await database.db
      .select()
      .from(t.unitInspections)
      .where(and(eq(t.unitInspections.surveyId, survey), eq(t.unitInspections.unitId, trailer)));
    expect(inspection!.inspectedAt.getTime()).toBe(capturedAt);

    // The tablet's axle diagram and the unit history report read the capture time.
    const diagram = (await app.inject({ method: 'GET', url: `${BASE}/${survey}/axles/${trailer}`, headers: dealer })).json();
    expect(Date.parse(diagram.axles[0].left.positions[1].reading.read_at)).toBe(capturedAt);
    const history = await app.inject({
      method: 'POST',
      url: '/api/v2/unit_history_report/get_unit_history_report',
      headers: dealer,
      payload: { account_ids: [FLEET.accountA], unit_ids: [trailer] },
    });
    expect(history.statusCode, history.body.slice(0, 300)).toBe(200);
    const event = history.json().unit_history_report_data.find((row: { event_type: string; event_id: number }) => row.event_type === 'reading' && row.event_id === response.json().tire_reading_id);
    expect(Date.parse(event.event_at)).toBe(capturedAt);
  });

  it('dates a request without a capture time (an older client) by its receipt', async () => {
    const before = Date.now();
    const response = await saveTire(reading('inner', 'left'));
    expect(response.statusCode, response.body).toBe(200);
    const row = await stored(response.json().tire_reading_id);
    expect(row.readAt.getTime()).toBe(row.receivedAt!.getTime());
    expect(row.readAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('keeps a time within the clock skew, takes the receipt for one farther ahead', async () => {
    const within = Date.now() + CAPTURE_CLOCK_SKEW_MS / 2;
    const near = await saveTire(reading('outer', 'right'), formatCaptureTime(within));
    expect((await stored(near.json().tire_reading_id)).readAt.getTime()).toBe(within);

    const ahead = await saveTire(reading('inner', 'right'), new Date(Date.now() + 3 * HOUR).toISOString());
    expect(ahead.statusCode, ahead.body).toBe(200);
    const row = await stored(ahead.json().tire_reading_id);
    expect(row.readAt.getTime()).toBe(row.receivedAt!.getTime());
  });

  it('takes the start of the survey\'s day for a time before it (a clock running slow)', async () => {
    const response = await saveTire({ ...reading('outer', 'left', 2) }, '2020-01-01T08:00:00-05:00');
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored(response.json().tire_reading_id)).readAt.getTime()).toBe(SURVEY_START);
  });

  it('dates a replacement, a trailer check and the finish by their capture times too, keeping their receipt', async () => {
    const post = (path: string, body: object, capturedAt: number) =>
      app.inject({ method: 'POST', url: `${BASE}/${path}`, headers: { ...dealer, 'idempotency-key': crypto.randomUUID(), 'capture-time': formatCaptureTime(capturedAt) }, payload: body });
    const before = Date.now();
    const replacedAt = before - 3 * HOUR;
    const replaced = await post(
      'replace_tires',
      { survey_id: survey, unit_id: tractor, axle_number: 2, side: 'right', place: 'outer', removal_reason_ids: [INSPECTION.reasons.wornOut], tread_depth_mm: in32(3), new_tire: {} },
      replacedAt,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [removal] = await database.db.select().from(t.removedTires).where(eq(t.removedTires.id, replaced.json().removed_tire_id));
    expect(removal!.removedAt.getTime()).toBe(replacedAt);
    expect(removal!.receivedAt!.getTime()).toBeGreaterThanOrEqual(before);

    const checkedAt = before - 90 * 60_000;
    const checked = await post('save_trailer_readiness', { survey_id: survey, unit_id: trailer, answers: [{ field_id: INSPECTION.readinessFields.lights, selected_value: 'pass' }] }, checkedAt);
    expect(checked.statusCode, checked.body).toBe(200);
    const [check] = await database.db.select().from(t.trailerReadinessChecks).where(eq(t.trailerReadinessChecks.id, checked.json().trailer_readiness_id));
    expect(check!.checkedAt.getTime()).toBe(checkedAt);
    expect(check!.receivedAt!.getTime()).toBeGreaterThanOrEqual(before);

    const finishedAt = before - HOUR;
    const [{ version }] = await database.db.select({ version: t.surveys.version }).from(t.surveys).where(eq(t.surveys.id, survey));
    const finished = await post('finish_survey', { survey_id: survey, version }, finishedAt);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(Date.parse(finished.json().finished_at)).toBe(finishedAt);
    const [row] = await database.db.select().from(t.surveys).where(eq(t.surveys.id, survey));
    expect(row!.finishReceivedAt!.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('refuses a capture time that is not an ISO 8601 time with its offset, naming the header, and stores nothing', async () => {
    const readings = async () => (await database.db.select({ id: t.tireReadings.id }).from(t.tireReadings)).length;
    const before = await readings();
    for (const bad of ['11/28/2026 07:15:00', '2026-11-28T07:15:00', '2026-02-31T07:15:00Z', 'yesterday']) {
      const response = await saveTire({ ...reading('inner', 'left', 2), unit_id: tractor }, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['headers.capture-time']);
    }
    expect(await readings()).toBe(before);
  });
});
