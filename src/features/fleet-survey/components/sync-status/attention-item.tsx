import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import type { SyncEngine, WaitingChange } from '../../sync';
import { ConflictView } from './conflict-view';
import { OP_LABELS } from './op-labels';

type Busy = null | 'retry' | 'discard' | 'mine' | 'theirs';

/** One queued change: what it is and what it is about, since when it waits, why it stopped, and the ways out. */
export function AttentionItemCard({ item, engine }: { item: WaitingChange; engine: SyncEngine }) {
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

  const statusTexts: Record<WaitingChange['status'], string> = {
    conflict: t`Changed on the server meanwhile`,
    auth: t`Waiting for sign-in`,
    failed: t`Refused by the server`,
    pending: item.attempts > 0 ? t`Will be tried again` : t`Waiting to be sent`,
    sending: t`Being sent`,
    blocked: t`Waiting for an earlier change`,
  };
  const needsUser = item.status === 'conflict' || item.status === 'auth' || item.status === 'failed';
  const unitNumber = item.unitNumber;
  const tirePosition = item.tirePosition;
  const headingId = `attention-${item.id}`;

  return (
    <li className="sync-attention-item" aria-labelledby={headingId} data-status={item.status} data-op={item.op}>
      <div className="sync-attention-head">
        <h3 id={headingId}>{i18n._(OP_LABELS[item.op])}</h3>
        <span className="sync-chip" data-tone={!needsUser ? 'ok' : item.status === 'auth' ? 'warning' : 'error'}>
          {statusTexts[item.status]}
        </span>
      </div>
      {(unitNumber || tirePosition) && (
        <p className="sync-attention-subject" data-unit={unitNumber ?? undefined} data-tire={tirePosition ?? undefined}>
          {unitNumber && tirePosition ? <Trans>Unit {unitNumber}, tire {tirePosition}</Trans> : unitNumber ? <Trans>Unit {unitNumber}</Trans> : <Trans>Tire {tirePosition}</Trans>}
        </p>
      )}
      {(needsUser || item.lastError) && (
        <p className="sync-attention-message">
          {item.lastError ? <Trans>Last error: {item.lastError}</Trans> : t`No message from the server.`}
          {item.httpStatus ? <span className="sync-attention-code"> (HTTP {item.httpStatus})</span> : null}
        </p>
      )}
      <p className="sync-attention-time">
        <Trans>Waiting since {i18n.date(new Date(item.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
      </p>
      {item.status === 'conflict' && item.conflict && <ConflictView local={item.conflict.local} server={item.conflict.server} />}
      {item.status === 'sending' ? null : confirmDiscard ? (
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
