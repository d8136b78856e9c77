import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

/** The one database type the service codes against; PGlite and PostgreSQL both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it an embedded PGlite database is used. */
  url?: string;
  /** PGlite's data folder; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data folder dumped by `dumpDataDir`, to start from instead of an empty cluster (its initdb takes seconds). */
  snapshot?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, a dropped database) emits here;
    // without a listener that would crash the process. The pool replaces it on the next query.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = options.dataDir ? new PGlite(options.dataDir) : options.snapshot ? new PGlite({ loadDataDir: options.snapshot }) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
