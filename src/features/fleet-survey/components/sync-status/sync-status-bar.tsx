import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import { checkServerNow, useConnection, useFieldSync, useSyncStatus, useWaitingChanges } from '../../state';
import { useNow } from '../shared/use-now';
import type { ChangesView } from './attention-panel';
import { SyncAge } from './sync-age';
import { SyncNotices } from './sync-notices';
import { megabytes, percent, syncHeadline, type SyncHeadline } from './status-text';
import './sync-status.css';

const ChangesPanel = lazyDialog(() => import('./attention-panel').then((module) => module.ChangesPanel), (props) => props.view !== null);

/**
 * The survey module's sync indicator, at the top of every field page: online, offline or online
 * with a server that does not answer, what is still on this device only, when the last sync
 * succeeded, and what needs the technician.
 */
export function SyncStatusBar() {
  const { t } = useLingui();
  const status = useSyncStatus();
  const engine = useFieldSync()?.engine ?? null;
  const connection = useConnection();
  const online = connection === 'online';
  const now = useNow();
  const [panel, setPanel] = useState<ChangesView | null>(null);
  const changes = useWaitingChanges(panel !== null);
  const headline = syncHeadline({ ...status, online, unreachable: connection === 'unreachable' });
  const { replay } = status;

  const headlines: Record<SyncHeadline, string> = {
    unavailable: t`Offline storage unavailable`,
    'storage-full': t`Storage full`,
    'sign-in': t`Sign in to send changes`,
    attention: t`Changes need attention`,
    sending: t`Sending changes…`,
    offline: t`Offline`,
    unreachable: t`The server cannot be reached; trying again`,
    unsent: t`Changes waiting to be sent`,
    synced: t`All changes sent`,
  };

  return (
    <section className="sync-bar" data-headline={headline} data-online={online ? 'true' : 'false'} data-connection={connection} data-unsent-changes={status.unsentChanges} aria-label={t`Sync status`}>
      <div className="sync-bar-row">
        <div className="sync-bar-summary" role="status" aria-live="polite" aria-atomic="true">
          <span className="sync-chip" data-tone={online ? 'ok' : 'warning'}>
            <span className="sync-dot" aria-hidden="true" />
            {online ? <Trans>Online</Trans> : connection === 'unreachable' ? <Trans>Server unreachable</Trans> : <Trans>Offline</Trans>}
          </span>
          <strong className="sync-headline">{headlines[headline]}</strong>
          <span className="sync-count" data-testid="sync-unsent">
            <Plural value={status.unsentChanges} _0="No unsent changes" one="# unsent change" other="# unsent changes" />
          </span>
          {status.unsentPhotos > 0 && (
            <span className="sync-count">
              <Plural value={status.unsentPhotos} one="# photo" other="# photos" /> ({megabytes(status.unsentPhotoBytes)} MB)
            </span>
          )}
          <SyncAge at={status.lastSyncAt} now={now} />
        </div>
        <div className="sync-bar-actions">
          {status.unsentChanges > 0 && (
            <Button data-action="show-waiting" variant="secondary" onPress={() => setPanel('waiting')}>
              <Trans>Show waiting changes</Trans>
            </Button>
          )}
          {status.attention.length > 0 && (
            <Button variant="secondary" className="sync-attention-button" onPress={() => setPanel('attention')}>
              <Plural value={status.attention.length} one="# needs attention" other="# need attention" />
            </Button>
          )}
          <Button
            data-action="sync-now"
            variant="secondary"
            onPress={() => {
              checkServerNow();
              void engine?.replayNow();
            }}
            // A silent server is worth asking again by hand; only a device without network is not.
            isDisabled={connection === 'offline' || !engine || replay.running}
            aria-describedby={connection === 'offline' ? 'sync-now-offline' : undefined}
          >
            {replay.running ? <Trans>Syncing…</Trans> : <Trans>Sync now</Trans>}
          </Button>
          {connection === 'offline' && (
            <span id="sync-now-offline" className="visually-hidden">
              <Trans>Sync is possible once the device is online.</Trans>
            </span>
          )}
        </div>
      </div>
      {replay.running && replay.total > 0 && (
        <div className="sync-progress">
          <progress max={100} value={percent(replay.done, replay.total)} aria-label={t`Sending changes`} />
          <span>
            <Trans>
              {replay.done} of {replay.total} sent
            </Trans>
            {replay.photos.totalBytes > 0 && (
              <>
                {' · '}
                <Trans>
                  photos {megabytes(replay.photos.sentBytes)} of {megabytes(replay.photos.totalBytes)} MB
                </Trans>
              </>
            )}
          </span>
        </div>
      )}
      <SyncNotices status={status} headline={headline} />
      <ChangesPanel view={panel} onClose={() => setPanel(null)} changes={changes} engine={engine} />
    </section>
  );
}
