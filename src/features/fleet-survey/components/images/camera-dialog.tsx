import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CameraProblem } from '../../../../components/shared/camera';
import { CameraView } from '../../../../components/shared/camera-view';
import { useCamera } from '../../../../components/shared/use-camera';
import { Button } from '../../../../components/ui/button';

export interface CameraDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The shot, as the camera gave it (the caller downscales it); the camera is already off. */
  onShot: (photo: File) => void;
  /** The camera cannot run here: take the photo with the device's camera app instead. */
  onCameraApp: () => void;
}

/** Draws the video's current frame as a JPEG file. */
function grabFrame(video: HTMLVideoElement): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')!.drawImage(video, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(new File([blob], `photo-${Date.now()}.jpg`, { type: 'image/jpeg' })) : reject(new Error('No picture'))), 'image/jpeg', 0.92),
  );
}

/**
 * The in-app camera: a viewfinder and a shutter that saves the shot at once, so a photo is
 * "Take photo" and the shutter, without the camera app's own confirm step. The camera runs only
 * while the dialog is open.
 */
export function CameraDialog({ isOpen, onClose, onShot, onCameraApp }: CameraDialogProps) {
  const { t } = useLingui();
  const { videoRef, status, stop } = useCamera();
  const [shooting, setShooting] = useState(false);
  const [shotFailed, setShotFailed] = useState(false);
  const problem: CameraProblem | null = shotFailed ? 'failed' : status.kind === 'problem' ? status.problem : null;
  const viewState = problem ? 'problem' : status.kind === 'live' ? 'ready' : 'starting';

  const shoot = async () => {
    const element = videoRef.current;
    if (!element || shooting || element.videoWidth === 0) return;
    setShooting(true);
    try {
      const photo = await grabFrame(element);
      stop();
      onShot(photo);
    } catch {
      setShooting(false);
      setShotFailed(true);
    }
  };

  return (
    <CameraView isOpen={isOpen} onClose={onClose} title={t`Take photo`} videoRef={videoRef} className="fs-camera" viewState={viewState}>
      {viewState === 'starting' && (
        <p className="fs-note" role="status">
          <Trans>Starting the camera…</Trans>
        </p>
      )}
      {problem && (
        <p className="fs-note" data-tone="warning" role="alert" data-camera={problem}>
          {problem === 'no_camera' && <Trans>This device has no camera the app can use. Use the camera app instead.</Trans>}
          {problem === 'denied' && <Trans>The camera permission was refused. Allow the camera for this site in the browser's settings, or use the camera app.</Trans>}
          {problem === 'failed' && <Trans>The camera could not start. Close any other app using it and try again, or use the camera app.</Trans>}
        </p>
      )}
      <div className="dialog-actions">
        <Button variant="secondary" onPress={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        {problem ? (
          <Button onPress={onCameraApp} autoFocus>
            <Trans>Use the camera app</Trans>
          </Button>
        ) : (
          <Button data-action="shutter" onPress={() => void shoot()} isDisabled={viewState !== 'ready' || shooting} autoFocus>
            <Trans>Shutter: save photo</Trans>
          </Button>
        )}
      </div>
    </CameraView>
  );
}
