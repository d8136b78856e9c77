import { SignJWT, jwtVerify } from 'jose';

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
  if (payload.typ !== 'access' || typeof payload.sid !== 'string' || !payload.sub || !payload.exp) {
    throw new Error('not an access token');
  }
  const userId = Number(payload.sub);
  if (!Number.isInteger(userId)) throw new Error('bad subject');
  return { userId, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
}
