import type { PortalUser } from '../../../contract/user';
import { loadSessionUser, type SessionUser } from '../../auth/session-user';
import { createSession, issueToken, rotateSession } from '../../auth/sessions';
import { verifyAccessToken } from '../../auth/tokens';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { toPortalUser } from './portal-user';

export interface SignedIn {
  sessionUser: SessionUser;
  user: PortalUser;
}

/** Opens a new session for a user whose identity is proven (password or handoff ticket). */
export async function openSession(db: Db, config: Config, userId: number, now = new Date()): Promise<SignedIn | null> {
  const issued = await createSession(db, config, userId, now);
  const sessionUser = await loadSessionUser(db, userId, issued.sessionId, now);
  return sessionUser ? { sessionUser, user: toPortalUser(sessionUser, issued) } : null;
}

/**
 * The user object for the token a request already carries (start, verify). The token was
 * checked by the authenticate plugin; reading it again gives its expiry.
 */
export async function describeCurrentSession(config: Config, sessionUser: SessionUser, token: string): Promise<PortalUser | null> {
  try {
    const claims = await verifyAccessToken(config.tokenSecret, token);
    return toPortalUser(sessionUser, { token, apiKey: sessionUser.apiKey, tokenExpiresAt: claims.expiresAt });
  } catch {
    return null;
  }
}

/**
 * A new token for the session of a genuine token that has not expired yet, while the session
 * lives: an expired (say stolen) token cannot be renewed for the rest of the session, so the
 * client refreshes before its token's time is up and signs in again after. The session is
 * rotated, so the token given is refused from then on (the caller drops `retiredSessionId` from
 * its session cache). A key sent along must be the session's key, as for every other call.
 */
export async function refreshSession(
  db: Db,
  config: Config,
  token: string,
  apiKey: string | undefined,
  now = new Date(),
): Promise<(SignedIn & { retiredSessionId: string }) | null> {
  let claims;
  try {
    claims = await verifyAccessToken(config.tokenSecret, token, now);
  } catch {
    return null;
  }
  const session = await rotateSession(db, { sessionId: claims.sessionId, userId: claims.userId, apiKey }, now);
  if (!session) return null;
  const sessionUser = await loadSessionUser(db, claims.userId, session.sessionId, now);
  if (!sessionUser) return null;
  const issued = await issueToken(config, claims.userId, session.sessionId, session.apiKey, session.expiresAt, now);
  return { sessionUser, user: toPortalUser(sessionUser, issued), retiredSessionId: claims.sessionId };
}
