import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SyncStatus } from '../../state';
import type { SyncHeadline } from './status-text';

/** Longer messages for states where the technician must act or know a risk. */
export function SyncNotices({ status, headline }: { status: SyncStatus; headline: SyncHeadline }) {
  const notices: { key: string; tone: 'error' | 'warning'; text: ReactNode }[] = [];
  if (headline === 'unavailable') {
    notices.push({
      key: 'unavailable',
      tone: 'error',
      text: <Trans>This browser does not allow offline storage (private mode or blocked). Changes cannot be kept without signal; work only while online.</Trans>,
    });
  }
  if (headline === 'storage-full') {
    notices.push({
      key: 'full',
      tone: 'error',
      text: <Trans>This device is out of storage. Sync your changes and remove photos you no longer need, then try again. Nothing already saved was lost.</Trans>,
    });
  }
  if (status.needsSignIn) {
    notices.push({
      key: 'sign-in',
      tone: 'warning',
      text: <Trans>Your session ended, so sending stopped. Log out and sign in again; your unsent changes stay on this device and are sent afterwards.</Trans>,
    });
  }
  if (status.storage === 'indexeddb' && status.persisted === false && status.unsentChanges + status.unsentPhotos > 0) {
    notices.push({
      key: 'persist',
      tone: 'warning',
      text: <Trans>The browser may clear offline data when the device runs low on space. Sync as soon as you have signal.</Trans>,
    });
  }
  if (status.replay.error && headline !== 'storage-full') {
    notices.push({ key: 'error', tone: 'error', text: status.replay.error });
  }
  if (notices.length === 0) return null;
  return (
    <ul className="sync-notices">
      {notices.map((n) => (
        <li key={n.key} className="sync-notice" data-tone={n.tone}>
          {n.text}
        </li>
      ))}
    </ul>
  );
}
