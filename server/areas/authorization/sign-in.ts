import { SIGN_IN_STATUS } from '../../../contract/auth';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clearFailedAttempts, findSignInAccount, findSignInLock, recordFailedAttempt } from './repository';

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
 * The sign-in rules shared by login_by_gy and the membership page. Failures are counted per
 * typed address and client address, whether or not an account has that address, so an unknown
 * address answers exactly as a known one at every attempt: 3 for a wrong password, and 1 (locked)
 * from the attempt that reaches LOGIN_MAX_FAILED_ATTEMPTS in a row until LOGIN_LOCK_MINUTES have
 * passed, whatever the password. The lock holds for that client address only, so nobody can
 * lock a user out from elsewhere; guessing from many addresses is slowed by the per-address rate
 * limit instead.
 */
export async function checkCredentials(
  db: Db,
  config: Config,
  email: string,
  password: string,
  clientAddress: string,
  now = new Date(),
): Promise<SignInOutcome> {
  const attempt = { login: normalizeLogin(email), clientAddress };
  if (await findSignInLock(db, attempt, now)) return { status: SIGN_IN_STATUS.locked };
  const account = await findSignInAccount(db, attempt.login);
  // An unknown address is checked against a throwaway hash, so it costs the same time.
  const right = await verifyPassword(account?.passwordHash ?? (await timingDummyHash()), password);
  if (account && right) {
    const cleared = await clearFailedAttempts(db, attempt, now);
    return cleared ? { status: SIGN_IN_STATUS.success, userId: account.id, language: account.language } : { status: SIGN_IN_STATUS.locked };
  }
  const outcome = await recordFailedAttempt(db, attempt, now, config.LOGIN_MAX_FAILED_ATTEMPTS, config.LOGIN_LOCK_MINUTES);
  return outcome.lockedUntil && outcome.lockedUntil > now ? { status: SIGN_IN_STATUS.locked } : { status: SIGN_IN_STATUS.badCredentials };
}
