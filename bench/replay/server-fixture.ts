import { fork, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/db/client';
import { seedDemoFleet, startOfTodayUtc } from '../../server/seed/generate';
import type { ApiTarget, SurveyFixture } from './survey-fixture';

export const SCALE = 0.05;

export type DatabaseSpec = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** Seeds the demo fleet at the benchmark's scale into a migrated, empty database. */
export async function seedBenchFleet(spec: DatabaseSpec): Promise<number> {
  const started = performance.now();
  const database = await openDatabase(spec.kind === 'pglite' ? { dataDir: spec.dataDir } : { url: spec.url });
  try {
    await database.migrate();
    await seedDemoFleet(database.db, { scale: SCALE, now: startOfTodayUtc() });
  } finally {
    await database.close();
  }
  return performance.now() - started;
}

/**
 * Seeds one PGlite folder once; every run gets a copy, so each starts from the same fresh
 * database (no run can be a replay of another) without paying for the seed twice.
 */
export async function seedPgliteTemplate(): Promise<{ dir: string; seedMs: number; copy(): Promise<{ spec: DatabaseSpec; remove(): Promise<void> }> }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-replay-template-'));
  const seedMs = await seedBenchFleet({ kind: 'pglite', dataDir: join(dir, 'pglite') });
  return {
    dir,
    seedMs,
    async copy() {
      const run = await mkdtemp(join(tmpdir(), 'bench-replay-run-'));
      await cp(dir, run, { recursive: true });
      return { spec: { kind: 'pglite', dataDir: join(run, 'pglite') }, remove: () => rm(run, { recursive: true, force: true }) };
    },
  };
}

export interface RouteTime {
  route: string;
  count: number;
  /** Summed handling time, request received to answer sent (waiting for the database included). */
  ms: number;
}

export type ApiCommand =
  | { type: 'start'; database: DatabaseSpec; filesDir: string; readings: number; blobStoreUrl?: string }
  | { type: 'measure' }
  | { type: 'stats' }
  | { type: 'close' };

export type ApiReply =
  | ({ type: 'ready'; fixture: SurveyFixture } & ApiTarget)
  | { type: 'stats'; routes: RouteTime[]; cpuMs: number }
  | { type: 'ok' }
  | { type: 'error'; message: string };

export interface ServerStats {
  routes: RouteTime[];
  /** CPU time of the API process (with PGlite the database runs in it; PostgreSQL's own is not counted). */
  cpuMs: number;
}

export interface LiveServer extends ApiTarget {
  fixture: SurveyFixture;
  /** Starts counting server time from here (after the fixture's own requests). */
  measure(): Promise<void>;
  stats(): Promise<ServerStats>;
  close(): Promise<void>;
}

function ask(child: ChildProcess, command: ApiCommand): Promise<ApiReply> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the API process exited with ${code} during ${command.type}`));
    child.once('exit', onExit);
    child.once('message', (reply: ApiReply) => {
      child.off('exit', onExit);
      if (reply.type === 'error') reject(new Error(reply.message));
      else resolve(reply);
    });
    child.send(command);
  });
}

/** Starts the API in a process of its own on `database` and creates the survey to fill through it. */
/** `blobStoreUrl`: photos to an S3-compatible store instead of the files folder. */
export async function startServer(database: DatabaseSpec, readings: number, blobStoreUrl?: string): Promise<LiveServer> {
  const filesDir = await mkdtemp(join(tmpdir(), 'bench-replay-files-'));
  const child = fork(fileURLToPath(new URL('./api-server.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], serialization: 'advanced' });
  try {
    const ready = await ask(child, { type: 'start', database, filesDir, readings, ...(blobStoreUrl ? { blobStoreUrl } : {}) });
    if (ready.type !== 'ready') throw new Error(`unexpected answer ${ready.type}`);
    return {
      base: ready.base,
      auth: ready.auth,
      fixture: ready.fixture,
      measure: async () => void (await ask(child, { type: 'measure' })),
      stats: async () => (await ask(child, { type: 'stats' })) as ServerStats,
      async close() {
        await ask(child, { type: 'close' }).catch(() => undefined);
        child.kill();
        await rm(filesDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill();
    await rm(filesDir, { recursive: true, force: true });
    throw error;
  }
}
