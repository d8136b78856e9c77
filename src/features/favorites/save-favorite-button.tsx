import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../components/ui/button';
import { useSaveFavorite } from './api';
import { errorMessage, isPortalPath, MAX_REQUEST_URL } from './app-links';

/** "Save as favorite": names the current report URL (path and query) and saves it. */
export function SaveFavoriteButton({ requestUrl, defaultName }: { requestUrl: string; defaultName: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveFavorite();
  const tooLong = requestUrl.length > MAX_REQUEST_URL || !isPortalPath(requestUrl);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ name: name.trim(), request_url: requestUrl });
      setSaved(true);
      setOpen(false);
    } catch (failure) {
      setError(await errorMessage(failure));
    }
  };

  return (
    <>
      <Button variant="secondary" isDisabled={tooLong} onPress={() => { setName(defaultName); setSaved(false); setOpen(true); }}>
        <Trans>Save as favorite</Trans>
      </Button>
      {/* The saved report is one click away: the list where it is opened again. */}
      <span role="status" className="favorite-saved">
        {saved ? (
          <>
            {t`Saved to favorites`} <Link to="/favorites">{t`Open your favorites`}</Link>
          </>
        ) : null}
      </span>
      <ModalOverlay className="dialog-overlay" isOpen={open} onOpenChange={setOpen} isDismissable>
        <Modal className="dialog-modal">
          <Dialog className="dialog">
            <form onSubmit={submit}>
              <Heading slot="title" className="dialog-title">
                <Trans>Save as favorite</Trans>
              </Heading>
              <div className="dialog-body">
                <label className="favorite-field">
                  <span><Trans>Name</Trans></span>
                  <input autoFocus required maxLength={100} className="field-input" value={name} onChange={(event) => setName(event.target.value)} />
                </label>
                {error ? <p role="alert" className="favorite-error">{error}</p> : null}
              </div>
              <div className="dialog-actions">
                <Button variant="secondary" onPress={() => setOpen(false)}>
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
    </>
  );
}
