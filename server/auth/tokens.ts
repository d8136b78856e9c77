import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'fleet-tire-portal';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** Access tokens are short-lived HS256 JWTs naming the user and the sign-in session. */
export async function signAccessToken(secret: Uint8Array, claims: AccessClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** Throws on a bad signature, a wrong type or a token expired at `now`. */
export async function verifyAccessToken(secret: Uint8Array, token: string, now?: Date): Promise<AccessClaims & { expiresAt: Date }> {
  const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
  return accessClaims(payload);
}

/** Tokens remembered at most; a verified token is about 300 bytes with its claims. */
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * verifyAccessToken for the hot path: a token whose exact text was verified before is not
 * checked again (the same bytes give the same signature check), only its expiry, which moves
 * with the clock. Spares every request but a token's first the HMAC (WebCrypto, on the thread
 * pool), which was the largest cost of a cached lookup. Revocation is the session's business
 * (SessionCache), not the token's.
 */
export function createAccessTokenVerifier(secret: Uint8Array): (token: string) => Promise<AccessClaims & { expiresAt: Date }> {
  const verified = new LRUCache<string, AccessClaims & { expiresAt: Date }>({ max: MAX_VERIFIED_TOKENS });
  return async (token) => {
    const known = verified.get(token);
    if (!known) {
      const claims = await verifyAccessToken(secret, token);
      verified.set(token, claims);
      return claims;
    }
    // jose's rule: a token is good while the current second is before exp.
    if (known.expiresAt.getTime() <= Date.now()) {
      verified.delete(token);
      throw new Error('token expired');
    }
    return known;
  };
}

/**
 * Like verifyAccessToken but accepts a token past its expiry: signing out with an expired token
 * must still end its session. The signature, issuer and type are still checked; whether the
 * session itself is live is the caller's check. Never for a refresh: an expired token renews nothing.
 */
export async function verifyAccessTokenAllowExpired(secret: Uint8Array, token: string): Promise<AccessClaims & { expiresAt: Date }> {
  // jose compares exp with currentDate only; the epoch makes every expiry lie in the future.
  const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(0) });
  return accessClaims(payload);
}

function accessClaims(payload: JWTPayload): AccessClaims & { expiresAt: Date } {
  if (payload.typ !== 'access' || typeof payload.sid !== 'string' || !payload.sub || !payload.exp) {
    throw new Error('not an access token');
  }
  const userId = Number(payload.sub);
  if (!Number.isInteger(userId)) throw new Error('bad subject');
  return { userId, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
}
