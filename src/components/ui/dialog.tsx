import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';

export interface AlertDialogProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  actionLabel: string;
  /** Called for the action button and for Escape: every way out of the dialog is one "close". */
  onClose: () => void;
  tone?: 'info' | 'warning' | 'error';
}

/**
 * A modal alert on react-aria: focus moves in and stays in, Escape closes, the title labels it,
 * and focus returns to where it was.
 */
export function AlertDialog({ isOpen, title, children, actionLabel, onClose, tone = 'info' }: AlertDialogProps) {
  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable={false}>
      <Modal className="dialog-modal" data-tone={tone}>
        <Dialog role="alertdialog" className="dialog">
          <div className="dialog-header">
            <DialogIcon tone={tone} />
            <Heading slot="title" className="dialog-title">
              {title}
            </Heading>
          </div>
          <div className="dialog-body">{children}</div>
          <div className="dialog-actions">
            <Button autoFocus onPress={onClose}>
              {actionLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function DialogIcon({ tone }: { tone: AlertDialogProps['tone'] }) {
  const path =
    tone === 'info'
      ? 'M12 7.5v.01M12 11v6'
      : tone === 'warning'
        ? 'M12 8v5M12 16.5v.01'
        : 'M9 9l6 6M15 9l-6 6';
  return (
    <svg className="dialog-icon" aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
