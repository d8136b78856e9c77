import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { addExistingUnitToSurveyLocally, createSurveyLocally } from '../data/survey-repository';
import { saveTireReadingLocally } from '../data/tire-repository';
import { saveUnitLocally } from '../data/unit-repository';
import type { Connectivity } from './connectivity';
import { createSyncEngine } from './sync-engine';
import { FakeServer } from '../../../../tests/support/fleet-survey-sync/fake-server';
import { faultSequence, faultyTransport } from '../../../../tests/support/fleet-survey-sync/faulty-transport';
import { openTestDb, TestClock } from '../../../../tests/support/fleet-survey-sync/harness';

function fakeConnectivity(online: boolean) {
  const listeners = new Set<(online: boolean) => void>();
  const connectivity: Connectivity & { set(value: boolean): void } = {
    isOnline: () => online,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      online = value;
      listeners.forEach((l) => l(value));
    },
  };
  return connectivity;
}

function fakeTimers() {
  const timers: { task: () => void; delayMs: number; cancelled: boolean }[] = [];
  const schedule = (task: () => void, delayMs: number) => {
    const timer = { task, delayMs, cancelled: false };
    timers.push(timer);
    return () => void (timer.cancelled = true);
  };
  return { timers, schedule, live: () => timers.filter((t) => !t.cancelled) };
}

describe('replay triggers', () => {
  it("waits while the device is offline and replays on the 'online' event", async () => {
    const db = openTestDb();
    const server = new FakeServer();
    const connectivity = fakeConnectivity(false);
    const { schedule } = fakeTimers();
    const engine = createSyncEngine({ db, transport: faultyTransport(server), connectivity, schedule, now: new TestClock().now });
    await saveUnitLocally(db, { locationId: 1, data: { unit_number: 'O-1' } });
    await engine.start();
    expect(server.applied).toBe(0);
    expect(engine.getRuntime().online).toBe(false);

    const changes: boolean[] = [];
    engine.subscribe((r) => changes.push(r.running));
    connectivity.set(true);
    await engine.replayNow();
    expect(server.liveRows('units')).toHaveLength(1);
    expect(changes).toContain(true);
    expect(engine.getRuntime()).toMatchObject({ online: true, running: false, done: 1, total: 1 });
    engine.stop();
  });

  it('arms one timer for the next backoff deadline, which replays', async () => {
    const db = openTestDb();
    const server = new FakeServer();
    const clock = new TestClock();
    const { schedule, live } = fakeTimers();
    const engine = createSyncEngine({ db, transport: faultyTransport(server, faultSequence('500')), now: clock.now, random: () => 0.5, schedule });
    await saveUnitLocally(db, { locationId: 1, data: { unit_number: 'T-1' } });
    await engine.replayNow();
    const [entry] = await db.outbox.toArray();
    expect(live()).toHaveLength(1);
    expect(live()[0]!.delayMs).toBe(entry!.nextAttemptAt - clock.time);
    clock.time = entry!.nextAttemptAt;
    live()[0]!.task();
    await engine.replayNow();
    expect(await db.outbox.count()).toBe(0);
    expect(live()).toHaveLength(0);
  });

  it('passes the Idempotency-Key and the capture time, no other header; the production transport adds the session headers', async () => {
    const db = openTestDb();
    const server = new FakeServer();
    const transport = faultyTransport(server);
    const engine = createSyncEngine({ db, transport, schedule: () => () => {} });
    await saveUnitLocally(db, { locationId: 1, data: { unit_number: 'H-1' } });
    await engine.replayNow();
    expect(Object.keys(transport.calls[0]!.headers)).toEqual(['Idempotency-Key', 'capture-time']);
  });

  it('a dead network costs one request per deadline, not one per queued change', async () => {
    const db = openTestDb();
    const server = new FakeServer();
    const clock = new TestClock();
    const { schedule, live } = fakeTimers();
    const transport = faultyTransport(server, () => 'drop-before');
    const engine = createSyncEngine({ db, transport, now: clock.now, random: () => 0.99, schedule });
    for (const n of ['A', 'B', 'C']) await saveUnitLocally(db, { locationId: 1, data: { unit_number: n } });
    await engine.replayNow();
    expect(transport.calls).toHaveLength(1);
    const [first] = await db.outbox.orderBy('seq').toArray();
    expect(live().map((t) => t.delayMs)).toEqual([Math.max(first!.nextAttemptAt - clock.time, 1000)]);
    expect(engine.getRuntime().online).toBe(false);
    expect((await db.outbox.toArray()).map((e) => e.attempts)).toEqual([1, 0, 0]);
  });

  it('on app start and on wake, changes that got no answer go at once, not at their backoff deadline; a server that asked to wait is still waited for', async () => {
    const db = openTestDb();
    const server = new FakeServer();
    const clock = new TestClock();
    // A long time without the server: each change got no answer many times, and its next try is far off.
    let fault: 'drop-before' | '503' | null = 'drop-before';
    const transport = faultyTransport(server, () => fault);
    const engine = createSyncEngine({ db, transport, now: clock.now, random: () => 0.999, schedule: () => () => {} });
    // A survey made offline, a new unit in it and a reading: the last two wait (blocked) for the first ones.
    const unit = await saveUnitLocally(db, { locationId: 1, data: { unit_number: 'W-1' } });
    await saveUnitLocally(db, { locationId: 1, data: { unit_number: 'W-2' } });
    const survey = await createSurveyLocally(db, { locationId: 1, data: { survey_date: '05/02/2025' } });
    const inspection = await addExistingUnitToSurveyLocally(db, { surveyLocalId: survey.localId, unitLocalId: unit.localId });
    await saveTireReadingLocally(db, { inspectionLocalId: inspection.localId, data: { axle_number: 1, side: 'left', place: 'single', pressure_psi: 95 } });
    await engine.replayNow();
    expect((await db.outbox.toArray()).map((e) => e.status)).toContain('blocked');
    // As after an hour of such tries: each change's next try is minutes away.
    await db.outbox.toCollection().modify({ attempts: 12, nextAttemptAt: clock.time + 5 * 60_000, lastStatus: null });

    // The server is back, nothing else changed: the app is opened again (or brought to the front).
    fault = null;
    await engine.start();
    expect(server.liveRows('units')).toHaveLength(2);
    expect(server.liveRows('surveys')).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);

    // A server that answered 503 keeps its delay: waking does not hammer it.
    fault = '503';
    await saveUnitLocally(db, { locationId: 1, data: { unit_number: 'W-3' } });
    await engine.replayNow();
    const [busy] = await db.outbox.toArray();
    expect(busy!.lastStatus).toBe(503);
    fault = null;
    await engine.wake();
    expect(await db.outbox.count()).toBe(1);
    clock.time = busy!.nextAttemptAt;
    await engine.wake();
    expect(await db.outbox.count()).toBe(0);
    engine.stop();
  });
});

describe('waking the app when the network returns', () => {
  it('asks for a wake-up when changes wait offline or get no answer, never when all were sent', async () => {
    const db = openTestDb();
    const server = new FakeServer();
    const connectivity = fakeConnectivity(false);
    let wakeUps = 0;
    const transport = faultyTransport(server, faultSequence('drop-before'));
    const engine = createSyncEngine({ db, transport, connectivity, schedule: fakeTimers().schedule, now: new TestClock().now, onWaitingForNetwork: () => (wakeUps += 1) });

    // Offline with nothing queued: nothing to wake up for.
    await engine.replayNow();
    expect(wakeUps).toBe(0);
    // Offline with a change queued.
    await saveUnitLocally(db, { locationId: 1, data: { unit_number: 'W-1' } });
    await engine.replayNow();
    expect(wakeUps).toBe(1);
    // The device says online, but the request gets no answer (a yard Wi-Fi that goes nowhere).
    connectivity.set(true);
    await engine.replayNow();
    expect(await db.outbox.count()).toBe(1);
    expect(wakeUps).toBeGreaterThanOrEqual(2);
    const before = wakeUps;
    // Answered at last: the queue empties and no further wake-up is asked for.
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await engine.replayNow();
    expect(await db.outbox.count()).toBe(0);
    expect(wakeUps).toBe(before);
    engine.stop();
  });
});
