import { useEffect } from 'react';
import { SESSION_CHECK_INTERVAL_MS } from './session-expiry';
import { checkSessionExpiry } from './session-timeout';

/** Runs the session check every 15 seconds while the app is open. */
export function useSessionTimeout(): void {
  useEffect(() => {
    const timer = window.setInterval(() => void checkSessionExpiry(), SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
}
