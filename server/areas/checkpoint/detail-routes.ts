import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailRequest, detailResponse, plateImageParams } from '../../../contract/checkpoint';
import type { BlobStore } from '../../files/blob-store';
import { requireUser } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { getScope } from '../../tenancy';
import { requireCrossingDetail, toDetailResponse } from './crossing-details';
import { findCrossings } from './detail-repository';
import { sendPlateImage } from './plate-image';
import { CROSSING_NOT_FOUND, failures, tags } from './route-schema';

/** One crossing's axles and wheels, and its plate photo. */
export function detailRoutes(store: BlobStore) {
  return async (app: FastifyInstance): Promise<void> => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const db = app.db;
    const plateUrl = (id: number) => `${app.prefix}/plate_image/${id}`;

    r.post('/detail', { schema: { tags, body: detailRequest, response: { 200: detailResponse, ...failures } } }, async (request) => {
      const detail = await requireCrossingDetail(db, await getScope(request), request.body.id);
      return toDetailResponse(detail, requireUser(request), plateUrl(detail.head.id));
    });

    r.get('/plate_image/:crossingId', { schema: { tags, params: plateImageParams, response: failures } }, async (request, reply) => {
      const [crossing] = await findCrossings(db, await getScope(request), [request.params.crossingId]);
      if (!crossing) throw new HttpError(404, CROSSING_NOT_FOUND);
      return sendPlateImage(reply, store, crossing);
    });
  };
}
