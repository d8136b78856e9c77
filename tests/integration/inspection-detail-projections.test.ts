import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyDetailResponse } from '../../contract/inspection-report';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { users } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { readPdfText, readXlsx } from '../helpers/read-exports';
import { authHeaders } from '../helpers/sign-in';
import { createTenancyFixture, LOGINS, signInFixtureUsers, type FixtureLogin } from '../helpers/tenancy-fixture';
import { createWearFixture, WEAR } from '../helpers/wear-fixture';

const BASE = '/api/v2/survey/';
let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<FixtureLogin, Record<string, string>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenancyFixture(database.db);
  await createWearFixture(database.db);
  app = await buildApp({ db: database.db, config: testConfig() });
  await app.ready();
  headers = await signInFixtureUsers((login) => authHeaders(app, login));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const post = (path: string, who: FixtureLogin, body: unknown) => app.inject({ method: 'POST', url: BASE + path, headers: headers[who], payload: body as object });
const detail = async (who: FixtureLogin, surveyId: number) => {
  const res = await post('detail', who, { survey_id: surveyId });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as SurveyDetailResponse;
};
const byTire = (answer: SurveyDetailResponse) => new Map(answer.data.map((row) => [row.tire_id, row]));

/*
 * By hand (tests/helpers/wear-fixture.ts): U1 runs 200 mi a day; steer minimum 4 mm, drive 3 mm.
 * - T1: 2 mm over 8,000 mi = 0.00025 mm/mi; 14 mm on Feb 10, 10 mm to go = 40,000 mi = 200 days
 *   → 2024-08-28; $400 over (20 − 4) / 0.00025 = 64,000 mi = $0.00625 a mile.
 * - T2: 3 mm over 8,000 mi; 8 mm to go = 21,333 mi = 106.7 days → 2024-05-27; $400 / 42,667 mi.
 * - T4: 1 mm over 4,000 mi; 16 mm to 3 mm after Jan 21 = 320 days → 2024-12-06; $500 / 88,000 mi.
 * - T6: on U1 1 mm over 4,000 mi; 14 mm to go = 280 days after Feb 10 → 2024-11-16; $300 / 84,000 mi.
 * - T3: one reading: not enough readings, no figures.
 */
describe('wear projections in the inspection detail', () => {
  it('shows each tire\'s projected pull date and cost per mile, worked out by hand', async () => {
    const { t1, t2, t4, t6 } = WEAR.tires;
    const rows = byTire(await detail('customerA', WEAR.surveys.s3));
    expect(rows.get(t1)).toMatchObject({ wear_measured: true, projected_pull_date: '2024-08-28', cost_per_mile: expect.closeTo(0.00625, 10) });
    expect(rows.get(t2)).toMatchObject({ wear_measured: true, projected_pull_date: '2024-05-27', cost_per_mile: expect.closeTo(400 / (16 / (3 / 8000)), 10) });
    expect(rows.get(t4)).toMatchObject({ wear_measured: true, projected_pull_date: '2024-12-06', cost_per_mile: expect.closeTo(500 / 88_000, 10) });
    expect(rows.get(t6)).toMatchObject({ wear_measured: true, projected_pull_date: '2024-11-16', cost_per_mile: expect.closeTo(300 / 84_000, 10) });
    // The screen writes each cost with the user's currency sign, which the answer carries.
    expect((await detail('customerA', WEAR.surveys.s3)).currency_symbol).toBe('$');
    const first = byTire(await detail('customerA', WEAR.surveys.s1));
    expect(first.get(WEAR.tires.t3)).toMatchObject({ wear_measured: false, projected_pull_date: null, cost_per_mile: null });
  });

  it('gives another fleet\'s user 404 and none of the projections', async () => {
    const res = await post('detail', 'customerB', { survey_id: WEAR.surveys.s3 });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('2024-08-28');
    const file = await post('download_excel_file_survey_details', 'customerB', { survey_id: WEAR.surveys.s3 });
    expect(file.statusCode).toBe(404);
    // BOREAL's own survey shows its own tire's projection: 6 mm to go at 0.003 mm/mi and 100 mi a day = 20 days after Jan 21.
    expect(byTire(await detail('customerB', WEAR.surveys.b2)).get(WEAR.tires.tb)).toMatchObject({ wear_measured: true, projected_pull_date: '2024-02-10' });
  });

  it('lists the projected pull dates and costs in the detail files, per km for a metric reader', async () => {
    const xlsx = await post('download_excel_file_survey_details', 'customerA', { survey_id: WEAR.surveys.s3 });
    expect(xlsx.statusCode).toBe(200);
    const [tiresSheet] = (await readXlsx(xlsx.rawPayload)).sheets;
    const header = tiresSheet!.rows.find((row) => row[0] === 'Unit')!;
    const pull = header.indexOf('Projected pull date');
    const cost = header.indexOf('Cost per mile');
    expect(pull).toBeGreaterThan(0);
    const steerLeft = tiresSheet!.rows.find((row) => row[1] === '1L')!;
    // A real date cell.
    expect(steerLeft[pull]).toEqual(new Date('2024-08-28T00:00:00Z'));
    expect(steerLeft[cost]).toBeCloseTo(0.0063, 4);
    const pdf = await post('download_pdf_file_survey_details', 'customerA', { survey_id: WEAR.surveys.s1 });
    const text = (await readPdfText(pdf.rawPayload)).text;
    expect(text).toContain('Projected pull date');
    expect(text).toContain('Not enough readings');
    expect(text).toContain('08/28/2024');

    await database.db.update(users).set({ unitOfMeasurement: 'metric' }).where(eq(users.id, 5501));
    try {
      // The session carries the units of its sign-in: sign in again.
      const metricHeaders = await authHeaders(app, LOGINS.customerA);
      const metric = await app.inject({ method: 'POST', url: `${BASE}download_excel_file_survey_details`, headers: metricHeaders, payload: { survey_id: WEAR.surveys.s3 } });
      const [sheet] = (await readXlsx(metric.rawPayload)).sheets;
      const metricHeader = sheet!.rows.find((row) => row[0] === 'Unit')!;
      const row = sheet!.rows.find((r) => r[1] === '1L')!;
      expect(row[metricHeader.indexOf('Cost per km')]).toBeCloseTo(0.00625 / 1.609344, 4);
    } finally {
      await database.db.update(users).set({ unitOfMeasurement: 'imperial' }).where(eq(users.id, 5501));
    }
  });

  it('says overdue in the detail files beside a projected pull date before the reader\'s day, as the screen does', async () => {
    // On July 1, 2024 T2's pull date (May 27) is past and T1's (Aug 28) is not.
    const onJulyFirst = { ...headers.customerA, 'user-time': '07/01/2024 09:00:00' };
    const file = (format: 'excel' | 'pdf') =>
      app.inject({ method: 'POST', url: `${BASE}download_${format}_file_survey_details`, headers: onJulyFirst, payload: { survey_id: WEAR.surveys.s3 } });
    const [sheet] = (await readXlsx((await file('excel')).rawPayload)).sheets;
    const header = sheet!.rows.find((row) => row[0] === 'Unit')!;
    const pull = header.indexOf('Projected pull date');
    const status = header.indexOf('Pull status');
    expect(status).toBe(pull + 1);
    const byPull = (day: string) => sheet!.rows.find((row) => row[pull] instanceof Date && (row[pull] as Date).toISOString().startsWith(day))!;
    expect(byPull('2024-05-27')[status]).toBe('Overdue');
    expect(byPull('2024-08-28')[status] ?? '').toBe('');
    const text = (await readPdfText((await file('pdf')).rawPayload)).text;
    expect(text).toMatch(/05\/27\/2024\s+Overdue/);
    expect(text).not.toMatch(/08\/28\/2024\s+Overdue/);
  });
});
