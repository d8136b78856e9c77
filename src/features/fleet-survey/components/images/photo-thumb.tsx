import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../../components/ui/button';
import type { ImageRecord } from '../../data';
import { useImageBlob } from '../../api/inspection';
import { useOnline } from '../../state';
import { uploadState, type UploadProgress } from './upload-state';
import { useObjectUrl } from './use-object-url';

/**
 * One photo: the device's copy while it waits to be sent; once sent (and its bytes freed on the
 * device) the server's copy when there is signal, else a placeholder that says it is sent.
 */
export function PhotoThumb({ image, upload, onDelete }: { image: ImageRecord; upload: UploadProgress | null; onDelete: (() => void) | null }) {
  const { t } = useLingui();
  const online = useOnline();
  const remote = useImageBlob(image.blob ? null : image.storageId, online);
  const url = useObjectUrl(image.blob ?? remote.data ?? null);
  const state = uploadState(image, upload);
  const percent = state.kind === 'uploading' ? state.percent : 0;
  const stateText =
    state.kind === 'waiting' ? t`Waiting to send` : state.kind === 'uploading' ? t`Sending ${percent}%` : state.kind === 'sent' ? t`Sent` : t`Not sent: needs attention`;

  return (
    <figure className="fsi-photo-thumb" data-upload={state.kind} data-photo-id={image.localId}>
      {url ? (
        <img src={url} alt={t`Photo ${image.fileName}`} loading="lazy" />
      ) : (
        <div className="fsi-photo-placeholder" aria-hidden="true">
          🖼
        </div>
      )}
      <figcaption>
        <span className="fsi-photo-state">
          <span className="fsi-photo-state-glyph" aria-hidden="true">
            {state.kind === 'sent' ? '✓' : state.kind === 'failed' ? '!' : '↑'}
          </span>
          {stateText}
        </span>
        {state.kind === 'uploading' && <progress max={100} value={percent} aria-label={t`Upload progress`} />}
      </figcaption>
      {onDelete && (
        <Button variant="secondary" className="fsi-photo-delete" onPress={onDelete} aria-label={t`Delete photo ${image.fileName}`}>
          ✕
        </Button>
      )}
    </figure>
  );
}
