import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/common';
import {
  deleteFavoriteResponse,
  favoriteParams,
  favoriteResponse,
  favoritesRequest,
  favoritesResponse,
  saveFavoriteRequest,
  saveFavoriteResponse,
} from '../../../contract/favorites';
import { requireUser } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { runWrite } from '../../plugins/idempotency';
import { deleteFavorite, findFavorite, insertFavorite, listFavorites } from './repository';

const tags = ['favorite_reports'];
const failures = { 400: errorResponse, 401: errorResponse, 404: errorResponse } as const;
export const FAVORITE_NOT_FOUND = 'Report not found';

/**
 * Favorite reports (spec 1 §7), mounted at /api/v2/favorite_reports and, as the spec places
 * them on the provider's API v1, at /api/v1/favorite_reports. The sign-in check is made here
 * (requireUser) because the global one guards only /api/v2. Writes run through runWrite, so a
 * retried save with its Idempotency-Key stores one favorite.
 */
export async function favoriteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.post('/get', { schema: { tags, body: favoritesRequest, response: { 200: favoritesResponse, ...failures } } }, async (request) =>
    listFavorites(db, requireUser(request).id, request.body),
  );

  r.get('/get/:id', { schema: { tags, params: favoriteParams, response: { 200: favoriteResponse, ...failures } } }, async (request) => {
    const favorite = await findFavorite(db, requireUser(request).id, request.params.id);
    if (!favorite) throw new HttpError(404, FAVORITE_NOT_FOUND);
    return { favorite_report: favorite };
  });

  r.post('/save', { schema: { tags, body: saveFavoriteRequest, response: { 201: saveFavoriteResponse, ...failures } } }, async (request, reply) => {
    const user = requireUser(request);
    return runWrite(request, reply, async (tx) => ({ statusCode: 201, body: { id: await insertFavorite(tx, user.id, request.body) } }));
  });

  r.delete('/delete/:id', { schema: { tags, params: favoriteParams, response: { 200: deleteFavoriteResponse, ...failures } } }, async (request, reply) => {
    const user = requireUser(request);
    return runWrite(request, reply, async (tx) => {
      if (!(await deleteFavorite(tx, user.id, request.params.id))) throw new HttpError(404, FAVORITE_NOT_FOUND);
      return { statusCode: 200, body: { status: 'ok' as const } };
    });
  });
}
