import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { seedAxleConfigurations } from './axle-configurations';
import { BulkWriter } from './bulk-writer';
import { addDays, IdAllocator, type SeedContext } from './context';
import { seedLeaseSales } from './lease-sales';
import { tablesWithIdentity } from './schema-tables';
import { seedAccounts } from './seed-accounts';
import { storeDemoPhotos } from './demo-photos';
import { seedDealers } from './seed-dealers';
import { seedLocationSpecs } from './seed-location-specs';
import { seedProducts } from './seed-products';
import { seedReferenceData } from './seed-reference';
import { rebuildReporting } from '../reporting/refresh';
import { SURVEY_TALLY_TABLES } from '../reporting/survey-tallies';
import { hashSeedPasswords, seedUsers } from './seed-users';
import { seedUserReports } from './user-reports';
import { simulateYard, type FleetWorld } from './yard-simulation';

export { GENERATED_USER_PASSWORD } from './seed-users';

export const DEFAULT_SEED = 20261122;

/** Days of history behind `now`: two years, so every period has a previous one to compare with. */
export const HISTORY_DAYS = 730;

export interface SeedOptions {
  /** 1 is about 12 accounts, 40 yards, 1,500 units and 100,000 tire readings; fractions work. */
  scale: number;
  seed?: number;
  /** The demo's today; defaults to the current day (UTC midnight) so recent ranges have data. */
  now?: Date;
  onProgress?: (message: string) => void;
  /** The data folder whose blob store gets the demo photos' files; without it only the rows are written. */
  dataDir?: string;
  /** With dataDir: the S3-compatible store the photos go to instead of DATA_DIR/blobs. */
  blobStoreUrl?: string;
}

export interface SeedSummary {
  /** Rows inserted per table. */
  tables: Record<string, number>;
  durationMs: number;
}

export function startOfTodayUtc(date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The demo seeds only an empty database: a database with users is left alone. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.users.id }).from(t.users).limit(1);
  return rows.length === 0;
}

/**
 * Loads the demo fleet in one transaction, so a failure leaves the database as it was. Same
 * scale, seed and `now` give the same rows (password hashes aside: argon2 salts are random).
 */
export async function seedDemoFleet(db: Db, options: SeedOptions): Promise<SeedSummary> {
  if (!(options.scale > 0) || !Number.isFinite(options.scale)) throw new Error(`scale must be a positive number, not ${options.scale}`);
  const started = performance.now();
  const report = options.onProgress ?? (() => undefined);
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? startOfTodayUtc();
  const passwordHashes = await hashSeedPasswords();

  const tables = await db.transaction(async (tx) => {
    const writer = new BulkWriter(tx, { onProgress: report });
    const ctx: SeedContext = { writer, ids: new IdAllocator(), seed, scale: options.scale, now, historyStart: addDays(now, -HISTORY_DAYS) };
    const ref = seedReferenceData(ctx);
    const catalog = seedProducts(ctx);
    const configurations = seedAxleConfigurations(ctx, ref.unitTypeIds);
    const orgs = seedAccounts(ctx, ref.vocationIdByValue, seedDealers(ctx));
    const people = seedUsers(ctx, orgs, passwordHashes);
    const specFor = seedLocationSpecs(ctx, orgs, catalog.sizeIds);
    await writer.flush();
    report(`organizations: ${orgs.accounts.length} accounts, ${orgs.locations.length} locations, ${orgs.dealers.length} dealers`);

    const world: FleetWorld = { ctx, orgs, catalog, ref, people, specFor, configurations };
    let lastReport = performance.now();
    for (const [index, location] of orgs.locations.entries()) {
      simulateYard(world, location);
      await writer.flushIfFull();
      if (performance.now() - lastReport > 10_000) {
        report(`yards: ${index + 1} of ${orgs.locations.length}`);
        lastReport = performance.now();
      }
    }
    seedUserReports(ctx, orgs, people, catalog);
    const submitters = ['analyst@tiremaker.example', 'admin@tiremaker.example'].map((login) => people.userIdByLogin.get(login)!);
    seedLeaseSales(ctx, orgs, submitters);
    await writer.finish();
    await resetIdentitySequences(tx);
    return writer.counts;
  });
  // Fresh statistics, so the aggregates and the first report queries get good plans.
  await db.execute(sql.raw('analyze'));
  report('reporting layer: computing the report aggregates');
  await rebuildReporting(db);
  await db.execute(sql.raw(`analyze report_crossing_counts, report_inspection_counts, report_survey_counts, ${SURVEY_TALLY_TABLES.join(', ')}`));
  if (options.dataDir) report(`demo photos: ${await storeDemoPhotos(db, { dataDir: options.dataDir, BLOB_STORE_URL: options.blobStoreUrl })} files in the blob store`);
  return { tables, durationMs: Math.round(performance.now() - started) };
}

/** Ids were given explicitly: move each identity past the largest, so inserts by the app continue from there. */
export async function resetIdentitySequences(db: Db): Promise<void> {
  for (const table of tablesWithIdentity()) {
    const name = getTableName(table);
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce(max(id), 0) + 1, false) from "${name}"`));
  }
}
