import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig, pgliteDir, type Config } from './config';
import { openDatabase, type Db } from './db/client';
import { withStartupLock } from './db/startup-lock';
import { users } from './db/schema';
import { primaryOrigin } from './plugins/public-origin';
import { DEMO_USERS } from './seed/demo-users';
import { isDatabaseEmpty, seedDemoFleet } from './seed/generate';

/** Loads the demo fleet into an empty database, so a fresh start has something to show. */
async function seedIfEmpty(db: Db, scale: number, config: Pick<Config, 'dataDir' | 'BLOB_STORE_URL'>, log: (message: string) => void): Promise<void> {
  if (!(await isDatabaseEmpty(db))) return;
  log(`Loading the demo fleet (scale ${scale}) into the empty database…`);
  const summary = await seedDemoFleet(db, { scale, dataDir: config.dataDir, blobStoreUrl: config.BLOB_STORE_URL, onProgress: (message) => log(`  ${message}`) });
  const rows = Object.values(summary.tables).reduce((sum, n) => sum + n, 0);
  log(`Demo fleet loaded: ${rows.toLocaleString('en-US')} rows in ${(summary.durationMs / 1000).toFixed(1)} s`);
}

async function printDemoSignIns(db: Db, url: string): Promise<void> {
  const [first] = await db.select({ id: users.id }).from(users).where(eq(users.login, DEMO_USERS[0].login));
  console.log(`\nFleet Tire Portal is running at ${url}`);
  if (!first) return;
  console.log('\nDemo sign-ins:');
  for (const user of DEMO_USERS) {
    console.log(`  ${user.group.padEnd(5)} ${user.login.padEnd(36)} ${user.password.padEnd(18)} ${user.note}`);
  }
  console.log('');
}

/**
 * The embedded default: PGlite in the data folder (or PostgreSQL with DATABASE_URL), migrated
 * and seeded on start; the PWA and the API on one port.
 */
async function main() {
  const config = loadConfig();
  const log = (message: string) => console.log(message);
  if (!config.DATABASE_URL) mkdirSync(pgliteDir(config), { recursive: true });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir(config) });
  // Several processes may start at once on one PostgreSQL: one migrates and seeds at a time.
  await withStartupLock(config.DATABASE_URL, async () => {
    await database.migrate();
    await seedIfEmpty(database.db, config.SEED_SCALE, config, log);
  });
  const app = await buildApp({ db: database.db, config });
  // Graceful stop: no new connections, requests in flight answered (new ones on open
  // connections get 503 so the load balancer retries elsewhere), running report jobs handed
  // back to the queue, then the database closed; past the grace period the process exits anyway.
  const shutdown = async (signal: string) => {
    log(`${signal}: stopping (at most ${config.SHUTDOWN_GRACE_SECONDS} s)`);
    const deadline = setTimeout(() => {
      console.error('shutdown grace period over: exiting with work in flight');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000);
    deadline.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
  // The same origin mailed links and sign-in redirects use (plugins/public-origin.ts).
  await printDemoSignIns(database.db, primaryOrigin(app));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
