import type { HttpMethod, OutboxBody } from '../data/outbox-types';

/** One HTTP request of the replay; the engine never talks to the network any other way. */
export interface TransportRequest {
  method: HttpMethod;
  /** Relative to /api/v2, e.g. "fleet_survey/save_unit" (query string included when any). */
  url: string;
  /** Always carries Idempotency-Key = the outbox entry id. */
  headers: Record<string, string>;
  /** A JSON value, or FormData for photo uploads; absent for DELETE. */
  body?: OutboxBody | FormData;
  onUploadProgress?: (sentBytes: number, totalBytes: number) => void;
}

export interface TransportResponse {
  status: number;
  headers: { get(name: string): string | null };
  /** The parsed body; null when it is not JSON. */
  json(): Promise<unknown>;
}

/**
 * Resolves with any HTTP answer (2xx or not); rejects only when no answer arrived
 * (network down, connection dropped, timeout), which the engine retries.
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'idempotent-replayed';
