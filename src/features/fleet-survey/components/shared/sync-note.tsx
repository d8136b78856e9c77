import { useLingui } from '@lingui/react/macro';
import type { SyncState } from '../../data';
import './inspection.css';

/** Where a record stands: on the device only, on the server, or needing the technician. */
export function SyncNote({ state }: { state: SyncState }) {
  const { t } = useLingui();
  const text =
    state === 'synced'
      ? t`Sent`
      : state === 'unsent'
        ? t`Saved on this device, not sent yet`
        : state === 'attention'
          ? t`Not sent: needs your attention`
          : t`Not sent: the change was discarded`;
  return (
    <span className="fsi-sync-note" data-state={state}>
      <span className="fsi-sync-note-glyph" aria-hidden="true">
        {state === 'synced' ? '✓' : state === 'unsent' ? '↑' : '!'}
      </span>
      {text}
    </span>
  );
}
