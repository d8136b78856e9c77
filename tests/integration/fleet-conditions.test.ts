import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POTENTIAL_LOSS_DEFAULTS } from '../../contract/fleet-conditions';
import { generatedReports, users } from '../../server/db/schema';
import { JobRunner, JOB_INTERRUPTED_MESSAGE } from '../../server/jobs';
import { SYSTEM_ERROR_MESSAGE } from '../../server/plugins/error-handler';
import { BAD_PARAMETERS } from '../../server/jobs/job-input';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import * as fixture from '../helpers/fleet-condition-fixture';
import { cutLines, readPdfText, readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { FLEET, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';

let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;
const { d1AtY1, d2AtY1, d1AtY2 } = FLEET.surveysA;

beforeAll(async () => {
  database = await createTestDatabase();
  await fixture.createFleetConditionFixture(database.db);
  app = await fixture.createFleetConditionApp(database.db);
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const { FC, inSpec, summaryOf } = fixture;
const call = fixture.fleetConditionCaller(() => app, () => headers);
const expectedFigures = (surveyIds: number[]) => fixture.expectedFigures(database.db, surveyIds);
const rowOf = async (id: number) => (await database.db.select().from(generatedReports).where(eq(generatedReports.id, id)))[0]!;

/** Generates, runs the queue and answers the report's data. */
async function generated(who: FixtureLogin, body: Record<string, unknown>, extra: Record<string, string> = {}) {
  const res = await call('POST', 'generate_reports', who, body, extra);
  expect(res.statusCode, res.body).toBe(202);
  await app.reportJobs.processNow();
  const report = await call('POST', 'get_report', who, { id: res.json().id });
  expect(report.statusCode, report.body).toBe(200);
  return { id: res.json().id as number, data: report.json() };
}

describe('access', () => {
  it('needs TVFLTCNR on every call and a session', async () => {
    for (const [method, path, body] of [
      ['POST', 'generate_reports', { account_ids: [FLEET.accountA], ...FC.range }],
      ['GET', 'get_reports', undefined],
      ['POST', 'get_report', { id: 1 }],
      ['POST', 'get_pdf_report', { id: 1 }],
      ['POST', 'get_excel_report', { id: 1 }],
      ['POST', 'select_accounts', {}],
      ['POST', 'get_selects', {}],
    ] as const) {
      expect((await call(method, path, 'customerAYard', body)).statusCode, path).toBe(403);
      expect((await app.inject({ method, url: `/api/v2/fleet_conditions/${path}`, ...(body ? { payload: body } : {}) })).statusCode, path).toBe(401);
    }
  });

  it('refuses accounts outside the scope or unknown, and malformed requests', async () => {
    expect((await call('POST', 'generate_reports', 'customerA', { account_ids: [FLEET.accountA, FLEET.accountB], ...FC.range })).statusCode).toBe(403);
    expect((await call('POST', 'generate_reports', 'staff', { account_ids: [999_999], ...FC.range })).statusCode).toBe(403);
    expect((await call('POST', 'generate_reports', 'customerA', { account_ids: [FLEET.accountA], date_range_type: 'custom' })).json().errors[0].field).toBe('body.date_from');
    expect((await call('POST', 'generate_reports', 'customerA', { account_ids: [], ...FC.range })).statusCode).toBe(400);
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expect((await call('POST', 'generate_reports', 'staff', { account_ids: many, ...FC.range })).statusCode).toBe(400);
    const reversed = { account_ids: [FLEET.accountA], date_range_type: 'custom', date_from: '04/30/2024', date_to: '01/01/2024' };
    expect((await call('POST', 'generate_reports', 'customerA', reversed)).json().errors[0].field).toBe('body.date_to');
    expect((await database.db.select().from(generatedReports)).length).toBe(0);
  });
});

describe('generating a report', () => {
  let reportId: number;

  it('answers 202 with the row still queued: the request never runs the job', async () => {
    const res = await call('POST', 'generate_reports', 'customerA', { account_ids: [FLEET.accountA], ...FC.range, report_name: 'ALPHA spring check', comments: 'Yard walk' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ id: expect.any(Number), status: 'queued' });
    reportId = res.json().id;
    expect(await rowOf(reportId)).toMatchObject({ status: 'queued', progress: 0, result: null, kind: 'fleet_condition', userId: 5501 });
    const listed = (await call('GET', 'get_reports', 'customerA')).json().reports;
    expect(listed[0]).toMatchObject({ id: reportId, report_name: 'ALPHA spring check', status: 'queued', progress: 0, finished_at: null, error: null });
    const early = await call('POST', 'get_report', 'customerA', { id: reportId });
    expect([early.statusCode, early.json().report_status, early.json().progress]).toEqual([409, 'queued', 0]);
    expect((await call('POST', 'get_pdf_report', 'customerA', { id: reportId })).statusCode).toBe(409);
  });

  it('runs in the background to done with progress 1', async () => {
    expect(await app.reportJobs.processNow()).toBe(1);
    const row = await rowOf(reportId);
    expect(row).toMatchObject({ status: 'done', progress: 1, error: null });
    expect(row.finishedAt).toBeInstanceOf(Date);
    expect((await call('GET', 'get_reports', 'customerA')).json().reports[0]).toMatchObject({ id: reportId, status: 'done', progress: 1, finished_at: expect.any(String) });
    expect(await app.reportJobs.processNow()).toBe(0);
  });

  it('holds every part of the report', async () => {
    const data = (await call('POST', 'get_report', 'customerA', { id: reportId })).json();
    for (const part of [
      'report_name', 'comment', 'cover_page', 'graph_page_header', 'account_data', 'account_tire_reports_data', 'survey_data', 'statistic_data',
      'fleet_conditional_data', 'multiple_graphs', 'potential_loss_data', 'units_data', 'owner_data', 'spec_information_data', 'images_data',
    ]) {
      expect(data, part).toHaveProperty(part);
    }
    expect(data.report_name).toBe('ALPHA spring check');
    expect(data.comment).toBe('Yard walk');
    expect(data.cover_page).toMatchObject({
      account_names: ['ALPHA Freight Lines'], prepared_for: 'ALPHA Freight Lines', prepared_by: 'Ann Customer',
      date_range: { type: 'custom', date_from: '2024-01-01', date_to: '2024-04-30' },
    });
    expect(data.survey_data.surveys.map((s: { id: number }) => s.id)).toEqual([d1AtY1, d2AtY1, d1AtY2]);
    expect(data.survey_data.surveys[0]).toMatchObject({ surveyed_by: 'Dan One', dealer_name: 'Dealer One Tire', units: 2, tires: 18 });
    expect(data.owner_data.owners).toEqual([
      { dealer_id: FLEET.dealer1, nonsig: '600101', name: 'Dealer One Tire', city: 'Columbus', state: 'OH', surveys: 2, units: 4, tires: 32 },
      { dealer_id: FLEET.dealer2, nonsig: '600202', name: 'Dealer Two Tire', city: 'Red Deer', state: 'AB', surveys: 1, units: 1, tires: 2 },
    ]);
    const y1 = data.account_data.accounts[0].locations.find((l: { code: string }) => l.code === 'ALPHA-Y1');
    expect(y1).toMatchObject({ surveys: 2, last_survey_date: '2024-03-12T15:00:00.000Z' });
    expect(data.units_data.units.map((u: { unit_number: string }) => u.unit_number)).toEqual(['ALPHA-U1', 'ALPHA-U4', 'ALPHA-U3', 'ALPHA-U2']);
    expect(data.units_data.units[0]).toMatchObject({ inspections: 2, tires: 12, critical: 4, warning: 1, exceptions: 5 });
    expect(data.images_data).toEqual({ images: [expect.objectContaining({ storage_id: FC.images.critical, unit_number: 'ALPHA-U1', pressure_level: 'critical' })], is_limited: false });
    const steerY1 = data.spec_information_data.specs.find((s: { fleet_location_code: string; position_class: string }) => s.fleet_location_code === 'ALPHA-Y1' && s.position_class === 'steer');
    expect(steerY1).toMatchObject({ source: 'location', target_pressure_psi: 110, tires: 4 });
    const driveY2 = data.spec_information_data.specs.find((s: { fleet_location_code: string; position_class: string }) => s.fleet_location_code === 'ALPHA-Y2' && s.position_class === 'drive');
    expect(driveY2).toMatchObject({ source: 'location', tire_size: '11R22.5', target_pressure_psi: 90 });
    expect(data.fleet_conditional_data.wear_conditions).toEqual([
      expect.objectContaining({ code: 'CUP', tires: 2, drive: 1, trail: 1 }),
      expect.objectContaining({ code: 'SIDE', tires: 1, trail: 1 }),
    ]);
    const steerChart = data.multiple_graphs.pressure_distribution.find((c: { position_class: string }) => c.position_class === 'steer');
    expect(steerChart.target_pressure_psi).toBe(110);
    expect(steerChart.buckets).toContainEqual({ from_psi: 85, to_psi: 90, tires: 1 });
  });

  it('counts exactly what the shared rules count tire by tire', async () => {
    const data = (await call('POST', 'get_report', 'customerA', { id: reportId })).json();
    const expected = await expectedFigures([d1AtY1, d2AtY1, d1AtY2]);
    const stats = data.statistic_data;
    expect(stats).toMatchObject({ ...summaryOf(expected.all), tires_inspected: expected.all.read, tires_in_spec_percent: inSpec(expected.all.tire) });
    expect(stats).toMatchObject({ surveys: 3, locations_surveyed: 2, units_inspected: 4, inspections: 5, tires: 34, tires_inspected: 33 });
    expect(stats.tire_levels).toMatchObject({ critical: 6, warning: 4 });
    // Tire age under the location's rule, apart from the condition's exceptions: the 2012 steer tire is critical, the 2021 one under the rule.
    expect(stats.age_levels).toEqual(expected.all.age);
    expect(stats.age_levels.critical).toBeGreaterThan(0);
    expect(stats.age_levels.ok).toBeGreaterThan(0);
    expect(stats.by_position_class.find((entry: { position_class: string }) => entry.position_class === 'drive').age_levels).toMatchObject({ critical: 0, warning: 0, ok: 0 });
    // The rules the ages were judged by: each surveyed location's, its own or the default.
    expect(data.spec_information_data.age_rules).toEqual([
      expect.objectContaining({ fleet_location_code: 'ALPHA-Y1', warning_years: 6, critical_steer_years: 10 }),
      expect.objectContaining({ fleet_location_code: 'ALPHA-Y2', warning_years: 5, critical_steer_years: 8 }),
    ]);
    expect(stats.by_position_class).toEqual([...expected.byClass.entries()]
      .sort((a, b) => ['steer', 'drive', 'trail'].indexOf(a[0]) - ['steer', 'drive', 'trail'].indexOf(b[0]))
      .map(([cls, t]) => ({ position_class: cls, ...summaryOf(t) })));
    for (const entry of data.fleet_conditional_data.by_position_class) {
      const [pairs, dualTread, dualPressure, axles, axleTread, axlePressure] = expected.mismatches.get(entry.position_class)!;
      expect(entry, entry.position_class).toMatchObject({
        dual_pairs_checked: pairs, dual_tread_mismatches: dualTread, dual_pressure_mismatches: dualPressure,
        axles_checked: axles, axle_tread_mismatches: axleTread, axle_pressure_mismatches: axlePressure,
      });
    }
    expect(data.fleet_conditional_data.by_position_class.find((e: { position_class: string }) => e.position_class === 'drive'))
      .toMatchObject({ dual_pairs_checked: 6, dual_tread_mismatches: 4, dual_pressure_mismatches: 5 });
    const loss = data.potential_loss_data;
    expect(loss.under_inflated_tires).toBe(expected.loss.under);
    // The same rule and denominator as "Pressure in spec": of the tires judged, those not in spec and not over the maximum.
    const judged = stats.pressure_levels.ok + stats.pressure_levels.warning + stats.pressure_levels.critical;
    expect(loss.tires_with_pressure).toBe(judged);
    expect(loss.under_inflated_tires).toBeLessThanOrEqual(judged - stats.pressure_levels.ok);
    expect(stats.pressure_in_spec_percent).toBeCloseTo((100 * stats.pressure_levels.ok) / judged, 1);
    expect(loss.casings_at_risk).toBe(expected.loss.casings);
    expect(loss.fuel_gallons_per_year).toBeCloseTo(expected.loss.gallons, 1);
    expect(loss.fuel_cost_per_year).toBeCloseTo(expected.loss.fuelCost, 2);
    expect(loss.total_cost).toBeCloseTo(expected.loss.fuelCost + expected.loss.casingCost, 2);
    expect(loss.assumptions).toMatchObject({ ...POTENTIAL_LOSS_DEFAULTS, fuel_economy_loss_per_under_inflation: 0.1, currency_symbol: '$' });
  });

  it('opens as PDF and as Excel, in the user\'s units', async () => {
    const pdf = await call('POST', 'get_pdf_report', 'customerA', { id: reportId });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await readPdfText(pdf.rawPayload)).text;
    for (const words of ['ALPHA spring check', 'Statistics', 'Units', 'ALPHA-U1', 'Potential loss', 'Specifications', 'Yard walk']) expect(text).toContain(words);
    expect(cutLines(text)).toEqual([]);
    const viaGetReport = await call('POST', 'get_report', 'customerA', { id: reportId, format: 'xlsx' });
    expect(viaGetReport.headers['content-type']).toContain('spreadsheetml');
    const excel = await call('POST', 'get_excel_report', 'customerA', { id: reportId });
    const { sheets } = await readXlsx(excel.rawPayload);
    expect(sheets.map((s) => s.name)).toEqual(['Statistics', 'Tire age', 'Fleet conditions', 'Graphs', 'Units', 'Potential loss', 'Specifications', 'Tire age rules', 'Surveys']);
    const units = sheets.find((s) => s.name === 'Units')!;
    expect(units.rows.some((row) => row[0] === 'ALPHA-U1' && row.includes(4))).toBe(true);
    const specs = sheets.find((s) => s.name === 'Specifications')!;
    expect(specs.rows.some((row) => row[0] === 'ALPHA-Y1' && row.includes(110))).toBe(true);
    const gallons = sheets.find((s) => s.name === 'Potential loss')!.rows.find((row) => row[0] === 'All locations')![4];
    expect(typeof gallons).toBe('number');

    // The same report read by a metric user: fuel in litres, assumptions in km and L/100 km.
    // A profile change reaches live sessions within SESSION_CACHE_SECONDS; the test needs it at once.
    await database.db.update(users).set({ unitOfMeasurement: 'metric' }).where(eq(users.id, 5501));
    app.sessionCache.forget({ kind: 'user', id: 5501 });
    try {
      const metric = await readXlsx((await call('POST', 'get_excel_report', 'customerA', { id: reportId })).rawPayload);
      const loss = metric.sheets.find((s) => s.name === 'Potential loss')!;
      expect(loss.rows.flat()).toContain('Fuel lost a year (L)');
      expect(loss.rows.find((row) => row[0] === 'All locations')![4]).toBe(Math.round((gallons as number) * 3.785411784));
      const metricPdf = (await readPdfText((await call('POST', 'get_pdf_report', 'customerA', { id: reportId })).rawPayload)).text;
      for (const words of ['Kilometres a year per combination', '160,934', 'Litres per 100 km', '36.2']) expect(metricPdf).toContain(words);
      expect(metricPdf).not.toContain('Miles per gallon');
    } finally {
      await database.db.update(users).set({ unitOfMeasurement: 'imperial' }).where(eq(users.id, 5501));
      app.sessionCache.forget({ kind: 'user', id: 5501 });
    }
  });

  it('is the owner\'s alone: another user gets 404', async () => {
    for (const path of ['get_report', 'get_pdf_report', 'get_excel_report']) {
      const res = await call('POST', path, 'customerB', { id: reportId });
      expect([res.statusCode, res.json().message]).toEqual([404, 'Report not found']);
    }
    expect((await call('GET', 'get_reports', 'customerB')).json().reports).toEqual([]);
  });

  it('replays a generate with the same Idempotency-Key instead of queueing twice', async () => {
    const body = { account_ids: [FLEET.accountA], ...FC.range };
    const first = await call('POST', 'generate_reports', 'customerA', body, { 'idempotency-key': 'fleet-condition-0001' });
    const again = await call('POST', 'generate_reports', 'customerA', body, { 'idempotency-key': 'fleet-condition-0001' });
    expect([again.statusCode, again.json()]).toEqual([202, first.json()]);
    expect(await app.reportJobs.processNow()).toBe(1);
  });
});

describe('what a report covers', () => {
  it('holds only the surveys a dealer made', async () => {
    const { data } = await generated('dealer1', { account_ids: [FLEET.accountA], ...FC.range });
    expect(data.survey_data.surveys.map((s: { id: number }) => s.id)).toEqual([d1AtY1, d1AtY2]);
    const expected = await expectedFigures([d1AtY1, d1AtY2]);
    expect(data.statistic_data).toMatchObject(summaryOf(expected.all));
  });

  it('takes the latest survey of each location, or a range settled on the user\'s day', async () => {
    const latest = (await generated('customerA', { account_ids: [FLEET.accountA], date_range_type: 'latest_survey' })).data;
    expect(latest.survey_data.surveys.map((s: { id: number }) => s.id)).toEqual([d2AtY1, d1AtY2]);
    expect(latest.cover_page.date_range).toMatchObject({ type: 'latest_survey', date_from: null, date_to: null });
    const ytd = (await generated('customerA', { account_ids: [FLEET.accountA], date_range_type: 'year_to_date' }, { 'user-time': '03/11/2024 09:30:00' })).data;
    expect(ytd.cover_page.date_range).toMatchObject({ date_from: '2024-01-01', date_to: '2024-03-11' });
    expect(ytd.survey_data.surveys.map((s: { id: number }) => s.id)).toEqual([d1AtY1]);
  });

  it('covers several fleets for staff, with the loss assumptions asked for', async () => {
    const { data } = await generated('staff', {
      account_ids: [FLEET.accountA, FLEET.accountB], ...FC.range, loss_assumptions: { fuel_price_per_gallon: 5, casing_value: 150 },
    });
    expect(data.account_tire_reports_data.map((a: { account_name: string; surveys: number }) => [a.account_name, a.surveys])).toEqual([
      ['ALPHA Freight Lines', 3],
      ['BOREAL Haulage', 1],
    ]);
    const expected = await expectedFigures([d1AtY1, d2AtY1, d1AtY2, FLEET.surveyB]);
    expect(data.statistic_data).toMatchObject(summaryOf(expected.all));
    expect(data.potential_loss_data.casing_cost).toBe(expected.loss.casings * 150);
    expect(data.potential_loss_data.fuel_cost_per_year).toBeCloseTo((expected.loss.fuelCost / 4) * 5, 2);
  });

  it('runs through the polling loop without processNow', async () => {
    app.reportJobs.resume();
    try {
      const res = await call('POST', 'generate_reports', 'customerB', { account_ids: [FLEET.accountB], ...FC.range });
      let row = await rowOf(res.json().id);
      for (let i = 0; i < 100 && row.status !== 'done'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        row = await rowOf(res.json().id);
      }
      expect(row).toMatchObject({ status: 'done', progress: 1 });
    } finally {
      app.reportJobs.pause();
    }
  });
});

describe('the job runner', () => {
  const queue = async (kind: 'fleet_condition' | 'unit_history' | 'product_analysis', parameters: unknown, extra: Partial<typeof generatedReports.$inferInsert> = {}) =>
    (await database.db.insert(generatedReports).values({ userId: 5501, kind, name: `job ${kind}`, parameters, ...extra }).returning())[0]!;

  it('fails a report whose request cannot be read, with a message meant for the user', async () => {
    const row = await queue('fleet_condition', { account_ids: 'all of them' });
    expect(await app.reportJobs.processNow()).toBe(1);
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', error: BAD_PARAMETERS, result: null, finishedAt: expect.any(Date) });
    const res = await call('POST', 'get_report', 'customerA', { id: row.id });
    expect([res.statusCode, res.json().report_status, res.json().message]).toEqual([409, 'failed', BAD_PARAMETERS]);
  });

  it('keeps a builder\'s internal error in the log and stores a safe message', async () => {
    const runner = new JobRunner(database.db, app.log);
    runner.register('product_analysis', async () => {
      throw new Error('relation "secret_internal_table" does not exist');
    });
    const row = await queue('product_analysis', {});
    expect(await runner.processNow()).toBe(1);
    const failed = await rowOf(row.id);
    expect(failed).toMatchObject({ status: 'failed', error: SYSTEM_ERROR_MESSAGE });
    expect(failed.error).not.toContain('secret');
  });

  it('requeues rows a stopped process left running, once the threshold has passed', async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const stale = await queue('unit_history', {}, { status: 'running', progress: 0.3, createdAt: hoursAgo(2) });
    const tiredOut = await queue('unit_history', {}, { status: 'running', createdAt: hoursAgo(2), attempts: 3 });
    const alive = await queue('unit_history', {}, {
      status: 'running', progress: 0.6, createdAt: hoursAgo(2), leaseToken: 'x', leasedBy: 'other', heartbeatAt: new Date(), attempts: 1,
    });
    const restarted = await fixture.createFleetConditionApp(database.db);
    try {
      expect(await rowOf(stale.id)).toMatchObject({ status: 'queued', progress: 0, leaseToken: null });
      expect(await rowOf(tiredOut.id)).toMatchObject({ status: 'failed', error: JOB_INTERRUPTED_MESSAGE });
      expect(await rowOf(alive.id)).toMatchObject({ status: 'running', progress: 0.6 });
    } finally {
      await restarted.close();
      await database.db.delete(generatedReports).where(inArray(generatedReports.id, [stale.id, tiredOut.id, alive.id]));
    }
  });
});
