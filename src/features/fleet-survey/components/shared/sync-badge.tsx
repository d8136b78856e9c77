import { Trans } from '@lingui/react/macro';
import type { PendingMarker } from './list-merge';

/** The marker on a list row whose changes are still on this device only. */
export function SyncBadge({ marker }: { marker: PendingMarker }) {
  if (!marker) return null;
  return (
    <span className="fs-badge" data-tone={marker === 'unsent' ? 'warning' : 'error'}>
      {marker === 'unsent' && <Trans>Not yet sent</Trans>}
      {marker === 'attention' && <Trans>Needs attention</Trans>}
      {marker === 'not_synced' && <Trans>On this device only</Trans>}
    </span>
  );
}
