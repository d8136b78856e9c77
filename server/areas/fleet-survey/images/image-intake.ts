import type { FastifyReply, FastifyRequest } from 'fastify';
import { BlobTooLargeError, type BlobStore } from '../../../files/blob-store';
import { NotAnImageError, putImage, type StoredImage } from '../../../files/image-upload';
import { MAX_IMAGE_BYTES } from '../../../files/image-type';
import { readMultipart, type MultipartLimits } from '../../../files/multipart-upload';
import { HttpError } from '../../../plugins/error-handler';
import { fieldError } from '../survey-access';

export const FILE_FIELD = 'file';

export interface ReceivedImage {
  blob: StoredImage;
  fileName: string | null;
  fields: Record<string, string>;
}

const MAX_FILE_NAME = 255;
/** One image per request: a second file is let through only to be refused by name, and the blob store enforces the exact size limit, naming the field. */
const IMAGE_LIMITS: MultipartLimits = { fileSize: MAX_IMAGE_BYTES + 1, files: 2, fields: 10, fieldSize: 1000, parts: 12 };

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
 * by magic bytes, size limited) while the text fields are collected. `beforeFile` sees the
 * fields sent before the file and may refuse the upload before a byte of it is stored (the
 * scope check). A stalled, cut or malformed body is a 400 (readMultipart). Anything refused
 * leaves no blob behind.
 */
export async function receiveImage(
  request: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  beforeFile: (fields: Record<string, string>) => Promise<void> = async () => undefined,
): Promise<ReceivedImage> {
  let received: Omit<ReceivedImage, 'fields'> | null = null;
  const fields: Record<string, string> = {};
  try {
    await readMultipart(request, reply, { limits: IMAGE_LIMITS, notMultipart: fieldError(FILE_FIELD, 'Send the image as multipart/form-data in the field "file"') }, async (part, watch) => {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        return;
      }
      if (part.fieldname !== FILE_FIELD || received) throw fieldError(part.fieldname, 'Send one image, in the field "file"');
      await beforeFile(fields);
      const blob = await watch.settle(() => putImage(store, part.file), (stored) => store.delete(stored.storageId));
      received = { blob, fileName: part.filename ? part.filename.slice(0, MAX_FILE_NAME) : null };
    });
  } catch (error) {
    if (received) await store.delete((received as Omit<ReceivedImage, 'fields'>).blob.storageId);
    throw refusal(error);
  }
  if (!received) throw fieldError(FILE_FIELD, 'An image is required');
  return { ...(received as Omit<ReceivedImage, 'fields'>), fields };
}
