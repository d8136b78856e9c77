import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDemoFleet, startOfTodayUtc } from '../../server/seed/generate';

export const LARGE_FLEET_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55499/postgres';
const SEED_LOG = '/tmp/seed100.log';
/** A scale-100 fleet has about 12 million readings; fewer means the load is not over. */
const MIN_READINGS = 11_000_000;

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
}

/** Never migrates or seeds the large fleet: the benchmark only adds sessions to it. */
export async function openSource(): Promise<Source> {
  const large = await largeFleetReady();
  if (large.ready) {
    const database = await openDatabase({ url: LARGE_FLEET_URL, poolSize: 4 });
    return { database, label: `PostgreSQL 15, scale-100 demo fleet (${large.readings.toLocaleString('en-US')} tire readings)`, sqlTimed: true };
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedDemoFleet(database.db, { scale: 1, now: startOfTodayUtc() });
  return { database, label: `PGlite in memory, scale 1 — the scale-100 PostgreSQL fleet was not ready: ${large.why}`, sqlTimed: false };
}
