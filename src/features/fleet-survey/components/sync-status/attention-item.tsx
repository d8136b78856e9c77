import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import type { SyncEngine } from '../../sync';
import type { AttentionItem } from '../../sync';
import { ConflictView } from './conflict-view';
import { OP_LABELS } from './op-labels';

type Busy = null | 'retry' | 'discard' | 'mine' | 'theirs';

/** One change that needs the technician: what it was, why it stopped, and the ways out. */
export function AttentionItemCard({ item, engine }: { item: AttentionItem; engine: SyncEngine }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<unknown>) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const statusText = item.status === 'conflict' ? t`Changed on the server meanwhile` : item.status === 'auth' ? t`Waiting for sign-in` : t`Refused by the server`;
  const headingId = `attention-${item.id}`;

  return (
    <li className="sync-attention-item" aria-labelledby={headingId} data-status={item.status}>
      <div className="sync-attention-head">
        <h3 id={headingId}>{i18n._(OP_LABELS[item.op])}</h3>
        <span className="sync-chip" data-tone={item.status === 'auth' ? 'warning' : 'error'}>
          {statusText}
        </span>
      </div>
      <p className="sync-attention-message">
        {item.message ?? t`No message from the server.`}
        {item.httpStatus ? <span className="sync-attention-code"> (HTTP {item.httpStatus})</span> : null}
      </p>
      <p className="sync-attention-time">
        <Trans>Made on this device {i18n.date(new Date(item.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
      </p>
      {item.status === 'conflict' && item.conflict && <ConflictView local={item.conflict.local} server={item.conflict.server} />}
      {confirmDiscard ? (
        <div className="sync-attention-confirm" role="group" aria-label={t`Confirm discard`}>
          <p>
            <Trans>Discard this change? It stays on this device only, and changes that depend on it are discarded too.</Trans>
          </p>
          <div className="sync-attention-actions">
            <Button variant="secondary" onPress={() => setConfirmDiscard(false)} isDisabled={busy !== null}>
              <Trans>Keep it</Trans>
            </Button>
            <Button data-action="confirm-discard" className="button-danger" onPress={() => run('discard', () => engine.discardEntry(item.id))} isDisabled={busy !== null}>
              <Trans>Discard change</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="sync-attention-actions">
          {item.status === 'conflict' && item.conflict ? (
            <>
              <Button data-action="keep-mine" onPress={() => run('mine', () => engine.resolveConflict(item.id, 'mine'))} isDisabled={busy !== null}>
                <Trans>Keep mine</Trans>
              </Button>
              <Button data-action="use-server" variant="secondary" onPress={() => run('theirs', () => engine.resolveConflict(item.id, 'theirs'))} isDisabled={busy !== null}>
                <Trans>Use server's</Trans>
              </Button>
            </>
          ) : (
            <Button data-action="retry" onPress={() => run('retry', () => engine.retryEntry(item.id))} isDisabled={busy !== null}>
              <Trans>Retry</Trans>
            </Button>
          )}
          <Button data-action="discard" variant="secondary" onPress={() => setConfirmDiscard(true)} isDisabled={busy !== null}>
            <Trans>Discard</Trans>
          </Button>
        </div>
      )}
      {error && (
        <p className="sync-attention-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
