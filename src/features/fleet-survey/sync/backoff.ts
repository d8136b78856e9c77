export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 5 * 60_000;
/**
 * The cap after a request that got no answer at all. A device that reports itself online but
 * reaches no server (Wi-Fi without internet, the server down) gets no 'online' event when the
 * server returns, and WebKit (every iPad browser) has no Background Sync to wake the app: the
 * next retry is the only way back, so it must not be five minutes away. Such a probe is one
 * request per device and costs the server nothing; answers that ask for less (5xx, 429) keep
 * the longer cap.
 */
export const NETWORK_BACKOFF_CAP_MS = 30_000;

/**
 * Capped exponential backoff with full jitter: after the n-th failure wait a random time in
 * [0, min(cap, base * 2^(n-1))), so many tablets coming back online do not retry in lockstep.
 */
export function backoffDelay(attempts: number, random: () => number, cap: number = BACKOFF_CAP_MS): number {
  const ceiling = Math.min(cap, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.floor(random() * ceiling);
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export type Outcome =
  | { kind: 'confirmed' }
  | { kind: 'retry'; stopPass: boolean }
  | { kind: 'auth' }
  | { kind: 'conflict' }
  | { kind: 'failed' };

/**
 * What an answer means for the entry. 408/429/5xx are passing trouble; 429 and 503 also mean
 * the server wants less traffic, so the pass stops rather than hammering it with the rest.
 */
export function classify(status: number, isDelete: boolean): Outcome {
  if (status >= 200 && status < 300) return { kind: 'confirmed' };
  // Deleting what is already gone reaches the goal of the delete.
  if (isDelete && (status === 404 || status === 410)) return { kind: 'confirmed' };
  if (status === 401) return { kind: 'auth' };
  if (status === 409) return { kind: 'conflict' };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'retry', stopPass: status === 429 || status === 503 };
  return { kind: 'failed' };
}
