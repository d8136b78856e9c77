/** Spec 1 §9: how often the session's expiry is checked. */
export const SESSION_CHECK_INTERVAL_MS = 15_000;

/** The timeout moment is user_token_expire_time, in milliseconds (spec 1 §4). */
export function isSessionExpired(user: { user_token_expire_time: number } | null | undefined, now: number): boolean {
  return Boolean(user) && now >= user!.user_token_expire_time;
}

export type SessionCheck = 'none' | 'show-popup' | 'show-popup-and-refresh';

/**
 * What one periodic check does: nothing while the token is valid; once it has expired the
 * session-timeout popup shows, and a refresh is tried once per expired token, so a failed
 * refresh leaves the popup up instead of retrying every 15 seconds.
 */
export function decideSessionCheck(
  user: { user_token_expire_time: number; token: string } | null | undefined,
  now: number,
  refreshTriedForToken: string | null,
): SessionCheck {
  if (!user || !isSessionExpired(user, now)) return 'none';
  return refreshTriedForToken === user.token ? 'show-popup' : 'show-popup-and-refresh';
}
