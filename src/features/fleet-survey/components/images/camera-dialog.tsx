import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../../../components/ui/button';
import { cameraProblem, openCamera, type CameraProblem } from '../vin-scan/barcode-reader';
import './camera.css';

type CameraState = { kind: 'starting' } | { kind: 'ready' } | { kind: 'problem'; problem: CameraProblem };

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
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>({ kind: 'starting' });
  const [shooting, setShooting] = useState(false);

  useEffect(() => {
    let stopped = false;
    const stop = () => {
      stopped = true;
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
    };
    void (async () => {
      try {
        const opened = await openCamera();
        if (stopped) return opened.getTracks().forEach((track) => track.stop());
        stream.current = opened;
        const element = video.current!;
        element.srcObject = opened;
        await element.play().catch(() => undefined);
        if (!stopped) setState({ kind: 'ready' });
      } catch (error) {
        if (!stopped) setState({ kind: 'problem', problem: cameraProblem(error) });
      }
    })();
    return stop;
  }, []);

  const shoot = async () => {
    const element = video.current;
    if (!element || shooting || element.videoWidth === 0) return;
    setShooting(true);
    try {
      const photo = await grabFrame(element);
      stream.current?.getTracks().forEach((track) => track.stop());
      onShot(photo);
    } catch {
      setShooting(false);
      setState({ kind: 'problem', problem: 'failed' });
    }
  };

  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="dialog-modal fs-wide-dialog">
        <Dialog className="dialog fs-camera" aria-label={t`Take photo`}>
          <Heading slot="title" className="dialog-title">
            <Trans>Take photo</Trans>
          </Heading>
          <div className="fs-camera-view" data-state={state.kind}>
            <video ref={video} className="fs-camera-video" muted playsInline aria-label={t`Camera view`} />
          </div>
          {state.kind === 'starting' && (
            <p className="fs-note" role="status">
              <Trans>Starting the camera…</Trans>
            </p>
          )}
          {state.kind === 'problem' && (
            <p className="fs-note" data-tone="warning" role="alert" data-camera={state.problem}>
              {state.problem === 'no_camera' && <Trans>This device has no camera the app can use. Use the camera app instead.</Trans>}
              {state.problem === 'denied' && <Trans>The camera permission was refused. Allow the camera for this site in the browser's settings, or use the camera app.</Trans>}
              {state.problem === 'failed' && <Trans>The camera could not start. Close any other app using it and try again, or use the camera app.</Trans>}
            </p>
          )}
          <div className="dialog-actions">
            <Button variant="secondary" onPress={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            {state.kind === 'problem' ? (
              <Button onPress={onCameraApp} autoFocus>
                <Trans>Use the camera app</Trans>
              </Button>
            ) : (
              <Button data-action="shutter" onPress={() => void shoot()} isDisabled={state.kind !== 'ready' || shooting} autoFocus>
                <Trans>Shutter: save photo</Trans>
              </Button>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
