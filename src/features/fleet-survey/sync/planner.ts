import { entityKey, type OutboxEntry } from '../data/outbox-types';

export interface Plan {
  /** Entries to send now, oldest first. */
  start: OutboxEntry[];
  /** Entries whose status must switch between pending and blocked. */
  toBlock: string[];
  toUnblock: string[];
  /** The earliest backoff deadline still ahead, for the timer. */
  nextDeadline: number | null;
  /** Entries that could still go in this pass, those on the wire included (for the progress total). */
  sendable: number;
}

/** What is on the wire while planning, and how much more may go. */
export interface Flight {
  entries: readonly OutboxEntry[];
  /** How many more entries may start now. */
  room: number;
}

const WAITING = new Set(['pending', 'blocked', 'sending']);
const IDLE: Flight = { entries: [], room: 1 };

/** Per entry object: the plan walks the whole queue after every answer. */
const referenceCache = new WeakMap<OutboxEntry, string[]>();

/**
 * Records an entry refers to: by a local id in its request (the mounted tire lives on its
 * reading's record), or without naming them (refersTo).
 */
function referenceKeys(entry: OutboxEntry): string[] {
  let keys = referenceCache.get(entry);
  if (!keys) {
    keys = [...entry.placeholders.map((p) => entityKey(p.kind === 'mounted_tire' ? 'tire' : p.kind, p.localId)), ...(entry.refersTo ?? [])];
    referenceCache.set(entry, keys);
  }
  return keys;
}

const isUpload = (entry: OutboxEntry) => entry.request.form !== undefined;

function meets(keys: readonly string[], set: ReadonlySet<string>): boolean {
  for (const key of keys) if (set.has(key)) return true;
  return false;
}

/**
 * Decides what may be sent. An entry waits while an earlier entry writing one of the same
 * records is still queued (so two edits of a record never reorder) or while an entry it
 * depends on is unconfirmed; entries that share nothing with it may go ahead.
 *
 * Several entries may be on the wire at once (`flight`). They start in the order the queue
 * would send them one by one: the walk stops at the first entry that must wait for one on
 * the wire, which is also the case when one writes a record the other refers to (a unit's
 * delete never overtakes a reading of that unit). Photos take turns, one upload at a time,
 * and the entries behind one waiting for its turn may pass it.
 */
export function plan(entries: OutboxEntry[], now: number, triedThisPass: ReadonlySet<string> = new Set(), flight: Flight = IDLE): Plan {
  // The engine's view keeps seq order already; sorting is for other callers.
  const sorted = entries.every((e, i) => i === 0 || entries[i - 1]!.seq! < e.seq!) ? entries : [...entries].sort((a, b) => a.seq! - b.seq!);
  const queued = new Set(sorted.map((e) => e.id));
  const flying = new Set<string>();
  const flyingWrites = new Set<string>();
  const flyingTouches = new Set<string>();
  let uploading = false;
  const takeOff = (entry: OutboxEntry) => {
    flying.add(entry.id);
    entry.entityKeys.forEach((k) => (flyingWrites.add(k), flyingTouches.add(k)));
    referenceKeys(entry).forEach((k) => flyingTouches.add(k));
    uploading ||= isUpload(entry);
  };
  flight.entries.forEach(takeOff);
  let room = flight.room;
  const seenKeys = new Set<string>();
  const result: Plan = { start: [], toBlock: [], toUnblock: [], nextDeadline: null, sendable: 0 };
  for (const entry of sorted) {
    const blocked = meets(entry.entityKeys, seenKeys) || meets(entry.dependsOn, queued);
    for (const key of entry.entityKeys) seenKeys.add(key);
    if (!WAITING.has(entry.status)) continue;
    if (flying.has(entry.id)) {
      result.sendable += 1;
      continue;
    }
    // Nothing after an entry waiting for one on the wire starts before it (once nothing more
    // may start, the rest of the walk only counts and marks).
    if (room > 0 && (meets(entry.dependsOn, flying) || meets(entry.entityKeys, flyingTouches) || meets(referenceKeys(entry), flyingWrites))) room = 0;
    if (blocked) {
      if (entry.status !== 'blocked') result.toBlock.push(entry.id);
      continue;
    }
    if (entry.status === 'blocked') result.toUnblock.push(entry.id);
    result.sendable += 1;
    // An entry goes at most once per pass: a zero jitter must not turn into a tight loop.
    const due = triedThisPass.has(entry.id) ? Math.max(entry.nextAttemptAt, now + 1) : entry.nextAttemptAt;
    if (due > now) {
      if (result.nextDeadline === null || due < result.nextDeadline) result.nextDeadline = due;
      continue;
    }
    if (room <= 0 || (isUpload(entry) && uploading)) continue;
    // What starts now is on the wire for the entries after it.
    takeOff(entry);
    result.start.push(entry);
    room -= 1;
  }
  return result;
}
