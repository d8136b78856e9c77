import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { FormDialog } from './form-dialog';
import { useWriteError } from './write-error';

/** Asks before something that cannot be taken back on the device (delete, undo). */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const { error, report, clear } = useWriteError();
  const confirm = async () => {
    setBusy(true);
    clear();
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      report(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog isOpen={isOpen} title={title} onClose={onClose}>
      <div className="dialog-body">{children}</div>
      {error && (
        <p className="fsi-form-error" role="alert">
          {error}
        </p>
      )}
      <div className="dialog-actions fsi-form-actions">
        <Button variant="secondary" onPress={onClose} isDisabled={busy}>
          {t`Cancel`}
        </Button>
        <Button onPress={() => void confirm()} isDisabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </FormDialog>
  );
}
