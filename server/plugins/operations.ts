import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows } from '../db/query';

/*
 * What a fleet's operations team points its load balancer and monitoring at, outside /api:
 * - GET /health: the process is alive and serving (no dependency is asked).
 * - GET /ready: the database and the blob store (its folder, or its S3 bucket) answer; 503 naming what is
 *   not, so a load balancer stops sending requests to a process that cannot serve them.
 * - GET /metrics: Prometheus text: request durations per route, report job and mail queue
 *   depths, database pool use on PostgreSQL, and the process's own figures. Never public: on
 *   the app's port only to `Authorization: Bearer <METRICS_TOKEN>` (404 when no token is set),
 *   and with METRICS_PORT on a listen address of its own (METRICS_HOST:METRICS_PORT).
 */

const HIDDEN = { hide: true } as const;
/** For load balancers and scrapers, which sign in to nothing; /metrics makes its own check. */
const OPEN = { public: true } as const;

/** Queue depths are read when scraped: a count over a partial index each. */
async function queueDepths(app: FastifyInstance): Promise<{ jobs: Record<string, number>; mails: Record<string, number> }> {
  const [jobs, mails] = await Promise.all([
    queryRows<{ status: string; n: number }>(app.db, sql`select status::text as status, count(*)::int as n from generated_reports where status in ('queued', 'running') group by 1`),
    queryRows<{ status: string; n: number }>(app.db, sql`select status, count(*)::int as n from queued_mails where status in ('queued', 'sending') group by 1`),
  ]);
  const byStatus = (rows: { status: string; n: number }[], statuses: string[]) =>
    Object.fromEntries(statuses.map((status) => [status, Number(rows.find((row) => row.status === status)?.n ?? 0)]));
  return { jobs: byStatus(jobs, ['queued', 'running']), mails: byStatus(mails, ['queued', 'sending']) };
}

function createMetrics(app: FastifyInstance) {
  const registry = new Registry();
  // Both queue gauges are collected in one scrape: they share one read.
  let reading: ReturnType<typeof queueDepths> | null = null;
  const depths = () => (reading ??= queueDepths(app).finally(() => (reading = null)));
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, per method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'report_job_queue_depth',
    help: 'Generated reports waiting or being built, per status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const { jobs } = await depths();
      for (const [status, n] of Object.entries(jobs)) this.set({ status }, n);
    },
  });
  new Gauge({
    name: 'mail_queue_depth',
    help: 'Mail waiting to be sent or being sent, per status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const { mails } = await depths();
      for (const [status, n] of Object.entries(mails)) this.set({ status }, n);
    },
  });
  const client = (app.db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, client.totalCount);
        this.set({ state: 'idle' }, client.idleCount);
        this.set({ state: 'waiting' }, client.waitingCount);
      },
    });
  }
  return { registry, requests };
}

function tokenGiven(token: string, authorization: string | undefined): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The request id: the caller's X-Request-Id when it is a plain token (a load balancer's or a
 * client's trace id), else a new one; echoed in the answer and on every log line of the request.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[\w.:-]{1,128}$/.test(header) ? header : randomUUID();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The listener of METRICS_HOST:METRICS_PORT once the app is ready; null without METRICS_PORT. */
    metricsServer: Server | null;
  }
}

/**
 * /metrics alone on its own listen address, opened when the app is ready. The address is the
 * protection (a scraper's network); a METRICS_TOKEN, when set, is asked here too.
 */
function serveMetricsApart(app: FastifyInstance, registry: Registry, port: number): void {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const tokenMissing = app.config.METRICS_TOKEN !== undefined && !tokenGiven(app.config.METRICS_TOKEN, request.headers.authorization);
    if (request.method !== 'GET' || path !== '/metrics') return void response.writeHead(404).end();
    if (tokenMissing) return void response.writeHead(401).end();
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics failed');
        response.writeHead(500).end();
      },
    );
  });
  app.metricsServer = server;
  app.addHook('onReady', () => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, app.config.METRICS_HOST, () => resolve());
  }));
  app.addHook('onClose', () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())));
}

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const operations = fp(
  async (app: FastifyInstance) => {
    const { registry, requests } = createMetrics(app);
    app.decorate('metricsServer', null);
    if (app.config.METRICS_PORT !== undefined) serveMetricsApart(app, registry, app.config.METRICS_PORT);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    // While stopping, answers in flight close their connection: a kept-alive client (a load
    // balancer's pool) would otherwise hold the stop open until its keep-alive timeout.
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      // The route's pattern, never the raw URL: ids in paths would make a series per record.
      const route = request.routeOptions.url ?? 'unmatched';
      requests.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    app.get('/health', { schema: HIDDEN, config: OPEN }, async () => ({ status: 'ok' }));

    app.get('/ready', { schema: HIDDEN, config: OPEN }, async (_request, reply) => {
      const checks: Record<string, string> = {};
      await Promise.all([
        app.db.execute(sql`select 1`).then(
          () => void (checks.database = 'ok'),
          (error: unknown) => void (checks.database = failure(error)),
        ),
        app.blobStore.ready().then(
          () => void (checks.blob_store = 'ok'),
          (error: unknown) => void (checks.blob_store = failure(error)),
        ),
      ]);
      const ready = Object.values(checks).every((check) => check === 'ok');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
    });

    app.get('/metrics', { schema: HIDDEN, config: OPEN }, async (request, reply) => {
      const token = app.config.METRICS_TOKEN;
      // Without a token the app's port has no metrics at all (they may be on METRICS_PORT).
      if (token === undefined) return reply.code(404).send({ status: 404, message: 'Not found' });
      if (!tokenGiven(token, request.headers.authorization)) return reply.code(401).send({ status: 401, message: 'Metrics need the metrics token' });
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'operations' },
);
