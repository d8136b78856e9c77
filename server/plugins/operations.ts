import { randomUUID, timingSafeEqual } from 'node:crypto';
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
 *   depths, database pool use on PostgreSQL, and the process's own figures. With
 *   METRICS_TOKEN set it answers only to `Authorization: Bearer <token>`.
 */

const HIDDEN = { hide: true } as const;

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

function metricsAllowed(token: string | undefined, authorization: string | undefined): boolean {
  if (!token) return true;
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

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const operations = fp(
  async (app: FastifyInstance) => {
    const { registry, requests } = createMetrics(app);
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

    app.get('/health', { schema: HIDDEN }, async () => ({ status: 'ok' }));

    app.get('/ready', { schema: HIDDEN }, async (_request, reply) => {
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

    app.get('/metrics', { schema: HIDDEN }, async (request, reply) => {
      if (!metricsAllowed(app.config.METRICS_TOKEN, request.headers.authorization)) return reply.code(401).send({ message: 'Metrics need the metrics token' });
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'operations' },
);
