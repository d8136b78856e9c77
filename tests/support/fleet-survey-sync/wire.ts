import { IDEMPOTENCY_KEY_HEADER, type Transport, type TransportRequest } from '../../../src/features/fleet-survey/sync/transport';

export type WireEvent = { kind: 'start' | 'end'; key: string; request: TransportRequest; status: number | null };

export interface Wire extends Transport {
  /** Requests in the order they went out. */
  started: TransportRequest[];
  /** Starts and ends (status null: no answer) in the order they happened. */
  events: WireEvent[];
  /** The most requests on the wire at one moment. */
  maxOnWire: number;
  /** The requests on the wire now. */
  onWire(): TransportRequest[];
}

export const keyOf = (request: TransportRequest) => request.headers[IDEMPOTENCY_KEY_HEADER]!;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Puts a transport behind a wire with latency (real timers, 0 to `maxMs` ms each way), so the
 * engine's requests overlap as they would on a network, and records what was on the wire when.
 * `onStart` runs as each request goes out, with the requests already on the wire.
 */
export function wire(inner: Transport, random: () => number, maxMs = 3, onStart?: (request: TransportRequest, others: TransportRequest[]) => void): Wire {
  const flying = new Map<string, TransportRequest>();
  const started: TransportRequest[] = [];
  const events: WireEvent[] = [];
  let maxOnWire = 0;
  const transport = async (request: TransportRequest) => {
    const key = keyOf(request);
    onStart?.(request, [...flying.values()]);
    flying.set(key, request);
    started.push(request);
    events.push({ kind: 'start', key, request, status: null });
    maxOnWire = Math.max(maxOnWire, flying.size);
    let status: number | null = null;
    try {
      await sleep(Math.floor(random() * (maxMs + 1)));
      const response = await inner(request);
      status = response.status;
      await sleep(Math.floor(random() * (maxMs + 1)));
      return response;
    } finally {
      flying.delete(key);
      events.push({ kind: 'end', key, request, status });
    }
  };
  const log = { started, events, onWire: () => [...flying.values()], get maxOnWire() { return maxOnWire; } };
  return Object.defineProperties(transport, Object.getOwnPropertyDescriptors(log)) as Wire;
}

/**
 * Holds every answer until the engine has started all it would (no new request for `quietMs`),
 * so the wire fills up as far as the engine lets it, whatever the speed of the machine.
 */
export function holdAnswers(inner: Transport, quietMs = 20): Transport {
  const held: (() => void)[] = [];
  let quiet: ReturnType<typeof setTimeout> | undefined;
  return async (request) => {
    await new Promise<void>((release) => {
      held.push(release);
      clearTimeout(quiet);
      quiet = setTimeout(() => held.splice(0).forEach((go) => go()), quietMs);
    });
    return inner(request);
  };
}
