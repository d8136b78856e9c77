/**
 * Rebuilds every report aggregate from the raw rows: `npm run reporting:rebuild`.
 * PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite.
 */
import { loadConfig, pgliteDir } from '../config';
import { openDatabase } from '../db/client';
import { rebuildReporting } from './refresh';

const config = loadConfig();
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`;
let lastLog = 0;

const database = config.DATABASE_URL ? await openDatabase({ url: config.DATABASE_URL, poolSize: 2 }) : await openDatabase({ dataDir: pgliteDir(config) });
try {
  await database.migrate();
  console.log(`[${elapsed()}] rebuilding the report aggregates on ${database.kind}`);
  await rebuildReporting(database.db, (remaining) => {
    if (performance.now() - lastLog < 5_000 && remaining > 0) return;
    lastLog = performance.now();
    console.log(`[${elapsed()}] ${remaining} accounts or locations left`);
  });
  console.log(`[${elapsed()}] done`);
} finally {
  await database.close();
}
