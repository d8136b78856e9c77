import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../../../components/ui/button';
import type { SyncEngine, WaitingChange } from '../../sync';
import { LoadingState } from '../shared/states';
import { AttentionItemCard } from './attention-item';

export type ChangesView = 'attention' | 'waiting';

const NEEDS_USER: ReadonlySet<WaitingChange['status']> = new Set(['failed', 'conflict', 'auth']);

/**
 * The changes still on this device: every one in the order it will be sent ("waiting"), or
 * those that stopped and need the technician ("attention"), each with its unit and tire, since
 * when it waits, its last error, and retry or discard.
 */
export function ChangesPanel({ view, onClose, changes, engine }: { view: ChangesView | null; onClose: () => void; changes: WaitingChange[] | undefined; engine: SyncEngine | null }) {
  const { t } = useLingui();
  const items = view === 'attention' ? changes?.filter((change) => NEEDS_USER.has(change.status)) : changes;
  const title = view === 'attention' ? t`Changes needing attention` : t`Changes waiting to be sent`;
  return (
    <ModalOverlay className="dialog-overlay" isOpen={view !== null} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="dialog-modal sync-attention-modal">
        <Dialog className="dialog" aria-label={title} data-view={view ?? undefined}>
          <div className="dialog-header">
            <Heading slot="title" className="dialog-title">
              {title}
            </Heading>
          </div>
          <div className="dialog-body">
            {items === undefined ? (
              <LoadingState />
            ) : items.length === 0 || !engine ? (
              <p>{view === 'attention' ? <Trans>Nothing needs your attention now.</Trans> : <Trans>Every change has been sent.</Trans>}</p>
            ) : (
              <ul className="sync-attention-list">
                {items.map((item) => (
                  <AttentionItemCard key={item.id} item={item} engine={engine} />
                ))}
              </ul>
            )}
          </div>
          <div className="dialog-actions">
            <Button variant="secondary" onPress={onClose} autoFocus>
              <Trans>Close</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
