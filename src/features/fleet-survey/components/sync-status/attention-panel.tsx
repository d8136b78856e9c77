import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../../../components/ui/button';
import type { AttentionItem, SyncEngine } from '../../sync';
import { AttentionItemCard } from './attention-item';

/** The changes that stopped, each with its message and what the technician can do about it. */
export function AttentionPanel({ isOpen, onClose, items, engine }: { isOpen: boolean; onClose: () => void; items: AttentionItem[]; engine: SyncEngine | null }) {
  const { t } = useLingui();
  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="dialog-modal sync-attention-modal">
        <Dialog className="dialog" aria-label={t`Changes needing attention`}>
          <div className="dialog-header">
            <Heading slot="title" className="dialog-title">
              <Trans>Changes needing attention</Trans>
            </Heading>
          </div>
          <div className="dialog-body">
            {items.length === 0 || !engine ? (
              <p>
                <Trans>Nothing needs your attention now.</Trans>
              </p>
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
