import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

/**
 * The embedded default: PGlite in the data folder (or PostgreSQL with DATABASE_URL), migrated
 * on start; the PWA and the API on one port.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: join(config.dataDir, 'pglite') });
  await database.migrate();
  const app = await buildApp({ db: database.db, config });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
