import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { cameraProblem, openCamera, type CameraProblem } from './camera';

export type CameraStatus = { kind: 'starting' } | { kind: 'live' } | { kind: 'problem'; problem: CameraProblem };

export interface Camera {
  /** For the `<video>` the stream plays in (CameraView renders it). */
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  /** Turns the camera off before the component goes (a shot taken, a VIN read). */
  stop: () => void;
}

/**
 * The camera while the component is mounted: opened on mount, playing in `videoRef`, turned off on
 * unmount, even when it opens only after the component has gone.
 */
export function useCamera(): Camera {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [status, setStatus] = useState<CameraStatus>({ kind: 'starting' });
  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  useEffect(() => {
    let unmounted = false;
    void (async () => {
      try {
        const opened = await openCamera();
        if (unmounted) return opened.getTracks().forEach((track) => track.stop());
        stream.current = opened;
        const element = videoRef.current!;
        element.srcObject = opened;
        await element.play().catch(() => undefined);
        if (!unmounted) setStatus({ kind: 'live' });
      } catch (error) {
        if (!unmounted) setStatus({ kind: 'problem', problem: cameraProblem(error) });
      }
    })();
    return () => {
      unmounted = true;
      stop();
    };
  }, [stop]);

  return { videoRef, status, stop };
}
