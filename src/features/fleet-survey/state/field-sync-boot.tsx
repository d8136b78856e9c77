import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { setBackgroundWakeUp, startFieldSync } from '../sync';
import { isAuthenticatedAtom, sessionAtom, store } from './app-links';
import { useRefreshAfterSync } from './use-refresh-after-sync';

/**
 * Mounted once by the root route. Opens the field database and starts the sync engine as soon
 * as a user is signed in, and resumes a queue stopped by a 401 whenever a (new) token arrives:
 * the replay sends the outbox with whoever is signed in now. After each replay that confirmed
 * changes, the survey module's server queries are read again. `requestWakeUp` is how the app
 * asks the browser to wake it when the network returns (Background Sync); changes left waiting
 * for the network call it.
 */
export function FieldSyncBoot({ requestWakeUp }: { requestWakeUp?: () => Promise<unknown> }) {
  const signedIn = useAtomValue(isAuthenticatedAtom, { store });
  const { token } = useAtomValue(sessionAtom, { store });
  const resumedFor = useRef<string | null>(null);
  useRefreshAfterSync();

  // Declared before the start below, so the engine has it from its first replay.
  useEffect(() => {
    if (requestWakeUp) setBackgroundWakeUp(requestWakeUp);
  }, [requestWakeUp]);

  useEffect(() => {
    if (!signedIn || !token || resumedFor.current === token) return;
    resumedFor.current = token;
    // Not cancelled on unmount: resuming is idempotent and must not be lost to a re-render.
    void startFieldSync().then(({ engine }) => engine?.resumeAfterSignIn());
  }, [signedIn, token]);

  return null;
}
