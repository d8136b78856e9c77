import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { authHandoffs, locales, siteContent, users } from '../../db/schema';

/**
 * Times are the application's clock passed as parameters rather than the database's now(), so
 * every process of a scaled-out service and the tests judge expiry by the same clock.
 */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface SignInAccount {
  id: number;
  passwordHash: string;
  lockedUntil: Date | null;
  language: string;
}

/** The active account with this login, or null. */
export async function findSignInAccount(db: Db, login: string): Promise<SignInAccount | null> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, lockedUntil: users.lockedUntil, language: users.language })
    .from(users)
    .where(and(eq(users.login, login), eq(users.isActive, true)));
  return row ?? null;
}

export interface FailureOutcome {
  failedAttempts: number;
  lockedUntil: Date | null;
}

/**
 * Counts one failed attempt in a single statement, so parallel attempts each see the count the
 * previous one left and none can slip past the lock. An expired lock starts a new count; a live
 * lock is kept as it is; the attempt that reaches the limit sets the lock.
 */
export async function recordFailedAttempt(db: Db, userId: number, now: Date, maxAttempts: number, lockMinutes: number): Promise<FailureOutcome> {
  const lockEnd = new Date(now.getTime() + lockMinutes * 60_000);
  const nextCount = sql`(case when locked_until is not null and locked_until <= ${at(now)} then 1 else failed_attempts + 1 end)`;
  const [row] = await queryRows<{ failed_attempts: number; locked_until: Date | string | null }>(
    db,
    sql`update users set
          failed_attempts = ${nextCount},
          locked_until = case
            when locked_until > ${at(now)} then locked_until
            when ${nextCount} >= ${maxAttempts} then ${at(lockEnd)}
            else null end
        where id = ${userId}
        returning failed_attempts, locked_until`,
  );
  if (!row) return { failedAttempts: 0, lockedUntil: null };
  return { failedAttempts: Number(row.failed_attempts), lockedUntil: row.locked_until === null ? null : new Date(row.locked_until) };
}

/**
 * Clears the failure count after a right password, unless a parallel attempt has locked the
 * account meanwhile; false then, and the sign-in is refused as locked.
 */
export async function clearFailedAttempts(db: Db, userId: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update users set failed_attempts = 0, locked_until = null
        where id = ${userId} and (locked_until is null or locked_until <= ${at(now)})
        returning id`,
  );
  return rows.length > 0;
}

/** How long a used or expired ticket is kept before a later issue sweeps it away. */
const HANDOFF_RETENTION_MS = 60 * 60_000;

export async function insertHandoff(db: Db, ticket: { id: string; userId: number; expiresAt: Date }, now: Date): Promise<void> {
  await db.delete(authHandoffs).where(lt(authHandoffs.expiresAt, new Date(now.getTime() - HANDOFF_RETENTION_MS)));
  await db.insert(authHandoffs).values(ticket);
}

/** Marks a ticket used and names its user, once: a second or late use finds no row. */
export async function consumeHandoff(db: Db, id: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(authHandoffs)
    .set({ usedAt: now })
    .where(and(eq(authHandoffs.id, id), isNull(authHandoffs.usedAt), gt(authHandoffs.expiresAt, now)))
    .returning({ userId: authHandoffs.userId });
  return row?.userId ?? null;
}

export async function listEnabledLocales(db: Db): Promise<{ code: string; label: string; region: string }[]> {
  return db
    .select({ code: locales.code, label: locales.label, region: locales.region })
    .from(locales)
    .where(eq(locales.isEnabled, true))
    .orderBy(locales.id);
}

/** The stored header and footer rows of these regions. */
export async function findSiteContent(db: Db, regions: string[]): Promise<{ region: string; kind: string; content: unknown }[]> {
  return db.select().from(siteContent).where(inArray(siteContent.region, regions));
}
