import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { deleteImageLocally, type ImageRecord } from '../../data';
import { useFieldWrite, useSyncStatus } from '../../state';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useLocalImages } from '../shared/use-survey-data';
import { PhotoInput } from './photo-input';
import { PhotoThumb } from './photo-thumb';
import { TakePhotoButton } from './take-photo-button';
import { usePhotoSaver } from './use-photo-saver';
import '../shared/inspection.css';
import './images.css';

export interface PhotoStripProps {
  inspectionLocalId: string;
  /** A tire's photos (its reading's local id), or the unit's own when null. */
  tireLocalId: string | null;
  readOnly: boolean;
  title: string;
}

/**
 * Photos of a unit or a tire, taken with the in-app camera (or the camera app) or picked from
 * the library. Each is made smaller on the device, stored with its bytes, and uploaded by the
 * outbox; the strip shows every photo's upload state.
 */
export function PhotoStrip({ inspectionLocalId, tireLocalId, readOnly, title }: PhotoStripProps) {
  const { t } = useLingui();
  const images = useLocalImages(inspectionLocalId, tireLocalId);
  const { replay } = useSyncStatus();
  const write = useFieldWrite();
  const library = useRef<HTMLInputElement>(null);
  const [deleting, setDeleting] = useState<ImageRecord | null>(null);
  const { add, adding, error } = usePhotoSaver(inspectionLocalId, tireLocalId);
  const headingId = useId();

  return (
    <section className="fsi-photo-strip" aria-labelledby={headingId}>
      <div className="fsi-section-head">
        <h3 id={headingId} className="fsi-photo-strip-title">
          {title} <span className="fsi-count-badge">{images?.length ?? 0}</span>
        </h3>
        {!readOnly && (
          <div className="fsi-photo-actions">
            <TakePhotoButton onPhotos={(files) => void add(files)} />
            <Button variant="secondary" onPress={() => library.current?.click()}>
              {t`Choose photos`}
            </Button>
            <PhotoInput inputRef={library} source="library" onPhotos={(files) => void add(files)} />
          </div>
        )}
      </div>
      {error && (
        <p className="fsi-form-error" role="alert">
          {error}
        </p>
      )}
      {adding > 0 && <p role="status">{t`Preparing ${adding} photo(s)…`}</p>}
      {images && images.length === 0 && adding === 0 ? (
        <p className="fsi-empty-note">{readOnly ? t`No photos.` : t`No photos yet.`}</p>
      ) : (
        <ul className="fsi-photo-list">
          {(images ?? []).map((image) => (
            <li key={image.localId}>
              <PhotoThumb image={image} upload={replay.upload} onDelete={readOnly ? null : () => setDeleting(image)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t`Delete this photo?`}
        confirmLabel={t`Delete photo`}
        onClose={() => setDeleting(null)}
        onConfirm={() => write((db) => deleteImageLocally(db, deleting!.localId))}
      >
        <p>{deleting?.storageId ? t`The photo is deleted on the server too, once the device has signal.` : t`The photo has not been sent; it is deleted from this device.`}</p>
      </ConfirmDialog>
    </section>
  );
}
