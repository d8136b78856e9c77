import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { authHandoffs, locales, signInFailures, siteContent, users } from '../../db/schema';

/**
 * Times are the application's clock passed as parameters rather than the database's now(), so
 * every process of a scaled-out service and the tests judge expiry by the same clock.
 */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface SignInAccount {
  id: number;
  passwordHash: string;
  language: string;
}

/** The active account with this login, or null. */
export async function findSignInAccount(db: Db, login: string): Promise<SignInAccount | null> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, language: users.language })
    .from(users)
    .where(and(eq(users.login, login), eq(users.isActive, true)));
  return row ?? null;
}

/** Who is signing in as whom: the address typed (normalised) and the client's network address. */
export interface SignInAttempt {
  login: string;
  clientAddress: string;
}

export interface FailureOutcome {
  failedAttempts: number;
  lockedUntil: Date | null;
}

/** How long a failure count nobody added to is kept (a lock is far shorter). */
const FAILURE_RETENTION_MS = 24 * 3600_000;

/** The end of a live lock of this address from this client, or null. */
export async function findSignInLock(db: Db, attempt: SignInAttempt, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(eq(signInFailures.login, attempt.login), eq(signInFailures.clientAddress, attempt.clientAddress), gt(signInFailures.lockedUntil, now)));
  return row?.lockedUntil ?? null;
}

/**
 * Counts one failed attempt in a single statement, so parallel attempts each see the count the
 * previous one left and none can slip past the lock. An expired lock starts a new count; a live
 * lock is kept as it is; the attempt that reaches the limit sets the lock. Counts nobody added
 * to for a day (and not locked any more) are swept away here.
 */
export async function recordFailedAttempt(db: Db, attempt: SignInAttempt, now: Date, maxAttempts: number, lockMinutes: number): Promise<FailureOutcome> {
  const stale = lt(signInFailures.lastFailedAt, new Date(now.getTime() - FAILURE_RETENTION_MS));
  await db.delete(signInFailures).where(and(stale, or(isNull(signInFailures.lockedUntil), lte(signInFailures.lockedUntil, now))));
  const lockEnd = new Date(now.getTime() + lockMinutes * 60_000);
  const firstLock = maxAttempts <= 1 ? at(lockEnd) : sql`null`;
  const nextCount = sql`(case when f.locked_until is not null and f.locked_until <= ${at(now)} then 1 else f.failed_attempts + 1 end)`;
  const [row] = await queryRows<{ failed_attempts: number; locked_until: Date | string | null }>(
    db,
    sql`insert into sign_in_failures as f (login, client_address, failed_attempts, locked_until, last_failed_at)
        values (${attempt.login}, ${attempt.clientAddress}, 1, ${firstLock}::timestamptz, ${at(now)})
        on conflict (login, client_address) do update set
          failed_attempts = ${nextCount},
          locked_until = case
            when f.locked_until > ${at(now)} then f.locked_until
            when ${nextCount} >= ${maxAttempts} then ${at(lockEnd)}
            else null end,
          last_failed_at = ${at(now)}
        returning failed_attempts, locked_until`,
  );
  if (!row) return { failedAttempts: 0, lockedUntil: null };
  return { failedAttempts: Number(row.failed_attempts), lockedUntil: row.locked_until === null ? null : new Date(row.locked_until) };
}

/**
 * Clears the failure count of this address from this client after a right password, unless a
 * parallel attempt has locked it meanwhile; false then, and the sign-in is refused as locked.
 */
export async function clearFailedAttempts(db: Db, attempt: SignInAttempt, now: Date): Promise<boolean> {
  const mine = and(eq(signInFailures.login, attempt.login), eq(signInFailures.clientAddress, attempt.clientAddress));
  await db.delete(signInFailures).where(and(mine, or(isNull(signInFailures.lockedUntil), lte(signInFailures.lockedUntil, now))));
  return (await findSignInLock(db, attempt, now)) === null;
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
