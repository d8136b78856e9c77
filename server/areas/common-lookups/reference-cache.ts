import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

interface CachedAnswer {
  body: string;
  etag: string;
}

type Prepare = () => Promise<CachedAnswer>;

/** Answers kept at most: a handful of lists times their few parameter values (regions, countries). */
const MAX_ANSWERS = 500;

/** Sends a reference list: from memory while fresh, 304 when the client holds the same bytes. */
export type ReferenceAnswer = (request: FastifyRequest, reply: FastifyReply, key: string, read: () => Promise<unknown>) => Promise<void>;

const strongEtag = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x"; * matches anything. */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string') return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Reference tables change only through the seed and administration, so each answer is read,
 * serialized by its route's schema and hashed once, then served for `ttlMs` (0: read every
 * time) with a strong ETag. Concurrent requests for a missing answer share one read.
 */
export function createReferenceAnswer(ttlMs: number): ReferenceAnswer {
  const answers = ttlMs > 0
    ? new LRUCache<string, CachedAnswer, Prepare>({ max: MAX_ANSWERS, ttl: ttlMs, fetchMethod: (_key, _stale, { context }) => context() })
    : null;
  return async (request, reply, key, read) => {
    const prepare = async () => {
      // The route's own serializer, so the bytes are exactly those an uncached answer would have.
      const body = reply.serialize(await read());
      if (typeof body !== 'string') throw new Error(`${key}: a reference list must serialize to JSON text`);
      return { body, etag: strongEtag(body) };
    };
    const answer = (await answers?.fetch(key, { context: prepare })) ?? (await prepare());
    // Stored by the browser but checked every time: the ETag makes that check a bodiless 304.
    reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
    if (etagMatches(request.headers['if-none-match'], answer.etag)) reply.code(304).send();
    else reply.type('application/json; charset=utf-8').send(answer.body);
  };
}
