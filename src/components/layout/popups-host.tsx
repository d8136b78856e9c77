import { useLingui } from '@lingui/react';
import { useAtom } from 'jotai';
import { popupAtom, type PopupKind } from '../../lib/store';
import { AlertDialog } from '../ui/dialog';
import { clearLoaderQueues } from './loader-queues';
import { POPUP_CONTENT } from './popup-content';

/**
 * Shows the one current popup. Its dialog ships with the app's entry (the browser's own
 * `<dialog>`, a few hundred bytes), so a popup never waits on the network, even offline. What
 * closing leads to (logout, the home page) belongs to the page that hosts it; the loader is
 * cleared here because a server error ends all waiting.
 */
export function PopupsHost({ onClosed }: { onClosed: (kind: PopupKind) => void }) {
  const { _ } = useLingui();
  const [popup, setPopup] = useAtom(popupAtom);
  const close = () => {
    if (!popup) return;
    setPopup(null);
    if (popup === 'server-error') clearLoaderQueues();
    onClosed(popup);
  };

  if (popup === null) return null;
  const content = POPUP_CONTENT[popup];
  return (
    <AlertDialog isOpen title={_(content.title)} actionLabel={_(content.action)} onClose={close} tone={content.tone}>
      <p data-popup={popup}>{_(content.message)}</p>
    </AlertDialog>
  );
}
