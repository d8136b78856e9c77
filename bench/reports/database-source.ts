import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import { refreshAllChanges } from '../../server/reporting/refresh';
import { seedDemoFleet, startOfTodayUtc } from '../../server/seed/generate';

export const LARGE_FLEET_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55499/postgres';
/** The PostgreSQL fleet a benchmark reads: BENCH_SEEDED_URL when given, else the large one. */
export const fleetUrl = () => process.env.BENCH_SEEDED_URL ?? LARGE_FLEET_URL;
const SEED_LOG = '/tmp/seed100.log';
/** A scale-100 fleet has about 12 million readings; fewer means the load is not over. */
const MIN_READINGS = 11_000_000;

/** The scale asked for with `npm run bench -- --scale N` (BENCH_SCALE); 100 by default. */
export function requestedScale(): number {
  const scale = Number(process.env.BENCH_SCALE ?? 100);
  if (!(scale > 0)) throw new Error(`BENCH_SCALE must be a positive number, not ${process.env.BENCH_SCALE}`);
  return scale;
}

/** The large PostgreSQL fleet when its load has finished, else why not. */
async function largeFleetReady(): Promise<{ ready: true; readings: number } | { ready: false; why: string }> {
  if (!existsSync(SEED_LOG) || !/\] done\s*$/m.test(readFileSync(SEED_LOG, 'utf8'))) return { ready: false, why: `${SEED_LOG} has no 'done' line` };
  const client = new pg.Client({ connectionString: LARGE_FLEET_URL });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>('select count(*) as n from tire_readings');
    const readings = Number(rows[0]!.n);
    return readings >= MIN_READINGS ? { ready: true, readings } : { ready: false, why: `only ${readings} tire_readings` };
  } catch (error) {
    return { ready: false, why: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface Source {
  database: Database;
  label: string;
  sqlTimed: boolean;
  scale: number;
}

async function readings(database: Database): Promise<number> {
  const result = (await database.db.execute('select count(*)::int as n from tire_readings')) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

/**
 * Scale 100: the large PostgreSQL fleet (seeded once with `npm run seed -- --scale 100` into
 * LARGE_FLEET_URL); it is only migrated and its report aggregates brought up to date, never
 * seeded here. Another scale: PGlite in memory, seeded for this run.
 */
export async function openSource(onProgress: (message: string) => void = () => undefined): Promise<Source> {
  const scale = requestedScale();
  // A PostgreSQL fleet seeded beforehand at --scale (`npm run seed -- --scale N` into BENCH_SEEDED_URL), measured as it is.
  const seeded = process.env.BENCH_SEEDED_URL;
  if (seeded) {
    const database = await openDatabase({ url: seeded, poolSize: 4 });
    await database.migrate();
    await refreshAllChanges(database.db);
    return { database, label: `PostgreSQL, scale ${scale} seeded beforehand (${(await readings(database)).toLocaleString('en-US')} tire readings)`, sqlTimed: true, scale };
  }
  if (scale === 100) {
    const large = await largeFleetReady();
    if (large.ready) {
      const database = await openDatabase({ url: LARGE_FLEET_URL, poolSize: 4 });
      await database.migrate();
      const started = performance.now();
      await refreshAllChanges(database.db);
      onProgress(`report aggregates brought up to date in ${((performance.now() - started) / 1000).toFixed(1)} s before measuring`);
      return { database, label: `PostgreSQL 15, scale 100 (${large.readings.toLocaleString('en-US')} tire readings)`, sqlTimed: true, scale };
    }
    onProgress(`the scale-100 PostgreSQL fleet was not ready (${large.why}); measuring PGlite at scale 1 instead`);
    return openPglite(1);
  }
  return openPglite(scale, onProgress);
}

async function openPglite(scale: number, onProgress: (message: string) => void = () => undefined): Promise<Source> {
  const database = await openDatabase({});
  await database.migrate();
  const started = performance.now();
  await seedDemoFleet(database.db, { scale, now: startOfTodayUtc() });
  onProgress(`PGlite seeded at scale ${scale} in ${((performance.now() - started) / 1000).toFixed(0)} s (report aggregates included)`);
  return {
    database,
    label: `PGlite in memory, scale ${scale} (${(await readings(database)).toLocaleString('en-US')} tire readings)`,
    sqlTimed: false,
    scale,
  };
}
