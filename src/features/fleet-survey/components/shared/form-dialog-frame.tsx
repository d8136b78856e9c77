import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../../../components/ui/button';
import './inspection.css';

export interface FormDialogProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/**
 * A modal for a form: focus moves in and returns, Escape and the close button leave without
 * saving, and a tap outside does nothing (a stray tap must not throw away a removal form).
 */
export function FormDialogFrame({ isOpen, title, onClose, children, wide }: FormDialogProps) {
  const { t } = useLingui();
  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable={false} isKeyboardDismissDisabled={false}>
      <Modal className={wide ? 'dialog-modal fsi-form-dialog fsi-form-dialog-wide' : 'dialog-modal fsi-form-dialog'}>
        <Dialog className="dialog">
          <div className="fsi-form-dialog-head">
            <Heading slot="title" className="dialog-title">
              {title}
            </Heading>
            <Button variant="secondary" onPress={onClose} aria-label={t`Close`}>
              ✕
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
