import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `rows`. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Memory each sort and hash of one report query may use before spilling to disk. The report
 * queries group a month of readings (hundreds of thousands of rows at a large fleet) several
 * ways; PostgreSQL's default 4 MB writes those to temporary files.
 */
const REPORT_WORK_MEM = '64MB';

/** queryRows for a large report query: its own transaction with REPORT_WORK_MEM. */
export function reportRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL work_mem = '${REPORT_WORK_MEM}'`));
    return queryRows<T>(tx as unknown as Db, query);
  });
}
