import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { authSessions, passwordResetTokens, users } from '../../db/schema';
import { queueMail } from '../../mail/mail-queue';
import { HttpError } from '../../plugins/error-handler';
import { mailTexts } from './mail-texts';

/** A forgotten-password link works for one hour, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** At most this many links per account an hour, so the form cannot flood someone's mailbox. */
export const RESET_LINKS_PER_HOUR = 3;
export const RESET_PATH = '/reset-password';
export const LINK_NOT_VALID = 'This link has expired or was already used. Please ask for a new one.';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function resetLink(origin: string, token: string, language: string): string {
  return `${origin}${RESET_PATH}?${new URLSearchParams({ token, lang: language }).toString()}`;
}

/** A new single-use token of a user, written in the caller's transaction; answers the token itself (only its hash is kept). */
export async function issueResetToken(tx: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordResetTokens).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) });
  return token;
}

/**
 * The forgotten-password mail of an address, queued in one transaction with its token; null when
 * no active account has the address or it already had RESET_LINKS_PER_HOUR links this hour. The
 * caller answers the same either way.
 */
export async function queueResetMail(db: Db, login: string, origin: string, language: string, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(and(eq(users.login, login), eq(users.isActive, true)));
    if (!user) return null;
    const since = new Date(now.getTime() - RESET_TOKEN_TTL_MS);
    const [recent] = await tx.select({ n: count() }).from(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, since)));
    if ((recent?.n ?? 0) >= RESET_LINKS_PER_HOUR) return null;
    const token = await issueResetToken(tx, user.id, now);
    const texts = mailTexts(language);
    const link = resetLink(origin, token, language);
    const { id } = await queueMail(tx, { to: user.email, subject: texts.resetSubject, text: `${texts.resetBody}\n\n${link}\n\n${texts.resetIgnore}\n` }, `password reset ${user.id}`);
    return id;
  });
}

/**
 * Sets the password a link was sent for. The token is spent in the same statement that checks it,
 * so of two uses only one succeeds; the account's open sessions end with the old password, and
 * every process hears so when it commits (the users trigger of migration 0026 notifies). Answers
 * the user's id, so the caller can drop its own cached sessions without waiting for the echo.
 */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new HttpError(400, LINK_NOT_VALID, [{ field: 'body.token', message: LINK_NOT_VALID }]);
    const [user] = await tx.update(users).set({ passwordHash }).where(and(eq(users.id, spent.userId), eq(users.isActive, true))).returning({ id: users.id });
    if (!user) throw new HttpError(400, LINK_NOT_VALID, [{ field: 'body.token', message: LINK_NOT_VALID }]);
    // Other links of the account stop working too: the newest password is the one that counts.
    await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.update(authSessions).set({ revokedAt: now }).where(and(eq(authSessions.userId, user.id), isNull(authSessions.revokedAt)));
    return user.id;
  });
}
