import pg from 'pg';

/** pg_advisory_lock key of start-up work ('mig' in ASCII). */
const STARTUP_LOCK = 0x6d6967;

/**
 * Runs `work` (migrations, the first seed) while holding a session advisory lock on the
 * PostgreSQL database, so processes started together do it one after another: the first
 * migrates and seeds, the others find it done. Without a URL (PGlite, one process) it just runs.
 */
export async function withStartupLock<T>(url: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!url) return work();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    await client.end();
  }
}
