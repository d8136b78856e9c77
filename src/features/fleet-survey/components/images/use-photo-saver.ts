import { useState } from 'react';
import { addImageLocally } from '../../data';
import { useFieldWrite } from '../../state';
import { useWriteError } from '../shared/write-error';

/**
 * Saves photos of a unit or a tire on the device: each is made smaller first (the downscaler
 * loads with the first photo, from the service worker's cache offline), stored with its bytes,
 * and queued for upload. `adding` counts those still being prepared.
 */
export function usePhotoSaver(inspectionLocalId: string, tireLocalId: string | null) {
  const write = useFieldWrite();
  const [adding, setAdding] = useState(0);
  const { error, report, clear } = useWriteError();

  const add = async (files: readonly File[]) => {
    if (files.length === 0) return;
    clear();
    setAdding((n) => n + files.length);
    for (const file of files) {
      try {
        const { downscaleImage } = await import('./downscale');
        const photo = await downscaleImage(file);
        await write((db) => addImageLocally(db, photo, { ownerKind: tireLocalId ? 'tire' : 'unit', inspectionLocalId, tireLocalId, fileName: photo.name || undefined }));
      } catch (failure) {
        report(failure);
      } finally {
        setAdding((n) => n - 1);
      }
    }
  };
  return { add, adding, error };
}
