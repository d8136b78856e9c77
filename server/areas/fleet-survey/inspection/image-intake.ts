import type { FastifyRequest } from 'fastify';
import { BlobTooLargeError, type BlobStore } from '../../../files/blob-store';
import { NotAnImageError, putImage, type StoredImage } from '../../../files/image-upload';
import { MAX_IMAGE_BYTES } from '../../../files/image-type';
import { HttpError } from '../../../plugins/error-handler';
import { fieldError } from './access';

export const FILE_FIELD = 'file';

export interface ReceivedImage {
  blob: StoredImage;
  fileName: string | null;
  fields: Record<string, string>;
}

const MAX_FILE_NAME = 255;

function refusal(error: unknown): unknown {
  if (error instanceof NotAnImageError) return new HttpError(415, error.message, [{ field: 'body.file', message: error.message }]);
  const tooLarge = error instanceof BlobTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
  if (tooLarge) {
    const message = `Images are limited to ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
    return new HttpError(413, message, [{ field: 'body.file', message }]);
  }
  return error;
}

/**
 * Reads a multipart upload: the one image in the field "file" goes to the blob store (type
 * by magic bytes, size limited) while the text fields are collected. Anything refused leaves
 * no blob behind.
 */
export async function receiveImage(request: FastifyRequest, store: BlobStore): Promise<ReceivedImage> {
  if (!request.isMultipart()) throw fieldError(FILE_FIELD, 'Send the image as multipart/form-data in the field "file"');
  let received: Omit<ReceivedImage, 'fields'> | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== FILE_FIELD || received) {
        part.file.resume();
        throw fieldError(part.fieldname, 'Send one image, in the field "file"');
      }
      const blob = await putImage(store, part.file);
      received = { blob, fileName: part.filename ? part.filename.slice(0, MAX_FILE_NAME) : null };
    }
  } catch (error) {
    if (received) await store.delete(received.blob.storageId);
    throw refusal(error);
  }
  if (!received) throw fieldError(FILE_FIELD, 'An image is required');
  return { ...received, fields };
}
