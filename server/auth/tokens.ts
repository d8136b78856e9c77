import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

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

/** Throws on a bad signature, a wrong type or an expired token. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims & { expiresAt: Date }> {
  const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
  return accessClaims(payload);
}

/**
 * Like verifyAccessToken but accepts a token past its expiry: a session refresh needs to know
 * which session an expired token belongs to. The signature, issuer and type are still checked;
 * whether the session itself is live is the caller's check.
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
