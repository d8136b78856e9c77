import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { CameraProblem } from '../../../../components/shared/camera';
import { CameraView } from '../../../../components/shared/camera-view';
import { useCamera } from '../../../../components/shared/use-camera';
import { Button } from '../../../../components/ui/button';
import { vinInBarcodes } from '../../vin/vin';
import { vinBarcodeReader } from './barcode-reader';
import './vin-scan.css';

/** How often a camera frame is read: fast enough to feel instant, light on a tablet's CPU. */
const READ_INTERVAL_MS = 200;
/** After this long without any barcode in view, the technician gets a hint. */
const NO_BARCODE_HINT_MS = 8_000;

type ScanState = { kind: 'starting' } | { kind: 'scanning'; hint: 'none' | 'no_barcode' | 'not_vin' } | { kind: 'problem'; problem: CameraProblem | 'reader' };
/** The reader's own part, once the camera is live: loading, looking, or it could not load. */
type ReaderState = { kind: 'loading' } | { kind: 'scanning'; hint: 'none' | 'no_barcode' | 'not_vin' } | { kind: 'failed' };

export interface VinScanDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** A valid VIN (check digit verified) was read; the camera is already off. */
  onVin: (vin: string) => void;
}

/**
 * The camera view that reads a VIN barcode (door jamb or trailer plate). The camera runs only
 * while the dialog is open; the first barcode holding a valid VIN closes it.
 */
export function VinScanDialog({ isOpen, onClose, onVin }: VinScanDialogProps) {
  const { t } = useLingui();
  const { videoRef, status: camera, stop: stopCamera } = useCamera();
  const live = camera.kind === 'live';
  const [reader, setReader] = useState<ReaderState>({ kind: 'loading' });
  const onVinRef = useRef(onVin);
  useEffect(() => {
    onVinRef.current = onVin;
  }, [onVin]);

  useEffect(() => {
    if (!live) return;
    const element = videoRef.current!;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      let detector;
      try {
        detector = await vinBarcodeReader();
      } catch {
        if (stopped) return;
        setReader({ kind: 'failed' });
        return stopCamera();
      }
      if (stopped) return;
      setReader({ kind: 'scanning', hint: 'none' });
      const started = Date.now();
      const read = async () => {
        if (stopped) return;
        if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const barcodes = await detector.detect(element).catch(() => []);
          if (stopped) return;
          const vin = vinInBarcodes(barcodes.map((barcode) => barcode.rawValue));
          if (vin) {
            stopped = true;
            stopCamera();
            onVinRef.current(vin);
            return;
          }
          if (barcodes.length > 0) setReader({ kind: 'scanning', hint: 'not_vin' });
          else if (Date.now() - started > NO_BARCODE_HINT_MS) setReader((s) => (s.kind === 'scanning' && s.hint === 'not_vin' ? s : { kind: 'scanning', hint: 'no_barcode' }));
        }
        timer = setTimeout(() => void read(), READ_INTERVAL_MS);
      };
      void read();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [live, videoRef, stopCamera]);

  const state: ScanState =
    camera.kind === 'problem'
      ? camera
      : reader.kind === 'failed'
        ? { kind: 'problem', problem: 'reader' }
        : reader.kind === 'scanning'
          ? reader
          : { kind: 'starting' };

  return (
    <CameraView
      isOpen={isOpen}
      onClose={onClose}
      title={t`Scan VIN`}
      videoRef={videoRef}
      className="vin-scan"
      viewState={state.kind}
      intro={
        <p className="fs-muted">
          <Trans>Aim the camera at the VIN barcode on the door jamb or the trailer's plate.</Trans>
        </p>
      }
    >
      <ScanMessage state={state} />
      <div className="dialog-actions">
        <Button variant="secondary" onPress={onClose} autoFocus>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </CameraView>
  );
}

function ScanMessage({ state }: { state: ScanState }) {
  if (state.kind === 'starting') {
    return (
      <p className="fs-note" role="status" data-scan="starting">
        <Trans>Starting the camera…</Trans>
      </p>
    );
  }
  if (state.kind === 'scanning') {
    return (
      <p className="fs-note" role="status" data-scan={state.hint}>
        {state.hint === 'none' && <Trans>Looking for a VIN barcode…</Trans>}
        {state.hint === 'no_barcode' && <Trans>No barcode found yet. Hold the tablet a hand's width or two from the label, in good light.</Trans>}
        {state.hint === 'not_vin' && <Trans>A barcode was read, but it holds no valid VIN. Aim at the VIN barcode.</Trans>}
      </p>
    );
  }
  return (
    <p className="fs-note" data-tone="warning" role="alert" data-scan={state.problem}>
      {state.problem === 'no_camera' && <Trans>This device has no camera the app can use. Type the VIN in the unit form instead.</Trans>}
      {state.problem === 'denied' && <Trans>The camera permission was refused. Allow the camera for this site in the browser's settings, or type the VIN.</Trans>}
      {state.problem === 'failed' && <Trans>The camera could not start. Close any other app using it and try again.</Trans>}
      {state.problem === 'reader' && <Trans>The barcode reader could not load. Reload the app once with signal, or type the VIN.</Trans>}
    </p>
  );
}
