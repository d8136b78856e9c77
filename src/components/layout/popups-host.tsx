import { useLingui } from '@lingui/react';
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { popupAtom, type PopupKind } from '../../lib/store';
import { clearLoaderQueues } from './loader-queues';
import { POPUP_CONTENT } from './popup-content';

/** Fetched once the app has started (`preloadPopupDialog`), so a popup never waits on the network. */
const loadDialog = () => import('../ui/dialog');
const AlertDialog = lazy(() => loadDialog().then((module) => ({ default: module.AlertDialog })));

/** Starts loading the dialog code after the first page is up: it is not needed to show that page. */
export function preloadPopupDialog(): void {
  void loadDialog().catch(() => undefined);
}

/**
 * Shows the one current popup. What closing leads to (logout, the home page) belongs to the
 * page that hosts it; the loader is cleared here because a server error ends all waiting.
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
    <Suspense fallback={null}>
      <AlertDialog isOpen title={_(content.title)} actionLabel={_(content.action)} onClose={close} tone={content.tone}>
        <p data-popup={popup}>{_(content.message)}</p>
      </AlertDialog>
    </Suspense>
  );
}
