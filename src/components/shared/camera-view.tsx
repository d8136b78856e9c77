import { useLingui } from '@lingui/react/macro';
import type { ReactNode, RefObject } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './camera-view.css';

export interface CameraViewProps {
  isOpen: boolean;
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** The `video` of useCamera: the viewfinder plays its stream. */
  videoRef: RefObject<HTMLVideoElement | null>;
  /** On the dialog: the caller's styles (the viewfinder's shape, guides). */
  className: string;
  /** On the viewfinder as data-state, for guides that show only while looking. */
  viewState: string;
  /** Above the viewfinder: what to aim at. */
  intro?: ReactNode;
  /** Below the viewfinder: the status line and the dialog's actions. */
  children: ReactNode;
}

/** A camera dialog: title, the live viewfinder of a camera (useCamera), and the caller's status and actions. */
export function CameraView({ isOpen, onClose, title, videoRef, className, viewState, intro, children }: CameraViewProps) {
  const { t } = useLingui();
  return (
    <ModalOverlay className="dialog-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="dialog-modal camera-view-modal">
        <Dialog className={`dialog ${className}`} aria-label={title}>
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          {intro}
          <div className="camera-view" data-state={viewState}>
            <video ref={videoRef} className="camera-view-video" muted playsInline aria-label={t`Camera view`} />
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
