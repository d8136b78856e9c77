import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { lazyDialog } from '../../components/ui/lazy-dialog';
import { isPortalPath, MAX_REQUEST_URL } from './app-links';
import './favorites.css';

/**
 * The name form and react-aria's modal code (about 20 KiB compressed, and a locale lookup when it
 * is evaluated) load when the pointer or focus reaches the button, not with the report: the
 * checkpoint and dealer survey screens then start without them.
 */
const loadDialog = () => import('./save-favorite-dialog').then((module) => module.SaveFavoriteDialog);
const SaveFavoriteDialog = lazyDialog(loadDialog, (props) => props.isOpen);

/** "Save as favorite": names the current report URL (path and query) and saves it. */
export function SaveFavoriteButton({ requestUrl, defaultName }: { requestUrl: string; defaultName: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const tooLong = requestUrl.length > MAX_REQUEST_URL || !isPortalPath(requestUrl);
  const preload = () => void loadDialog().catch(() => undefined);

  return (
    <>
      <Button
        variant="secondary"
        isDisabled={tooLong}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onPress={() => {
          setSaved(false);
          setOpen(true);
        }}
      >
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
      <SaveFavoriteDialog
        isOpen={open}
        requestUrl={requestUrl}
        defaultName={defaultName}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setSaved(true);
          setOpen(false);
        }}
      />
    </>
  );
}
