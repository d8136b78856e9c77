import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions';
import { testConfig } from '../../server/config';
import { generatedReports, surveys, users, userSecurityCodes } from '../../server/db/schema';
import { startApiCluster, type ApiCluster } from '../helpers/api-cluster';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createInspectionFixture, INSPECTION, multipartBody, tinyJpeg } from '../helpers/inspection-fixture';
import { startS3Server, type S3Server } from '../helpers/s3-server';
import { FLEET, LOGINS } from '../helpers/tenancy-fixture';

/*
 * Three API processes started as production starts them, on one PostgreSQL, behind HAProxy
 * (round robin, health-checked on /ready), with photos in one S3-protocol store: what one
 * process does, the others see, and nothing is done twice or lost when one of them dies.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const TOKEN_SECRET = 'multi-process-secret-multi-process-secret-0123';

let database: TestDatabase;
let s3: S3Server;
let cluster: ApiCluster;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  await createInspectionFixture(database.db);
  s3 = await startS3Server(['cluster-photos']);
  cluster = await startApiCluster({ databaseUrl: database.url!, blobStoreUrl: s3.url('cluster-photos', ''), tokenSecret: TOKEN_SECRET });
}, 180_000);
afterAll(async () => {
  await cluster?.stop();
  await s3?.stop();
  await database?.close();
});

const config = testConfig({ tokenSecret: new TextEncoder().encode(TOKEN_SECRET) });
async function signIn(login: string): Promise<Record<string, string>> {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  const session = await createSession(database.db, config, user!.id);
  return { authorization: `Bearer ${session.token}`, api_key: session.apiKey };
}

const call = (path: string, headers: Record<string, string>, init: { method?: string; body?: unknown; key?: string } = {}) =>
  fetch(`${cluster.url}/api/v2/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...headers, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.key ? { 'idempotency-key': init.key } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

/** Sends like the tablet's outbox: the same key again after a network error or a 5xx, until answered. */
async function sendUntilAnswered(path: string, headers: Record<string, string>, body: unknown, key: string): Promise<{ status: number; id: number; servedBy: string }> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await call(path, headers, { body, key }).catch(() => null);
    if (response && response.status < 500) return { status: response.status, id: (await response.json()).id, servedBy: response.headers.get('x-served-by') ?? '' };
    await response?.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${key} was never answered`);
}

const surveyBody = (label: string) => ({ location_id: FLEET.locationsA[2], survey_date: '05/02/2024', comments: label });
const surveysLike = async (prefix: string) => database.db.select({ id: surveys.id, comments: surveys.comments }).from(surveys).where(like(surveys.comments, `${prefix}%`));

describe.skipIf(!onPostgres)('three API processes behind HAProxy', () => {
  it('stores each change once when its replays land on different processes at once', async () => {
    const dealer = await signIn(LOGINS.dealer1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => index).flatMap((index) =>
        [0, 1, 2].map(() => sendUntilAnswered('fleet_survey/create_survey', dealer, surveyBody(`replay-${index}`), `replay-key-${String(index).padStart(4, '0')}`)),
      ),
    );
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(cluster.names));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    const stored = await surveysLike('replay-');
    expect(stored).toHaveLength(20);
    // Every replay of a key answered with the one survey it stored.
    for (let index = 0; index < 20; index += 1) {
      const ids = new Set(answers.slice(index * 3, index * 3 + 3).map((answer) => answer.id));
      expect(ids).toEqual(new Set([stored.find((row) => row.comments === `replay-${index}`)!.id]));
    }
  });

  it('serves a photo uploaded through one process from every other', async () => {
    const dealer = await signIn(LOGINS.dealer1);
    const jpeg = tinyJpeg();
    const form = multipartBody({ client_id: 'cluster-photo-1' }, [{ name: 'file', fileName: 'photo.jpg', contentType: 'image/jpeg', content: jpeg }]);
    const upload = await fetch(`${cluster.url}/api/v2/fleet_survey/add_unit_image/${INSPECTION.inspection}`, { method: 'POST', headers: { ...dealer, ...form.headers }, body: new Uint8Array(form.payload) });
    expect(upload.status).toBe(200);
    const storageId = (await upload.json()).storage_id as string;
    const servedBy = new Set<string>();
    for (let i = 0; i < 9 && servedBy.size < 3; i += 1) {
      const image = await call(`fleet_survey/image/${storageId}`, dealer);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(jpeg)).toBe(true);
      servedBy.add(image.headers.get('x-served-by')!);
    }
    expect(servedBy).toEqual(new Set(cluster.names));
  });

  it('refuses a token on every process once it signed out through one', async () => {
    const customer = await signIn(LOGINS.customerA);
    // Each process serves the user once, so each holds it in its session cache.
    for (let i = 0; i < 3; i += 1) expect((await call('authorization/verify', customer)).status).toBe(200);
    expect((await call('authorization/logout', customer, { method: 'POST', body: {} })).status).toBe(200);
    const started = Date.now();
    const refused = new Set<string>();
    while (refused.size < 3 && Date.now() - started < 2_000) {
      const response = await call('authorization/verify', customer);
      if (response.status === 401) refused.add(response.headers.get('x-served-by')!);
      else expect(response.status).toBe(200);
    }
    expect(refused).toEqual(new Set(cluster.names));
  });

  it('runs a generated report once, whichever process claims it', async () => {
    const [staff] = await database.db.select({ id: users.id }).from(users).where(eq(users.login, LOGINS.staff));
    await database.db.insert(userSecurityCodes).values({ userId: staff!.id, code: 'TVFLTCNR' }).onConflictDoNothing();
    const headers = await signIn(LOGINS.staff);
    const queued = await call('fleet_conditions/generate_reports', headers, { body: { account_ids: [FLEET.accountA], date_range_type: 'latest_survey', report_name: 'Cluster' } });
    expect(queued.status, await queued.clone().text()).toBe(202);
    const { id } = (await queued.json()) as { id: number };
    const until = Date.now() + 30_000;
    let row: typeof generatedReports.$inferSelect | undefined;
    while (Date.now() < until) {
      [row] = await database.db.select().from(generatedReports).where(eq(generatedReports.id, id));
      if (row?.status === 'done' || row?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // One claim, one run: a second process claiming it would have counted a second attempt.
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('loses nothing and stores nothing twice when a process dies in the middle of a replay', async () => {
    const dealer = await signIn(LOGINS.dealer1);
    const keys = Array.from({ length: 60 }, (_, index) => index);
    let sent = 0;
    const answers: Awaited<ReturnType<typeof sendUntilAnswered>>[] = [];
    const worker = async () => {
      for (;;) {
        const index = keys.shift();
        if (index === undefined) return;
        answers.push(await sendUntilAnswered('fleet_survey/create_survey', dealer, surveyBody(`crash-${index}`), `crash-key-${String(index).padStart(4, '0')}`));
        sent += 1;
        if (sent === 15) cluster.kill(cluster.names[1]!);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    const stored = await surveysLike('crash-');
    expect(stored).toHaveLength(60);
    expect(new Set(stored.map((row) => row.comments)).size).toBe(60);
    const answeredBy = new Set(answers.map((answer) => answer.servedBy));
    expect(answeredBy.has(cluster.names[1]!)).toBe(true);
    expect(answers.slice(-10).some((answer) => answer.servedBy === cluster.names[1])).toBe(false);
  });
});
