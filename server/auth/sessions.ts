import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { authSessions } from '../db/schema';
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

export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.update(authSessions).set({ revokedAt: now }).where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}
