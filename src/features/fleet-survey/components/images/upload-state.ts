import type { ImageRecord } from '../../data';

export type UploadState = { kind: 'waiting' } | { kind: 'uploading'; percent: number } | { kind: 'sent' } | { kind: 'failed' };

export interface UploadProgress {
  imageLocalId: string;
  sentBytes: number;
  totalBytes: number;
}

/** A photo's upload as the technician sees it: waiting, x % on the wire, sent, or needing help. */
export function uploadState(image: Pick<ImageRecord, 'localId' | 'status' | 'syncState' | 'storageId'>, upload: UploadProgress | null): UploadState {
  if (image.status === 'failed' || image.syncState === 'attention') return { kind: 'failed' };
  if (image.storageId !== null && image.status === 'uploaded') return { kind: 'sent' };
  if (upload && upload.imageLocalId === image.localId) {
    const percent = upload.totalBytes > 0 ? Math.min(99, Math.floor((upload.sentBytes / upload.totalBytes) * 100)) : 0;
    return { kind: 'uploading', percent };
  }
  if (image.status === 'uploading') return { kind: 'uploading', percent: 0 };
  return { kind: 'waiting' };
}
