import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
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
 * A modal alert on the browser's own `<dialog>`: `showModal()` puts it in the top layer and
 * makes the rest of the page inert, so focus moves in and stays in; Escape closes it; the title
 * labels it; focus returns to where it was. Built on the element rather than react-aria's modal
 * so the popups host ships with the app's entry: every screen hosts popups, and loading and
 * evaluating react-aria's overlay code (with its locale lookup) cost each report screen about
 * 60 ms of main thread right after its first paint.
 */
export function AlertDialog({ isOpen, title, children, actionLabel, onClose, tone = 'info' }: AlertDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = ref.current;
    if (!isOpen || !dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let closedHere = false;
    // Escape: the browser cancels, then closes. Both end in the one "close"; a browser that skips
    // the cancel (a second Escape without a click between) still closes, and that is caught too.
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    const onNativeClose = () => {
      if (!closedHere) close();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('.dialog-actions button')?.focus();
    return () => {
      closedHere = true;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [isOpen]);

  if (!isOpen) return null;
  return (
    <dialog ref={ref} role="alertdialog" aria-labelledby={titleId} className="dialog-modal dialog-native" data-tone={tone} onKeyDown={keepTabInside}>
      <div className="dialog">
        <div className="dialog-header">
          <DialogIcon tone={tone} />
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
        </div>
        <div className="dialog-body">{children}</div>
        <div className="dialog-actions">
          <Button onPress={onClose}>{actionLabel}</Button>
        </div>
      </div>
    </dialog>
  );
}

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round the dialog's own controls: the page behind is inert, and without this
 * the browser would move focus out to its own toolbar past the last one.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || !event.currentTarget.contains(active) : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
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
