import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../../contract/common';
import {
  clientId as clientIdSchema,
  deleteImageQuery,
  imageList,
  imageParams,
  imageUploadResponse,
  operationStatus,
  tireImageFields,
  unitImageParams,
} from '../../../../contract/fleet-survey/inspection';
import type { BlobStore } from '../../../files/blob-store';
import { HttpError } from '../../../plugins/error-handler';
import { IDEMPOTENCY_HEADER } from '../../../plugins/idempotency';
import { firstInputRuleIssue } from '../../../plugins/input-rules';
import { getScope } from '../../../tenancy';
import { fieldError, requireInspection } from '../survey-access';
import { IMAGE_NOT_FOUND, inspectionImages, scopedImage } from './image-repository';
import { receiveImage, type ReceivedImage } from './image-intake';
import { addImage, deleteImage } from './image-service';
import { failures, scopedWrite, tags, writeFailures } from '../route-schema';

const clientFields = z.object({ client_id: clientIdSchema.optional() });
const uploadSchema = { tags, consumes: ['multipart/form-data'], response: { 200: imageUploadResponse, ...writeFailures } };

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const broken = firstInputRuleIssue(schema, fields);
  if (broken) throw fieldError(broken.field, broken.message);
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw fieldError(issue.path.join('.'), issue.message);
}

/**
 * Photos of units and tires. The bytes go to the blob store first; the row is written under
 * the Idempotency-Key, and a replay, which answers with the first upload's row, discards the
 * bytes it just stored.
 */
export function imageRoutes(store: BlobStore) {
  return async (app: FastifyInstance): Promise<void> => {
    // Limits are given per request (image-intake.ts).
    await app.register(multipart);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const db = app.db;

    async function storeUpload(request: FastifyRequest, reply: FastifyReply, image: ReceivedImage, target: { unitInspectionId: number; tireId: number | null }) {
      try {
        const clientId = parseFields(clientFields, image.fields).client_id ?? null;
        // The tablet's photo id stands in for a missing Idempotency-Key: a re-sent photo is stored once.
        if (clientId && request.headers[IDEMPOTENCY_HEADER] === undefined) request.headers[IDEMPOTENCY_HEADER] = clientId;
        // The key's fingerprint then covers the fields and the file's digest, not only the URL.
        request.body = { ...image.fields, sha256: image.blob.sha256 };
        const row = await scopedWrite(request, reply, (tx, scope) => addImage(tx, scope, target, image, request));
        if (row.storage_id !== image.blob.storageId) await store.delete(image.blob.storageId);
        return { ...row, client_id: clientId };
      } catch (error) {
        await store.delete(image.blob.storageId);
        throw error;
      }
    }

    r.post('/add_unit_image/:unitInspectionId', { schema: { ...uploadSchema, params: unitImageParams } }, async (request, reply) => {
      // Checked before the upload is read, so a foreign id stores nothing.
      await requireInspection(db, await getScope(request), request.params.unitInspectionId);
      const image = await receiveImage(request, reply, store);
      return storeUpload(request, reply, image, { unitInspectionId: request.params.unitInspectionId, tireId: null });
    });

    r.post('/add_tire_image', { schema: uploadSchema }, async (request, reply) => {
      const checked: { fields?: z.output<typeof tireImageFields> } = {};
      // The ids come before the file (as the portal sends them), so a foreign inspection stores nothing.
      const image = await receiveImage(request, reply, store, async (sent) => {
        for (const name of ['unit_inspection_id', 'tire_id'] as const) {
          if (sent[name] === undefined) throw fieldError(name, `Send ${name} before the file`);
        }
        checked.fields = parseFields(tireImageFields, sent);
        await requireInspection(db, await getScope(request), checked.fields.unit_inspection_id);
      });
      const fields = checked.fields;
      if (!fields) throw fieldError('file', 'An image is required');
      return storeUpload(request, reply, image, { unitInspectionId: fields.unit_inspection_id, tireId: fields.tire_id });
    });

    r.get('/get_unit_inspection_images/:id', { schema: { tags, params: idParam, response: { 200: imageList, ...failures } } }, async (request) => {
      const inspection = await requireInspection(db, await getScope(request), request.params.id);
      return inspectionImages(db, inspection.id);
    });

    r.get('/image/:storageId', { schema: { tags, params: imageParams } }, async (request, reply) => {
      const image = await scopedImage(db, await getScope(request), request.params.storageId);
      const bytes = image ? await store.get(image.storageId) : null;
      if (!image || !bytes) throw new HttpError(404, IMAGE_NOT_FOUND);
      // A storage id never names other bytes, so the browser may keep them for good, but only for this user.
      return reply
        .header('content-type', image.contentType)
        .header('content-length', image.byteSize)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    });

    r.delete('/delete_image', { schema: { tags, querystring: deleteImageQuery, response: { 200: operationStatus, ...writeFailures } } }, (request, reply) =>
      scopedWrite(request, reply, (tx, scope) => deleteImage(tx, scope, request.query)),
    );
  };
}
