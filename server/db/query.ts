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

/**
 * queryRows for a large report query: its own transaction with REPORT_WORK_MEM and without
 * just-in-time compilation. A report query is costed high enough for PostgreSQL to compile it,
 * which took 64-77 ms of a 480 ms inspection list at scale 100 and won nothing back: the
 * reporting layer keeps each query's rows to tens of thousands.
 */
export function reportRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select set_config('work_mem', '${REPORT_WORK_MEM}', true), set_config('jit', 'off', true)`));
    return queryRows<T>(tx as unknown as Db, query);
  });
}
