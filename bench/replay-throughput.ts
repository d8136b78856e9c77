import { rm } from 'node:fs/promises';
import { SEND_CONCURRENCY } from '../src/features/fleet-survey/sync/sync-engine';
import { startS3Server } from '../tests/helpers/s3-server';
import { benchMain } from './lib/result';
import { round, withDeadline } from './lib/stats';
import { runBare } from './replay/bare-run';
import { runEngine } from './replay/engine-run';
import { seedPostgresTemplate } from './replay/postgres-template';
import { SCALE, seedPgliteTemplate, startServer, type DatabaseSpec, type ServerStats } from './replay/server-fixture';
import { PHOTO_BYTES, PHOTOS, READINGS, workload } from './replay/workload';

/** The engine's drain is cut here so the benchmark ends; a cut run reports its partial rate. */
const DRAIN_LIMIT_MS = 120_000;
const REQUESTS = READINGS + PHOTOS;

type Copy = () => Promise<{ spec: DatabaseSpec; remove(): Promise<void> }>;
type Report = { metric: (name: string, value: number | string, unit?: string) => void; note: (text: string) => void };

/** Runs `work` against a fresh copy of the seeded database, with the API started on it. */
async function onFreshServer<T>(copy: Copy, work: (server: Awaited<ReturnType<typeof startServer>>) => Promise<T>, blobStoreUrl?: string): Promise<{ result: T; stats: ServerStats }> {
  const database = await copy();
  try {
    const server = await startServer(database.spec, READINGS, blobStoreUrl);
    try {
      await server.measure();
      const result = await work(server);
      return { result, stats: await server.stats() };
    } finally {
      await server.close();
    }
  } finally {
    await database.remove();
  }
}

/** Mean handling time of the routes whose path contains `part`, and their count. */
function routeMean(stats: ServerStats, part: string): string {
  const routes = stats.routes.filter((r) => r.route.includes(part));
  const count = routes.reduce((n, r) => n + r.count, 0);
  return count === 0 ? 'none' : `${round(routes.reduce((ms, r) => ms + r.ms, 0) / count, 1)} ms (${count})`;
}

async function replayOn(label: string, copy: Copy, { metric, note }: Report): Promise<number> {
  const engine = await onFreshServer(copy, (server) => runEngine(server, workload(server.fixture), DRAIN_LIMIT_MS));
  const bare = await onFreshServer(copy, (server) => withDeadline('bare client', 150_000, runBare(server, workload(server.fixture), SEND_CONCURRENCY)));
  const e = engine.result;
  metric(`${label} (a) engine: queue ${REQUESTS.toLocaleString('en-US')} changes locally`, round(e.queueMs / 1000), 's');
  metric(`${label} (a) engine: drain time`, round(e.drainMs / 1000), 's');
  metric(`${label} (a) engine: requests/s`, round(e.sent / (e.drainMs / 1000), 1));
  metric(`${label} (a) engine: confirmed / left in outbox`, `${e.sent} / ${e.left}`);
  metric(`${label} (b) bare fetch: time`, round(bare.result.ms / 1000), 's');
  metric(`${label} (b) bare fetch: requests/s`, round(REQUESTS / (bare.result.ms / 1000), 1));
  metric(`${label} (b) bare fetch: non-2xx answers`, bare.result.failed);
  // Per request, so a drain cut at the limit still compares like with like.
  const perEngine = e.drainMs / Math.max(1, e.sent);
  const perBare = bare.result.ms / REQUESTS;
  metric(`${label} mean per request engine / bare`, `${round(perEngine, 1)} / ${round(perBare, 1)} ms`);
  metric(e.cut ? `${label} ratio engine / bare (per request; drain cut)` : `${label} ratio engine / bare`, round(e.cut ? perEngine / perBare : e.drainMs / bare.result.ms), 'x');
  for (const [side, run] of [['engine', engine], ['bare', bare]] as const) {
    metric(`${label} server (${side}): save_tire / photo handling`, `${routeMean(run.stats, 'save_tire')} / ${routeMean(run.stats, 'add_unit_image')}`);
    metric(`${label} server (${side}): API process CPU per request`, round(run.stats.cpuMs / REQUESTS, 2), 'ms');
  }
  if (e.cut) note(`${label}: the engine drain was cut after ${DRAIN_LIMIT_MS / 1000} s with ${e.sent} of ${REQUESTS} confirmed; its rate is over those.`);
  if (e.left > 0) note(`${label}: left in the outbox: ${e.leftStatuses}`);
  return e.drainMs;
}

/** The same engine replay with the photos going to an S3-protocol server (s3rver on loopback) instead of the files folder. */
async function replayThroughS3(label: string, copy: Copy, filesystemDrainMs: number, { metric }: Report): Promise<void> {
  const s3 = await startS3Server(['replay-photos']);
  try {
    const engine = await onFreshServer(copy, (server) => runEngine(server, workload(server.fixture), DRAIN_LIMIT_MS), s3.url('replay-photos', ''));
    metric(`${label} (c) engine, photos in S3: drain time`, round(engine.result.drainMs / 1000), 's');
    metric(`${label} (c) engine, photos in S3: confirmed / left in outbox`, `${engine.result.sent} / ${engine.result.left}`);
    metric(`${label} (c) server: photo handling, S3`, routeMean(engine.stats, 'add_unit_image'));
    metric(`${label} ratio S3 / files folder (engine drain)`, round(engine.result.drainMs / filesystemDrainMs), 'x');
  } finally {
    await s3.stop();
  }
}

await benchMain('replay', `Outbox replay: ${READINGS} save_tire + ${PHOTOS} photos of ${PHOTO_BYTES / 1024} KB, engine vs bare fetch, PGlite and PostgreSQL`, async (report) => {
  const pglite = await withDeadline('PGlite seed', 180_000, seedPgliteTemplate());
  try {
    report.note(`PGlite: demo fleet scale ${SCALE}, seeded once in ${(pglite.seedMs / 1000).toFixed(0)} s, copied per run.`);
    await replayOn('PGlite', () => pglite.copy(), report);
  } finally {
    await rm(pglite.dir, { recursive: true, force: true });
  }
  const postgres = await withDeadline('PostgreSQL seed', 180_000, seedPostgresTemplate());
  try {
    report.note(`PostgreSQL: throwaway cluster (fsync and synchronous commit off), scale ${SCALE} seeded once in ${(postgres.seedMs / 1000).toFixed(0)} s, a template copy per run; pool of 10.`);
    const filesystemDrainMs = await replayOn('PostgreSQL', () => postgres.copy(), report);
    await replayThroughS3('PostgreSQL', () => postgres.copy(), filesystemDrainMs, report);
  } finally {
    postgres.stop();
  }
  report.note(
    `The API runs in a process of its own on 127.0.0.1, as a dealer's session; the engine (fake-indexeddb in Node) and the bare client share the other. ` +
      `Both send the first request alone, then up to ${SEND_CONCURRENCY} at a time, one photo upload at a time. Each run gets a fresh copy of the seeded database, so neither is a replay.`,
  );
  report.note('Server handling time runs from request to answer and includes waiting for the database (PGlite runs one transaction at a time); API process CPU includes PGlite, not the PostgreSQL server.');
});
