import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../../../components/ui/button';
import { stepIndex, type GalleryItem } from './gallery-items';
import { GalleryImage } from './gallery-image';

/**
 * One photo at full size. Left and right arrows (keys or buttons) move through the photos,
 * wrapping at the ends; Escape closes and focus goes back to the thumbnail.
 */
export function Lightbox({ items, index, onIndex, onClose }: { items: GalleryItem[]; index: number | null; onIndex: (index: number) => void; onClose: () => void }) {
  const { t } = useLingui();
  const item = index === null ? null : items[index];
  const count = items.length;
  const position = (index ?? 0) + 1;
  const step = (by: 1 | -1) => index !== null && onIndex(stepIndex(index, by, count));
  // The arrow keys work wherever focus is inside the open lightbox (the dialog itself included).
  useEffect(() => {
    if (index === null || count === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      onIndex(stepIndex(index, event.key === 'ArrowRight' ? 1 : -1, count));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndex]);
  return (
    <ModalOverlay className="dialog-overlay fsi-lightbox-overlay" isOpen={item !== null && item !== undefined} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="fsi-lightbox">
        <Dialog className="fsi-lightbox-dialog">
          <div className="fsi-lightbox-head">
            <Heading slot="title" className="fsi-lightbox-title">
              {t`Photo ${position} of ${count}`}
            </Heading>
            <Button variant="secondary" onPress={onClose} aria-label={t`Close`}>
              ✕
            </Button>
          </div>
          {item && <GalleryImage item={item} className="fsi-lightbox-image" alt={t`Photo ${position} of ${count}`} />}
          <div className="fsi-lightbox-nav">
            <Button variant="secondary" onPress={() => step(-1)} isDisabled={count < 2}>
              {t`← Previous`}
            </Button>
            <Button variant="secondary" onPress={() => step(1)} isDisabled={count < 2}>
              {t`Next →`}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
