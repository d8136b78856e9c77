import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { min } from 'drizzle-orm';
import { generatedReports, queuedMails, users } from '../../server/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createTenancyFixture, LOGINS } from '../helpers/tenancy-fixture';
import { authHeaders } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let dataDir: string;
const METRICS_TOKEN = 'metrics-token-0123456789';
const scrape = { url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } };

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenancyFixture(database.db);
  dataDir = mkdtempSync(join(tmpdir(), 'fleet-portal-ops-'));
  app = await createTestApp(database.db, { dataDir, METRICS_TOKEN });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The value of one sample of the Prometheus text, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((label) => l.includes(label)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('operations endpoints', () => {
  it('answers /health without asking anything, and /ready when the database and the blob store answer', async () => {
    expect((await app.inject('/health')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', blob_store: 'ok' } });
  });

  it('is not ready, and says why, when the blob store cannot be written', async () => {
    const file = join(dataDir, 'not-a-folder');
    writeFileSync(file, 'x');
    const broken = await createTestApp(database.db, { dataDir: file });
    try {
      const ready = await broken.inject('/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.database).toBe('ok');
      expect(ready.json().checks.blob_store).toMatch(/ENOTDIR|EEXIST/);
    } finally {
      await broken.close();
    }
  });

  it('counts requests per route pattern and reads the queue depths when scraped', async () => {
    const headers = await authHeaders(app, LOGINS.customerA);
    for (const id of [1, 2, 3]) await app.inject({ method: 'GET', url: `/api/v2/fleet_survey/get_location/${id}`, headers });
    const [{ userId }] = (await database.db.select({ userId: min(users.id) }).from(users)) as [{ userId: number }];
    await database.db.insert(generatedReports).values([
      { userId, kind: 'fleet_condition', name: 'a', parameters: {} },
      { userId, kind: 'fleet_condition', name: 'b', parameters: {} },
      { userId, kind: 'fleet_condition', name: 'c', parameters: {}, status: 'running' },
    ]);
    await database.db.insert(queuedMails).values({ message: { to: ['x@example.com'], subject: 's', text: 't' }, source: 'test' });

    const metrics = await app.inject(scrape);
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    const text = metrics.body;
    // One series for the pattern, never one per id.
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/v2/fleet_survey/get_location/:id', method: 'GET' })).toBe(3);
    expect(text).not.toContain('get_location/1"');
    expect(sample(text, 'report_job_queue_depth', { status: 'queued' })).toBe(2);
    expect(sample(text, 'report_job_queue_depth', { status: 'running' })).toBe(1);
    expect(sample(text, 'mail_queue_depth', { status: 'queued' })).toBe(1);
    expect(text).toContain('process_cpu_user_seconds_total');
    if (database.kind === 'postgres') expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
  });

  it('has no metrics on the app\'s port without a token, and serves them on METRICS_PORT alone', async () => {
    const open = await createTestApp(database.db, { dataDir });
    try {
      expect((await open.inject('/metrics')).statusCode).toBe(404);
      expect((await open.inject('/metrics')).body).not.toContain('http_request_duration_seconds');
    } finally {
      await open.close();
    }
    const apart = await createTestApp(database.db, { dataDir, METRICS_PORT: 0 });
    try {
      await apart.listen({ host: '127.0.0.1', port: 0 });
      const appPort = (apart.server.address() as AddressInfo).port;
      const metricsPort = (apart.metricsServer!.address() as AddressInfo).port;
      expect(metricsPort).not.toBe(appPort);
      expect((await fetch(`http://127.0.0.1:${appPort}/metrics`)).status).toBe(404);
      const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('http_request_duration_seconds');
      // Only the metrics live there.
      expect((await fetch(`http://127.0.0.1:${metricsPort}/health`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/api/v2/authorization/start`)).status).toBe(404);
    } finally {
      await apart.close();
    }
    expect(apart.metricsServer!.listening).toBe(false);
  });

  it('asks for the metrics token when one is configured', async () => {
    const guarded = await createTestApp(database.db, { dataDir, METRICS_TOKEN: 'metrics-token-0123456789' });
    try {
      expect((await guarded.inject('/metrics')).statusCode).toBe(401);
      expect((await guarded.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789ab' } })).statusCode).toBe(401);
      expect((await guarded.inject({ url: '/metrics', headers: { authorization: 'Bearer metrics-token-0123456789' } })).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it("passes the caller's request id through, and makes one when it is missing or not a plain token", async () => {
    const given = await app.inject({ url: '/health', headers: { 'x-request-id': 'lb-7f3a.42:1' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42:1');
    const made = await app.inject('/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await app.inject({ url: '/health', headers: { 'x-request-id': 'evil"\nline' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the operations endpoints out of the API document', async () => {
    const paths = Object.keys((await app.inject('/api/docs/json')).json().paths);
    expect(paths.some((path) => ['/health', '/ready', '/metrics'].includes(path))).toBe(false);
    expect(paths.length).toBeGreaterThan(50);
  });

  it('answers a request in flight before it closes', async () => {
    const server = await buildApp({ db: database.db, config: testConfig({ dataDir }) });
    let release: () => void = () => undefined;
    server.get('/test-slow', { config: { public: true } }, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true };
    });
    await server.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/test-slow`;
    const inFlight = fetch(url).then(async (response) => ({ status: response.status, connection: response.headers.get('connection'), body: await response.json() }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    release();
    // Answered, and told to close its connection, so a kept-alive client does not hold the stop.
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: { done: true } });
    await closing;
    expect(closed).toBe(true);
  });
});
