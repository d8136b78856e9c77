import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createFleetSurveyDb, type FleetSurveyDb } from '../../../src/features/fleet-survey/data/db';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from '../../../src/features/fleet-survey/sync/sync-engine';
import type { Transport } from '../../../src/features/fleet-survey/sync/transport';

/** A separate in-memory IndexedDB per test, so tests share no state and need no cleanup. */
export function freshIndexedDb(): IDBFactory {
  return new IDBFactory();
}

export function openTestDb(factory: IDBFactory = freshIndexedDb()): FleetSurveyDb {
  return createFleetSurveyDb({ indexedDB: factory, IDBKeyRange });
}

/** Time moves only when a test says so: no real sleeping. */
export class TestClock {
  constructor(public time = 1_700_000_000_000) {}
  readonly now = () => this.time;
  advance(ms: number): void {
    this.time += ms;
  }
}

export function testEngine(db: FleetSurveyDb, transport: Transport, clock: TestClock, random: () => number = () => 0.5, options: Partial<SyncEngineOptions> = {}): SyncEngine {
  return createSyncEngine({ db, transport, now: clock.now, random, schedule: () => () => {}, ...options });
}

/**
 * Replays until nothing more can be sent, jumping the clock past each backoff deadline.
 * Returns what is left in the outbox (only entries needing the user, when all went well).
 */
export async function drain(db: FleetSurveyDb, engine: SyncEngine, clock: TestClock, rounds = 60) {
  for (let round = 0; round < rounds; round += 1) {
    await engine.replayNow();
    const left = await db.outbox.toArray();
    const waiting = left.filter((e) => e.status === 'pending' || e.status === 'sending');
    if (waiting.length === 0) return left;
    clock.advance(Math.max(1, ...waiting.map((e) => e.nextAttemptAt - clock.time)));
  }
  return db.outbox.toArray();
}

/** mulberry32: a small seeded generator, so a failing seed can be replayed exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
