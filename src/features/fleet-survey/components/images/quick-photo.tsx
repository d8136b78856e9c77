import { useLingui } from '@lingui/react/macro';
import { useSyncStatus } from '../../state';
import { useLocalImages } from '../shared/use-survey-data';
import { PhotoThumb } from './photo-thumb';
import { TakePhotoButton } from './take-photo-button';
import { usePhotoSaver } from './use-photo-saver';
import './images.css';

/**
 * "Take photo" in the tablet's reading panel, where the tire's full photo strip stays folded
 * away with wear and details: a photo is this button and the camera's shutter. The tire's
 * photos show beside it (deleting one is in the full strip).
 */
export function QuickPhoto({ inspectionLocalId, tireLocalId }: { inspectionLocalId: string; tireLocalId: string }) {
  const { t } = useLingui();
  const images = useLocalImages(inspectionLocalId, tireLocalId);
  const { replay } = useSyncStatus();
  const { add, adding, error } = usePhotoSaver(inspectionLocalId, tireLocalId);
  return (
    <div className="fsi-quick-photo" role="group" aria-label={t`Tire photos`}>
      <TakePhotoButton onPhotos={(files) => void add(files)} />
      {adding > 0 && <p role="status">{t`Preparing ${adding} photo(s)…`}</p>}
      {error && (
        <p className="fsi-form-error" role="alert">
          {error}
        </p>
      )}
      {images && images.length > 0 && (
        <ul className="fsi-photo-list">
          {images.map((image) => (
            <li key={image.localId}>
              <PhotoThumb image={image} upload={replay.upload} onDelete={null} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
