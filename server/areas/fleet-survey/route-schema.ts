import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponse } from '../../../contract/common';
import type { Db } from '../../db/client';
import { runWrite } from '../../plugins/idempotency';
import { getScope, type Scope } from '../../tenancy';

/** The OpenAPI tag of every fleet survey call. */
export const tags = ['fleet_survey'];

/**
 * The error answers of the location, unit and survey calls: the common error body, plus the
 * stored record of a version conflict (409) and the operation status fields (description,
 * isError) of spec 2 §8.
 */
const failure = errorResponse.extend({
  current: z.unknown().optional(),
  description: z.string().optional(),
  isError: z.boolean().optional(),
});

export const recordFailures = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure } as const;

/** The error answers every inspection call (readings, removals, images, readiness, finish) can give. */
export const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;

/** Writes also answer 409: a stale version, or a survey already finished. */
export const writeFailures = { ...failures, 409: errorResponse.loose() } as const;

/**
 * Runs a write under its Idempotency-Key. The scope is read before the transaction opens:
 * embedded PGlite runs one transaction at a time, so a query outside it would wait forever.
 */
export async function scopedWrite<T>(request: FastifyRequest, reply: FastifyReply, work: (tx: Db, scope: Scope) => Promise<T>, statusCode = 200): Promise<T> {
  const scope = await getScope(request);
  return runWrite(request, reply, async (tx) => ({ statusCode, body: await work(tx, scope) }));
}
