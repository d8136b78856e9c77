import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';

/** url: the PostgreSQL database's address, for a second pool as another process would open; none on PGlite. */
export type TestDatabase = Database & { name: string; url?: string };

/** The migrated PGlite dump of the run (tests/setup/migrated-pglite.ts), read once per test file. */
let pgliteSnapshot: Blob | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite in the pglite project (loaded
 * from the run's migrated dump), a copy of the run's migrated template database on the
 * throwaway cluster in the postgres project. Migrating again finds nothing to do, and keeps a
 * file run outside those projects correct. Closing drops it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const dump = inject('pgliteSnapshot');
    pgliteSnapshot ??= dump ? new Blob([readFileSync(dump)]) : undefined;
    const database = await openDatabase({ snapshot: pgliteSnapshot });
    await database.migrate();
    return { ...database, name: 'pglite' };
  }
  const adminUrl = inject('postgresUrl');
  const template = inject('postgresTemplate');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    name,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
