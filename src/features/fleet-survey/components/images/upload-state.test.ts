import { describe, expect, it } from 'vitest';
import { uploadState } from './upload-state';

const image = { localId: 'a', status: 'pending' as const, syncState: 'unsent' as const, storageId: null };

describe('uploadState', () => {
  it('waits until the engine sends the photo', () => {
    expect(uploadState(image, null)).toEqual({ kind: 'waiting' });
    expect(uploadState(image, { imageLocalId: 'other', sentBytes: 5, totalBytes: 10 })).toEqual({ kind: 'waiting' });
  });

  it('shows the share sent while this photo is on the wire, never 100 before the answer', () => {
    expect(uploadState({ ...image, status: 'uploading' }, { imageLocalId: 'a', sentBytes: 512, totalBytes: 1024 })).toEqual({ kind: 'uploading', percent: 50 });
    expect(uploadState({ ...image, status: 'uploading' }, { imageLocalId: 'a', sentBytes: 1024, totalBytes: 1024 })).toEqual({ kind: 'uploading', percent: 99 });
    expect(uploadState({ ...image, status: 'uploading' }, null)).toEqual({ kind: 'uploading', percent: 0 });
  });

  it('is sent once the server named the photo, and failed when it refused it', () => {
    expect(uploadState({ ...image, status: 'uploaded', syncState: 'synced', storageId: 'x' }, null)).toEqual({ kind: 'sent' });
    expect(uploadState({ ...image, status: 'failed' }, null)).toEqual({ kind: 'failed' });
  });
});
