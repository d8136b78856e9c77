import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/common';
import { RECORD_MAX_BYTES, recordParams, recordResponse, setRecordRequest, setRecordResponse } from '../../../contract/record-store';
import { recordStore } from '../../db/schema';
import { requireUser } from '../../plugins/authenticate';
import { fieldError, HttpError } from '../../plugins/error-handler';

const tags = ['record_store'];
const failures = { 400: errorResponse, 401: errorResponse, 404: errorResponse } as const;
const NOT_FOUND = 'No such record';

/**
 * record_store (spec 3 §7 "Other"), mounted at /api/v2/record_store: every signed-in user keeps
 * records of their own; another user's id answers 404 exactly as an unknown id does.
 */
export async function recordStoreRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/set_record', { schema: { tags, body: setRecordRequest, response: { 200: setRecordResponse, ...failures } } }, async (request) => {
    const userId = requireUser(request).id;
    const { id, record } = request.body;
    if (Buffer.byteLength(JSON.stringify(record)) > RECORD_MAX_BYTES) throw fieldError('record', `At most ${RECORD_MAX_BYTES} bytes of JSON`);
    if (id) {
      const updated = await app.db
        .update(recordStore)
        .set({ record, updatedAt: sql`now()` })
        .where(and(eq(recordStore.id, id), eq(recordStore.userId, userId)))
        .returning({ id: recordStore.id });
      if (updated.length === 0) throw new HttpError(404, NOT_FOUND);
      return { id };
    }
    const [created] = await app.db.insert(recordStore).values({ id: randomUUID(), userId, record }).returning({ id: recordStore.id });
    return { id: created!.id };
  });

  r.get('/get_record/:id', { schema: { tags, params: recordParams, response: { 200: recordResponse, ...failures } } }, async (request) => {
    const [row] = await app.db
      .select({ id: recordStore.id, record: recordStore.record, updatedAt: recordStore.updatedAt })
      .from(recordStore)
      .where(and(eq(recordStore.id, request.params.id), eq(recordStore.userId, requireUser(request).id)));
    if (!row) throw new HttpError(404, NOT_FOUND);
    return { id: row.id, record: row.record as Record<string, unknown>, updated_at: row.updatedAt.toISOString() };
  });
}
