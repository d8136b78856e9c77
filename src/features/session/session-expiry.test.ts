import { describe, expect, it } from 'vitest';
import { decideSessionCheck, isSessionExpired, REFRESH_AHEAD_MS, SESSION_CHECK_INTERVAL_MS } from './session-expiry';

const user = { user_token_expire_time: 1_000_000, token: 'token-1' };

describe('session expiry', () => {
  it('checks every 15 seconds', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(15_000);
  });

  it('expires at the expiry moment, not before', () => {
    expect(isSessionExpired(user, 999_999)).toBe(false);
    expect(isSessionExpired(user, 1_000_000)).toBe(true);
    expect(isSessionExpired(null, 5_000_000)).toBe(false);
  });

  it('does nothing while valid or signed out', () => {
    expect(decideSessionCheck(user, 10, null)).toBe('none');
    expect(decideSessionCheck(user, 1_000_000 - REFRESH_AHEAD_MS - 1, null)).toBe('none');
    expect(decideSessionCheck(null, 2_000_000, null)).toBe('none');
  });

  it('renews a token silently in its last minutes, at every check, since an expired one cannot be renewed', () => {
    expect(REFRESH_AHEAD_MS).toBeGreaterThanOrEqual(4 * SESSION_CHECK_INTERVAL_MS);
    expect(decideSessionCheck(user, 1_000_000 - REFRESH_AHEAD_MS, null)).toBe('refresh');
    expect(decideSessionCheck(user, 999_999, 'token-1')).toBe('refresh');
  });

  it('waits without network: the device works offline and asks for a sign-in once back', () => {
    expect(decideSessionCheck(user, 1_000_001, null, false)).toBe('none');
    expect(decideSessionCheck(user, 999_999, null, false)).toBe('none');
    expect(decideSessionCheck(user, 1_000_001, null, true)).toBe('show-popup-and-refresh');
  });

  it('shows the popup and refreshes once per expired token', () => {
    expect(decideSessionCheck(user, 1_000_001, null)).toBe('show-popup-and-refresh');
    expect(decideSessionCheck(user, 1_015_001, 'token-1')).toBe('show-popup');
    expect(decideSessionCheck({ ...user, token: 'token-2' }, 1_030_001, 'token-1')).toBe('show-popup-and-refresh');
  });
});
