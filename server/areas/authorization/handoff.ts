import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { consumeHandoff, insertHandoff } from './repository';

/** Long enough for the browser to follow the redirect and the portal to exchange the ticket. */
export const HANDOFF_TTL_MS = 2 * 60_000;

const ISSUER = 'fleet-tire-portal';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Issues the single-use ticket the membership page puts into ?user=. The row makes it single
 * use; the signature makes it unguessable, so a row id alone is worth nothing. The ticket names
 * only its row: it travels in a URL, so it carries nothing about the user.
 */
export async function issueHandoff(db: Db, config: Config, userId: number, now = new Date()): Promise<string> {
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + HANDOFF_TTL_MS);
  await insertHandoff(db, { id, userId, expiresAt }, now);
  return new SignJWT({ typ: 'handoff' })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(id)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(config.tokenSecret);
}

/**
 * Uses a ticket up and names its user; null for a bad signature, another kind of token, or a
 * ticket that is used or expired. The row's expiry decides; the token's own expiry is a
 * second fence at the same moment.
 */
export async function acceptHandoff(db: Db, config: Config, ticket: string, now = new Date()): Promise<number | null> {
  let jti: string | undefined;
  try {
    const { payload } = await jwtVerify(ticket, config.tokenSecret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    if (payload.typ !== 'handoff') return null;
    jti = payload.jti;
  } catch {
    return null;
  }
  return jti && UUID.test(jti) ? consumeHandoff(db, jti, now) : null;
}
