/** Spec 1 §9: how often the session's expiry is checked. */
export const SESSION_CHECK_INTERVAL_MS = 15_000;

/** The timeout moment is user_token_expire_time, in milliseconds (spec 1 §4). */
export function isSessionExpired(user: { user_token_expire_time: number } | null | undefined, now: number): boolean {
  return Boolean(user) && now >= user!.user_token_expire_time;
}

/**
 * How long before its expiry a token is renewed. The server renews only a token that has not
 * expired, so a client in use renews ahead, and several checks fall in this window, so one
 * missed (no network for a moment, a throttled background tab) is tried again.
 */
export const REFRESH_AHEAD_MS = 120_000;

export type SessionCheck = 'none' | 'refresh' | 'show-popup' | 'show-popup-and-refresh';

/**
 * What one periodic check does: nothing while the token is valid; a silent refresh in its last
 * REFRESH_AHEAD_MS; once it has expired the session-timeout popup shows (a sign-in is needed:
 * an expired token renews nothing), and a refresh is tried once per expired token as the spec
 * asks, so a failed refresh leaves the popup up instead of retrying every 15 seconds. Without
 * network an expired token waits: the device works offline, its changes stay in the outbox,
 * and the popup (then the sign-in) comes once the network is back.
 */
export function decideSessionCheck(
  user: { user_token_expire_time: number; token: string } | null | undefined,
  now: number,
  refreshTriedForToken: string | null,
  online = true,
): SessionCheck {
  if (!user || !online) return 'none';
  if (!isSessionExpired(user, now)) return now >= user.user_token_expire_time - REFRESH_AHEAD_MS ? 'refresh' : 'none';
  return refreshTriedForToken === user.token ? 'show-popup' : 'show-popup-and-refresh';
}
