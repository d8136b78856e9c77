import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import { PhotoInput } from './photo-input';

/** The viewfinder loads when first opened, not with the inspection screen. */
const CameraDialog = lazyDialog(() => import('./camera-dialog').then((module) => module.CameraDialog), (props) => props.isOpen);

/**
 * "Take photo": the in-app camera where the browser offers one (the shutter saves the shot),
 * else the file input that opens the device's camera app.
 */
export function TakePhotoButton({ onPhotos }: { onPhotos: (files: File[]) => void }) {
  const { t } = useLingui();
  const cameraApp = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const inApp = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

  return (
    <>
      <Button variant="secondary" data-action="take-photo" onPress={() => (inApp ? setOpen(true) : cameraApp.current?.click())}>
        {t`Take photo`}
      </Button>
      <PhotoInput inputRef={cameraApp} source="camera" onPhotos={onPhotos} />
      <CameraDialog
        isOpen={open}
        onClose={() => setOpen(false)}
        onShot={(photo) => {
          setOpen(false);
          onPhotos([photo]);
        }}
        onCameraApp={() => {
          setOpen(false);
          cameraApp.current?.click();
        }}
      />
    </>
  );
}
