/**
 * Loads the demo fleet: `tsx server/seed/cli.ts [--scale N] [--seed S] [--now YYYY-MM-DD] [--reset]`.
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite (default ./data/pglite).
 */
import { count, getTableName, sql } from 'drizzle-orm';
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig, pgliteDir } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DEFAULT_SEED, isDatabaseEmpty, seedDemoFleet } from './generate';
import { tablesInDependencyOrder } from './schema-tables';

const USAGE = 'usage: tsx server/seed/cli.ts [--scale N (> 0)] [--seed S (integer)] [--now YYYY-MM-DD] [--reset]';

function readArguments() {
  try {
    const { values } = parseArgs({
      options: {
        scale: { type: 'string', default: '1' },
        seed: { type: 'string', default: String(DEFAULT_SEED) },
        now: { type: 'string' },
        reset: { type: 'boolean', default: false },
      },
    });
    const scale = Number(values.scale);
    const seed = Number(values.seed);
    const now = values.now ? new Date(`${values.now}T00:00:00Z`) : undefined;
    if (scale > 0 && Number.isSafeInteger(seed) && !(now && Number.isNaN(now.getTime()))) return { scale, seed, now, reset: values.reset };
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  console.error(USAGE);
  return process.exit(2);
}

const { scale, seed, now, reset } = readArguments();

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`;
const log = (message: string) => console.log(`[${elapsed()}] ${message}`);

const config = loadConfig();

async function open(): Promise<Database> {
  if (config.DATABASE_URL) return openDatabase({ url: config.DATABASE_URL, poolSize: 2 });
  mkdirSync(pgliteDir(config), { recursive: true });
  return openDatabase({ dataDir: pgliteDir(config) });
}

/** Drops everything the migrations made (and the migration journal), so they run again from scratch. */
async function resetSchemas(database: Database): Promise<void> {
  await database.db.execute(sql.raw('drop schema if exists drizzle cascade'));
  await database.db.execute(sql.raw('drop schema if exists public cascade'));
  await database.db.execute(sql.raw('create schema public'));
}

async function main(): Promise<number> {
  const database = await open();
  try {
    log(`database: ${database.kind}${database.kind === 'pglite' ? ` in ${pgliteDir(config)}` : ''}`);
    if (reset) {
      await resetSchemas(database);
      log('reset: public and drizzle schemas dropped and recreated');
    }
    await database.migrate();
    if (!(await isDatabaseEmpty(database.db))) {
      console.error('The database already has users: the demo fleet loads only into an empty database. Use --reset to start over.');
      return 1;
    }
    log(`seeding scale ${scale}, seed ${seed}${now ? `, now ${now.toISOString().slice(0, 10)}` : ''}`);
    const summary = await seedDemoFleet(database.db, { scale, seed, now, dataDir: config.dataDir, blobStoreUrl: config.BLOB_STORE_URL, onProgress: log });
    const total = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
    log(`seeded ${total.toLocaleString('en-US')} rows in ${(summary.durationMs / 1000).toFixed(1)} s (${Math.round(total / (summary.durationMs / 1000)).toLocaleString('en-US')} rows/s)`);

    console.log('\nrows per table:');
    for (const table of tablesInDependencyOrder()) {
      const [row] = await database.db.select({ rows: count() }).from(table);
      console.log(`  ${getTableName(table).padEnd(32)} ${(row?.rows ?? 0).toLocaleString('en-US').padStart(12)}`);
    }
    log('done');
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
