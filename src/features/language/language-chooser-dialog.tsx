import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { activateLocale } from './activate-locale';
import { LanguageChooserPanel } from './language-chooser-panel';
import type { LanguageOption } from './language-list';

export interface LanguageChooserDialogProps {
  list: readonly LanguageOption[];
  currentLocale: string;
  onClose(): void;
}

/**
 * The chooser's modal, loaded on the first opening: the dialog machinery is not needed to show
 * the header, so it stays out of the JavaScript every page starts with.
 */
export default function LanguageChooserDialog({ list, currentLocale, onClose }: LanguageChooserDialogProps) {
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="language-chooser__overlay">
      <Modal className="language-chooser__modal">
        <Dialog className="language-chooser__dialog">
          <LanguageChooserPanel
            list={list}
            currentLocale={currentLocale}
            onApply={async (chosen) => {
              await activateLocale(chosen);
              onClose();
            }}
            onClose={onClose}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
