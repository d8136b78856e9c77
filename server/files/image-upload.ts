import type { Readable } from 'node:stream';
import type { BlobStore, StoredBlob } from './blob-store';
import { detectImageType, IMAGE_HEAD_BYTES, MAX_IMAGE_BYTES, type ImageContentType } from './image-type';

export interface StoredImage extends StoredBlob {
  contentType: ImageContentType;
}

export class NotAnImageError extends Error {
  constructor() {
    super('Only JPEG, PNG, WebP or HEIC images can be uploaded');
  }
}

/**
 * Stores an image: its type comes from its first bytes, and anything that is not one of the
 * allowed images, or is over the size limit, is refused before a byte of it is kept.
 */
export async function putImage(store: BlobStore, input: Readable | Buffer, maxBytes = MAX_IMAGE_BYTES): Promise<StoredImage> {
  const seen: { type: ImageContentType | null } = { type: null };
  const blob = await store.put(input, {
    maxBytes,
    headBytes: IMAGE_HEAD_BYTES,
    inspectHead(head) {
      seen.type = detectImageType(head);
      if (!seen.type) throw new NotAnImageError();
    },
  });
  if (!seen.type) {
    // Unreachable while the head check runs on every blob; kept so no unchecked blob survives.
    await store.delete(blob.storageId);
    throw new NotAnImageError();
  }
  return { ...blob, contentType: seen.type };
}
