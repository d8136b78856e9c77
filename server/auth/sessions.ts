import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { authSessions } from '../db/schema';
import { notifySessionEvent } from './session-events';
import { signAccessToken } from './tokens';

export interface IssuedSession {
  sessionId: string;
  token: string;
  apiKey: string;
  /** When the access token stops being accepted. */
  tokenExpiresAt: Date;
  /** When the session itself ends; refreshes cannot go past it. */
  sessionExpiresAt: Date;
}

const minutes = (n: number) => n * 60_000;

/** Opens a sign-in session and issues its first access token and api key. */
export async function createSession(db: Db, config: Config, userId: number, now = new Date()): Promise<IssuedSession> {
  const sessionId = randomUUID();
  const apiKey = randomBytes(24).toString('base64url');
  const sessionExpiresAt = new Date(now.getTime() + config.SESSION_TTL_HOURS * minutes(60));
  await db.insert(authSessions).values({ id: sessionId, userId, apiKey, expiresAt: sessionExpiresAt, createdAt: now });
  return issueToken(config, userId, sessionId, apiKey, sessionExpiresAt, now);
}

/** A fresh access token for a live session, never outliving the session. */
export async function issueToken(
  config: Config,
  userId: number,
  sessionId: string,
  apiKey: string,
  sessionExpiresAt: Date,
  now = new Date(),
): Promise<IssuedSession> {
  const tokenExpiresAt = new Date(Math.min(now.getTime() + minutes(config.TOKEN_TTL_MINUTES), sessionExpiresAt.getTime()));
  const token = await signAccessToken(config.tokenSecret, { userId, sessionId }, tokenExpiresAt);
  return { sessionId, token, apiKey, tokenExpiresAt, sessionExpiresAt };
}

/**
 * Ends a session. Every process caching it hears so when the revocation commits; the caller
 * drops its own cached copy at once (SessionCache.forget) rather than wait for the echo.
 */
export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(authSessions).set({ revokedAt: now }).where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    await notifySessionEvent(tx, { kind: 'session', id: sessionId });
  });
}

export interface RotatedSession {
  sessionId: string;
  apiKey: string;
  expiresAt: Date;
}

/**
 * Replaces a live session by a new one with the same key and end, revoking the old one, so a
 * refresh retires the token it was given: that token names the old session. Only one of two
 * refreshes racing with the same token wins; a wrong key (when sent) changes nothing.
 */
export async function rotateSession(
  db: Db,
  old: { sessionId: string; userId: number; apiKey?: string },
  now = new Date(),
): Promise<RotatedSession | null> {
  return db.transaction(async (tx) => {
    const [retired] = await tx
      .update(authSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(authSessions.id, old.sessionId),
          eq(authSessions.userId, old.userId),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, now),
          old.apiKey ? eq(authSessions.apiKey, old.apiKey) : undefined,
        ),
      )
      .returning({ apiKey: authSessions.apiKey, expiresAt: authSessions.expiresAt });
    if (!retired) return null;
    const sessionId = randomUUID();
    await tx.insert(authSessions).values({ id: sessionId, userId: old.userId, apiKey: retired.apiKey, expiresAt: retired.expiresAt, createdAt: now });
    await notifySessionEvent(tx, { kind: 'session', id: old.sessionId });
    return { sessionId, apiKey: retired.apiKey, expiresAt: retired.expiresAt };
  });
}
