import type { FleetSurveyDb } from '../data/db';
import type { OutboxEntry, OutboxStatus } from '../data/outbox-types';

/** Calls of catchUp per look at the queue (see there). */
const LOOK_EVERY = 8;

/**
 * A replay pass's picture of the outbox. Reading every entry before each send made a replay
 * quadratic in the length of the queue (IndexedDB clones every value it hands out), so the
 * view reads the entries once per pass and afterwards only what changed: every few answers
 * the entries added since (seqs only grow) and the count, which tells when something else took
 * an entry out (a discard; the whole queue is read again then); after each send the one entry
 * sent. What the plan picks is read again from the database before it goes (see prepareSend
 * in send-entry.ts), so the picture can at worst delay an entry, never send an old request.
 */
export class OutboxView {
  /** By seq, in seq order: entries are only ever added with a higher seq. */
  private readonly bySeq = new Map<number, OutboxEntry>();
  private readonly seqOf = new Map<string, number>();
  private lastSeq = 0;
  private looks = 0;
  /**
   * Entries seen leaving the outbox: they never come back, so a full read that raced with a
   * confirmation (read before the entry left, answered after) does not bring one back.
   */
  private readonly gone = new Set<string>();

  private constructor(private readonly db: FleetSurveyDb) {}

  static async load(db: FleetSurveyDb): Promise<OutboxView> {
    const view = new OutboxView(db);
    await view.readAll();
    return view;
  }

  /** The queued entries, oldest first. */
  entries(): OutboxEntry[] {
    return [...this.bySeq.values()];
  }

  /**
   * Takes in the entries written since the last look, and reads everything again if one left
   * meanwhile. `inFlight` are the entries on the wire: one of them may have left already
   * without the view having been told yet, which is no reason to read everything.
   * Each look is a transaction and IndexedDB counts by walking the records, so the engine looks
   * only every few answers, and when `verify` (before a pass ends). Until then a change written
   * meanwhile waits a little, and a discarded entry may linger: if the plan picks it,
   * prepareSend finds it gone and skips it. Returns whether the picture changed.
   */
  async catchUp(inFlight: readonly string[] = [], verify = false): Promise<boolean> {
    if (!verify && this.looks++ % LOOK_EVERY !== 0) return false;
    const { db } = this;
    const [added, total, inFlightStored] = await db.transaction('r', db.outbox, async () => [
      await db.outbox.where(':id').above(this.lastSeq).toArray(),
      await db.outbox.count(),
      inFlight.length > 0 ? await db.outbox.where('id').anyOf(inFlight).count() : 0,
    ] as const);
    for (const entry of added) this.put(entry);
    const inFlightSeen = inFlight.filter((id) => this.seqOf.has(id)).length;
    if (total === this.bySeq.size - inFlightSeen + inFlightStored) return added.length > 0;
    await this.readAll();
    return true;
  }

  /** Reads one entry again (after it was sent), or forgets it once it left the outbox. */
  async reload(id: string): Promise<void> {
    const fresh = await this.db.outbox.where('id').equals(id).first();
    if (fresh) this.put(fresh);
    else this.forget(id);
  }

  /** An entry this replay saw leave the outbox (confirmed, or found gone). */
  forget(id: string): void {
    this.gone.add(id);
    const seq = this.seqOf.get(id);
    if (seq === undefined) return;
    this.bySeq.delete(seq);
    this.seqOf.delete(id);
  }

  /** Mirrors a status the engine wrote itself (pending ↔ blocked). */
  setStatus(ids: readonly string[], status: OutboxStatus): void {
    for (const id of ids) {
      const seq = this.seqOf.get(id);
      const entry = seq === undefined ? undefined : this.bySeq.get(seq);
      if (entry) this.bySeq.set(seq!, { ...entry, status });
    }
  }

  private async readAll(): Promise<void> {
    const all = await this.db.outbox.orderBy(':id').toArray();
    this.bySeq.clear();
    this.seqOf.clear();
    for (const entry of all) this.put(entry);
  }

  private put(entry: OutboxEntry): void {
    if (this.gone.has(entry.id)) return;
    this.bySeq.set(entry.seq!, entry);
    this.seqOf.set(entry.id, entry.seq!);
    this.lastSeq = Math.max(this.lastSeq, entry.seq!);
  }
}
