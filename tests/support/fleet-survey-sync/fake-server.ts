import type { TransportRequest } from '../../../src/features/fleet-survey/sync/transport';
import { routeFleetSurvey } from './fake-routes';
import { FakeHttpError, FakeStore, type FakeRequest, type Row } from './fake-store';

export interface FakeAnswer {
  status: number;
  body: unknown;
  replayed: boolean;
}

/**
 * An in-memory API with the real server's idempotency rules (server/plugins/idempotency.ts):
 * the key's answer is stored together with the write; a replay returns the first answer with
 * idempotent-replayed and writes nothing; the same key with another request is a 422; a
 * refused write (4xx) stores nothing, so its key stays free.
 */
export class FakeServer extends FakeStore {
  readonly keys = new Map<string, { hash: string; status: number; body: unknown }>();
  authorized = true;
  applied = 0;

  async handle(request: TransportRequest): Promise<FakeAnswer> {
    if (!this.authorized) return { status: 401, body: { status: 401, message: 'Unauthorized' }, replayed: false };
    const parsed = await parse(request);
    const hash = `${request.method} ${request.url}\n${JSON.stringify(parsed.body)}|${parsed.file?.size ?? ''}`;
    const key = request.headers['Idempotency-Key'];
    if (key) {
      const stored = this.keys.get(key);
      if (stored && stored.hash !== hash) return { status: 422, body: { status: 422, message: 'This Idempotency-Key was already used for a different request' }, replayed: false };
      if (stored) return { status: stored.status, body: structuredClone(stored.body), replayed: true };
    }
    try {
      const { status, body } = routeFleetSurvey(this, parsed);
      if (key) this.keys.set(key, { hash, status, body: structuredClone(body) });
      this.applied += 1;
      return { status, body, replayed: false };
    } catch (error) {
      if (error instanceof FakeHttpError) return { status: error.status, body: { ...error.details, status: error.status, message: error.message }, replayed: false };
      throw error;
    }
  }

  liveRows<K extends keyof FakeServer['tables']>(table: K): Row[] {
    return [...this.tables[table].values()].filter((row) => !row.deleted);
  }
}

async function parse(request: TransportRequest): Promise<FakeRequest> {
  const url = new URL(request.url, 'http://fake/');
  const path = url.pathname.replace(/^\/+/, '');
  if (request.body instanceof FormData) {
    const body: Record<string, unknown> = {};
    let file: Blob | null = null;
    for (const [name, value] of request.body.entries()) {
      if (typeof value === 'string') body[name] = value;
      else file = value;
    }
    return { method: request.method, path, query: url.searchParams, body, file };
  }
  return { method: request.method, path, query: url.searchParams, body: (request.body ?? {}) as Record<string, unknown>, file: null };
}
