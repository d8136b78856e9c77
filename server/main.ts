import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { buildApp } from './app';
import { loadConfig, pgliteDir } from './config';
import { openDatabase, type Db } from './db/client';
import { users } from './db/schema';
import { DEMO_USERS } from './seed/demo-users';
import { isDatabaseEmpty, seedDemoFleet } from './seed/generate';

/** Loads the demo fleet into an empty database, so a fresh start has something to show. */
async function seedIfEmpty(db: Db, scale: number, dataDir: string, log: (message: string) => void): Promise<void> {
  if (!(await isDatabaseEmpty(db))) return;
  log(`Loading the demo fleet (scale ${scale}) into the empty database…`);
  const summary = await seedDemoFleet(db, { scale, dataDir, onProgress: (message) => log(`  ${message}`) });
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
  await database.migrate();
  await seedIfEmpty(database.db, config.SEED_SCALE, config.dataDir, log);
  const app = await buildApp({ db: database.db, config });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  await printDemoSignIns(database.db, config.PUBLIC_URL ?? `http://${host}:${config.PORT}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
