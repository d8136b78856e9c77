import { SIGN_IN_STATUS } from '../../../contract/auth';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clearFailedAttempts, findSignInAccount, recordFailedAttempt } from './repository';

export type SignInOutcome =
  | { status: typeof SIGN_IN_STATUS.success; userId: number; language: string }
  | { status: typeof SIGN_IN_STATUS.locked }
  | { status: typeof SIGN_IN_STATUS.badCredentials };

/** Logins are lower-cased e-mail addresses; what the user typed is matched the same way. */
export const normalizeLogin = (email: string) => email.trim().toLowerCase();

let dummyHash: Promise<string> | null = null;

/**
 * An unknown e-mail is checked against a throwaway hash, so it costs as much time as a wrong
 * password for a real account and the answer time does not tell which accounts exist.
 */
function timingDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('no account has this password');
  return dummyHash;
}

/**
 * The sign-in rules shared by login_by_gy and the membership page: unknown e-mail and wrong
 * password give the same answer (3); a locked account answers 1 whatever the password and keeps
 * its count; LOGIN_MAX_FAILED_ATTEMPTS failures in a row lock it for LOGIN_LOCK_MINUTES, and the
 * attempt that reaches the limit already answers 1.
 */
export async function checkCredentials(db: Db, config: Config, email: string, password: string, now = new Date()): Promise<SignInOutcome> {
  const account = await findSignInAccount(db, normalizeLogin(email));
  if (!account) {
    await verifyPassword(await timingDummyHash(), password);
    return { status: SIGN_IN_STATUS.badCredentials };
  }
  if (account.lockedUntil && account.lockedUntil > now) return { status: SIGN_IN_STATUS.locked };

  if (await verifyPassword(account.passwordHash, password)) {
    const cleared = await clearFailedAttempts(db, account.id, now);
    return cleared ? { status: SIGN_IN_STATUS.success, userId: account.id, language: account.language } : { status: SIGN_IN_STATUS.locked };
  }
  const outcome = await recordFailedAttempt(db, account.id, now, config.LOGIN_MAX_FAILED_ATTEMPTS, config.LOGIN_LOCK_MINUTES);
  return outcome.lockedUntil && outcome.lockedUntil > now ? { status: SIGN_IN_STATUS.locked } : { status: SIGN_IN_STATUS.badCredentials };
}
