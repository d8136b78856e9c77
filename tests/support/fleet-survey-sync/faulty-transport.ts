import type { Transport, TransportRequest, TransportResponse } from '../../../src/features/fleet-survey/sync/transport';
import type { FakeServer } from './fake-server';

/**
 * drop-before: the connection fails before the server sees the request;
 * drop-after: the server applies it and the answer is lost; duplicate: the network delivers it
 * twice; crash-before / crash-after: the app dies while waiting (the promise never settles);
 * 500 / 503: the server answers with an error without applying.
 */
export type Fault = 'drop-before' | 'drop-after' | 'duplicate' | 'crash-before' | 'crash-after' | '500' | '503';

export interface FaultyTransport extends Transport {
  calls: TransportRequest[];
}

function respond(status: number, body: unknown, replayed = false): TransportResponse {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (replayed) headers.set('idempotent-replayed', 'true');
  return { status, headers, json: async () => structuredClone(body) };
}

/** Reports upload progress in four steps, as a browser would while the body goes out. */
function simulateProgress(request: TransportRequest) {
  if (!(request.body instanceof FormData) || !request.onUploadProgress) return;
  const file = [...request.body.values()].find((v): v is File => typeof v !== 'string');
  const total = file?.size ?? 0;
  for (const share of [0, 0.25, 0.5, 1]) request.onUploadProgress(Math.round(total * share), total);
}

export function faultyTransport(server: Pick<FakeServer, 'handle'>, pickFault: (request: TransportRequest) => Fault | null = () => null, onCrash: () => void = () => {}): FaultyTransport {
  const calls: TransportRequest[] = [];
  const transport = async (request: TransportRequest): Promise<TransportResponse> => {
    calls.push(request);
    const fault = pickFault(request);
    if (fault === 'drop-before') throw new TypeError('Failed to fetch');
    if (fault === '500') return respond(500, { status: 500, message: 'Something went wrong please try again' });
    if (fault === '503') return respond(503, { status: 503, message: 'Unavailable' });
    if (fault === 'crash-before' || fault === 'crash-after') {
      if (fault === 'crash-after') await server.handle(request);
      onCrash();
      return new Promise<TransportResponse>(() => {});
    }
    simulateProgress(request);
    const answer = await server.handle(request);
    if (fault === 'drop-after') throw new TypeError('Failed to fetch');
    if (fault === 'duplicate') {
      const second = await server.handle(request);
      return respond(second.status, second.body, second.replayed);
    }
    return respond(answer.status, answer.body, answer.replayed);
  };
  return Object.assign(transport, { calls });
}

/** A fixed list of faults, one per call, then none. */
export function faultSequence(...faults: (Fault | null)[]): () => Fault | null {
  return () => faults.shift() ?? null;
}
