import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { requireUser } from './authenticate';
import { HttpError } from './error-handler';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const REUSED_KEY = 'This Idempotency-Key was already used for a different request';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * The request's fingerprint: method, route, path parameters, body and query string (a delete
 * names its record in the query). Without a query the fingerprint is what it always was, so keys
 * stored before the query counted still replay.
 */
function requestHash(request: FastifyRequest): string {
  const hash = createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n`)
    .update(JSON.stringify(request.params ?? {}))
    .update(JSON.stringify(request.body ?? null));
  const query = (request.query ?? {}) as Record<string, unknown>;
  // A newline never occurs in the JSON above, so the query part cannot be confused with the body.
  if (Object.keys(query).length > 0) hash.update(`\n?${JSON.stringify(query)}`);
  return hash.digest('hex');
}

export interface WriteResult<T> {
  statusCode: number;
  body: T;
}

/**
 * Runs a write in one transaction together with its Idempotency-Key record, so the write and
 * the remembered answer commit or roll back together. A replay of an applied key returns the
 * first answer and writes nothing; the same key with another request is refused with 422.
 * A concurrent duplicate waits on the key's row lock and then replays.
 */
export async function runWrite<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Db) => Promise<WriteResult<T>>,
): Promise<T> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const db = request.server.db;
  if (header === undefined) {
    const result = await db.transaction((tx) => work(tx as unknown as Db));
    reply.status(result.statusCode);
    return result.body;
  }
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new HttpError(400, 'Invalid Idempotency-Key header', [{ field: 'headers.idempotency-key', message: 'Expected 8-128 letters, digits, or _ . : -' }]);
  }
  const user = requireUser(request);
  const hash = requestHash(request);
  const outcome = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ userId: user.id, key: header, method: request.method, path: request.routeOptions.url ?? request.url, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, header)))
        .for('update');
      if (!stored || stored.requestHash !== hash) {
        throw new HttpError(422, REUSED_KEY, [{ field: `headers.${IDEMPOTENCY_HEADER}`, message: REUSED_KEY }]);
      }
      return { replayed: true as const, statusCode: stored.statusCode ?? 200, body: stored.responseBody as T };
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: result.statusCode, responseBody: sql`${JSON.stringify(result.body ?? null)}::jsonb` })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, header)));
    return { replayed: false as const, ...result };
  });
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  reply.status(outcome.statusCode);
  return outcome.body;
}

/**
 * Replaces the remembered answer of this request's Idempotency-Key, for work finished after
 * the write committed (a mail sent right after it): a replay then answers what the first
 * request was told. No key, nothing to do.
 */
export async function rememberAnswer<T>(request: FastifyRequest, body: T): Promise<void> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (typeof header !== 'string') return;
  const user = requireUser(request);
  await request.server.db
    .update(idempotencyKeys)
    .set({ responseBody: sql`${JSON.stringify(body ?? null)}::jsonb` })
    .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, header)));
}
