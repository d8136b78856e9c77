import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../../../components/ui/button';
import type { SyncEngine, WaitingChange } from '../../sync';
import { useSyncStatus } from '../../state';
import { LoadingState } from '../shared/states';
import { useNow } from '../shared/use-now';
import { ChangeGroupItem } from './change-group';
import { groupChanges, NEEDS_USER, oldestChange, workAtRisk } from './change-groups';
import { ageOf } from './status-text';

export type ChangesView = 'attention' | 'waiting';

/**
 * The changes still on this device, grouped by survey and unit, the longest waiting first:
 * every one ("waiting"), or those that stopped and need the technician ("attention", opened
 * on them). It opens at its top with the heading focused, says how long the oldest change has
 * waited, and warns when that work may be cleared by the browser.
 */
export function ChangesPanel({ view, onClose, changes, engine }: { view: ChangesView | null; onClose: () => void; changes: WaitingChange[] | undefined; engine: SyncEngine | null }) {
  const { t } = useLingui();
  const now = useNow();
  const { persisted } = useSyncStatus();
  const heading = useRef<HTMLHeadingElement>(null);
  const items = view === 'attention' ? changes?.filter((change) => NEEDS_USER.has(change.status)) : changes;
  const title = view === 'attention' ? t`Changes needing attention` : t`Changes waiting to be sent`;
  const groups = items ? groupChanges(items) : [];
  const oldest = changes ? oldestChange(changes) : null;

  // The list opens where it starts, on its title, whatever its length.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <ModalOverlay className="dialog-overlay" isOpen={view !== null} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="dialog-modal sync-attention-modal">
        <Dialog className="dialog" aria-label={title} data-view={view ?? undefined}>
          <div className="dialog-header">
            <Heading slot="title" className="dialog-title" ref={heading} tabIndex={-1}>
              {title}
            </Heading>
          </div>
          <div className="dialog-body">
            {items === undefined ? (
              <LoadingState />
            ) : items.length === 0 || !engine ? (
              <p>{view === 'attention' ? <Trans>Nothing needs your attention now.</Trans> : <Trans>Every change has been sent.</Trans>}</p>
            ) : (
              <>
                <OldestAge oldest={oldest} now={now} />
                {workAtRisk(oldest, now, persisted) && (
                  <p className="sync-notice sync-storage-risk" data-tone="error" role="alert">
                    <Trans>
                      These changes are kept only in this browser, which may clear them: they have waited more than a day and its storage is not persistent. Open the
                      app with a connection so they are sent, and install it to the home screen so the browser keeps its data.
                    </Trans>
                  </p>
                )}
                <ul className="sync-change-groups">
                  {groups.map((group) => (
                    <ChangeGroupItem key={group.key} group={group} engine={engine} initiallyOpen={view === 'attention' || groups.length === 1} />
                  ))}
                </ul>
              </>
            )}
          </div>
          <div className="dialog-actions">
            <Button variant="secondary" onPress={onClose}>
              <Trans>Close</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** "The oldest change has waited 3 hours." */
function OldestAge({ oldest, now }: { oldest: number | null; now: number }) {
  const age = ageOf(oldest, now);
  return (
    <p className="sync-oldest" data-age-unit={age.unit} data-age={'count' in age ? age.count : 0}>
      {age.unit === 'now' && <Trans>The oldest change was made just now.</Trans>}
      {age.unit === 'minutes' && <Plural value={age.count} one="The oldest change has waited # minute." other="The oldest change has waited # minutes." />}
      {age.unit === 'hours' && <Plural value={age.count} one="The oldest change has waited # hour." other="The oldest change has waited # hours." />}
      {age.unit === 'days' && <Plural value={age.count} one="The oldest change has waited # day." other="The oldest change has waited # days." />}
    </p>
  );
}
