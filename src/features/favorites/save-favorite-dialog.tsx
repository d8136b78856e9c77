import { Trans } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { useSaveFavorite } from './api';
import { errorMessage } from './app-links';

export interface SaveFavoriteDialogProps {
  isOpen: boolean;
  requestUrl: string;
  defaultName: string;
  onClose: () => void;
  onSaved: () => void;
}

/** The name form of "Save as favorite": loaded when it first opens (see SaveFavoriteButton). */
export function SaveFavoriteDialog({ isOpen, requestUrl, defaultName, onClose, onSaved }: SaveFavoriteDialogProps) {
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveFavorite();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ name: name.trim(), request_url: requestUrl });
      onSaved();
    } catch (failure) {
      setError(await errorMessage(failure));
    }
  };

  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="dialog-modal">
        <Dialog className="dialog">
          <form onSubmit={submit}>
            <Heading slot="title" className="dialog-title">
              <Trans>Save as favorite</Trans>
            </Heading>
            <div className="dialog-body">
              <label className="favorite-field">
                <span>
                  <Trans>Name</Trans>
                </span>
                <input autoFocus required maxLength={100} className="field-input" value={name} onChange={(event) => setName(event.target.value)} />
              </label>
              {error ? (
                <p role="alert" className="favorite-error">
                  {error}
                </p>
              ) : null}
            </div>
            <div className="dialog-actions">
              <Button variant="secondary" onPress={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" isDisabled={!name.trim() || save.isPending}>
                <Trans>Save</Trans>
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
