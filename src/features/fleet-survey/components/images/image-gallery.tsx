import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import type { Gallery } from './use-gallery';
import { GalleryImage } from './gallery-image';

import '../shared/inspection.css';
import './images.css';

const Lightbox = lazyDialog(() => import('./lightbox').then((module) => module.Lightbox), (props) => props.index !== null);

/** A grid of photos opening a lightbox; works from the device's photos when offline. */
export function ImageGallery({ gallery }: { gallery: Gallery }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const { items } = gallery;
  return (
    <section className="fsi-gallery" aria-busy={gallery.loading}>
      {gallery.fromDeviceOnly && items !== undefined && (
        <p className="fsi-gallery-note" role="status">
          {gallery.failed ? t`The server did not answer; showing the photos kept on this device.` : t`Offline: showing the photos kept on this device.`}
        </p>
      )}
      {items === undefined || (gallery.loading && items.length === 0) ? (
        <p role="status">{t`Loading photos…`}</p>
      ) : items.length === 0 ? (
        <p className="fsi-empty-note">{t`No photos.`}</p>
      ) : (
        <ul className="fsi-gallery-grid">
          {items.map((item, index) => {
            const number = index + 1;
            return (
              <li key={item.key}>
                <button type="button" className="fsi-gallery-thumb" onClick={() => setOpen(index)} aria-label={t`Open photo ${number}`}>
                  <GalleryImage item={item} alt="" className="fsi-gallery-thumb-image" />
                  {item.isTirePhoto && <span className="fsi-gallery-tag">{t`Tire`}</span>}
                  {item.unsent && <span className="fsi-gallery-tag fsi-gallery-tag-unsent">{t`Not sent yet`}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {items && <Lightbox items={items} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </section>
  );
}
