import type { OutboxEntry } from '../data/outbox-types';

export interface Plan {
  /** The oldest entry that may go now. */
  next: OutboxEntry | null;
  /** Entries whose status must switch between pending and blocked. */
  toBlock: string[];
  toUnblock: string[];
  /** The earliest backoff deadline still ahead, for the timer. */
  nextDeadline: number | null;
  /** Entries that could still go in this pass (for the progress total). */
  sendable: number;
}

const WAITING = new Set(['pending', 'blocked', 'sending']);

/**
 * Decides what may be sent. An entry waits while an earlier entry writing one of the same
 * records is still queued (so two edits of a record never reorder) or while an entry it
 * depends on is unconfirmed; entries that share nothing with it may go ahead.
 */
export function plan(entries: OutboxEntry[], now: number, triedThisPass: ReadonlySet<string> = new Set()): Plan {
  const sorted = [...entries].sort((a, b) => a.seq! - b.seq!);
  const queued = new Set(sorted.map((e) => e.id));
  const seenKeys = new Set<string>();
  const result: Plan = { next: null, toBlock: [], toUnblock: [], nextDeadline: null, sendable: 0 };
  for (const entry of sorted) {
    const blocked = entry.entityKeys.some((k) => seenKeys.has(k)) || entry.dependsOn.some((id) => queued.has(id));
    entry.entityKeys.forEach((k) => seenKeys.add(k));
    if (!WAITING.has(entry.status)) continue;
    if (blocked) {
      if (entry.status !== 'blocked') result.toBlock.push(entry.id);
      continue;
    }
    if (entry.status === 'blocked') result.toUnblock.push(entry.id);
    result.sendable += 1;
    // An entry goes at most once per pass: a zero jitter must not turn into a tight loop.
    const due = triedThisPass.has(entry.id) ? Math.max(entry.nextAttemptAt, now + 1) : entry.nextAttemptAt;
    if (due <= now) {
      result.next ??= entry;
    } else if (result.nextDeadline === null || due < result.nextDeadline) {
      result.nextDeadline = due;
    }
  }
  return result;
}
