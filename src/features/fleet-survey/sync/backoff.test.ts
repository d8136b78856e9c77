import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { saveUnitLocally } from '../data/unit-repository';
import { BACKOFF_CAP_MS, backoffDelay, classify, NETWORK_BACKOFF_CAP_MS, retryAfterMs } from './backoff';
import { FakeServer } from '../../../../tests/support/fleet-survey-sync/fake-server';
import { faultyTransport } from '../../../../tests/support/fleet-survey-sync/faulty-transport';
import { openTestDb, TestClock, testEngine } from '../../../../tests/support/fleet-survey-sync/harness';

describe('backoff', () => {
  it('grows exponentially from 1 s and is capped at 5 minutes, with full jitter', () => {
    const top = () => 0.999_999;
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, top))).toEqual([999, 1999, 3999, 7999, 15_999]);
    expect(backoffDelay(9, top)).toBe(255_999);
    expect(backoffDelay(10, top)).toBe(BACKOFF_CAP_MS - 1);
    expect(backoffDelay(60, top)).toBe(BACKOFF_CAP_MS - 1);
    expect(backoffDelay(5, () => 0)).toBe(0);
    expect(backoffDelay(5, () => 0.5)).toBe(8_000);
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('30', 0)).toBe(30_000);
    expect(retryAfterMs(new Date(90_000).toUTCString(), 30_000)).toBe(60_000);
    expect(retryAfterMs(null, 0)).toBeNull();
  });

  it('classifies answers: 2xx confirmed, 408/429/5xx retried, 401 auth, 409 conflict, other 4xx failed', () => {
    expect(classify(201, false).kind).toBe('confirmed');
    expect(classify(404, true).kind).toBe('confirmed');
    expect(classify(404, false).kind).toBe('failed');
    expect(classify(403, false).kind).toBe('failed');
    expect(classify(422, false).kind).toBe('failed');
    expect(classify(401, false).kind).toBe('auth');
    expect(classify(409, false).kind).toBe('conflict');
    expect(classify(408, false)).toEqual({ kind: 'retry', stopPass: false });
    expect(classify(500, false)).toEqual({ kind: 'retry', stopPass: false });
    expect(classify(429, false)).toEqual({ kind: 'retry', stopPass: true });
  });

  it.each([
    // No answer at all: the next try is the only way to notice a server that came back, so it is never far off.
    { fault: 'drop-before' as const, cap: NETWORK_BACKOFF_CAP_MS },
    // The server answered and asks for less traffic: the long cap.
    { fault: '500' as const, cap: BACKOFF_CAP_MS },
  ])('sets nextAttemptAt from the injected clock and random, growing per attempt up to the cap ($fault)', async ({ fault, cap }) => {
    const db = openTestDb();
    const server = new FakeServer();
    const clock = new TestClock();
    const engine = testEngine(db, faultyTransport(server, () => fault), clock, () => 0.999_999);
    await saveUnitLocally(db, { locationId: 1, data: { unit_number: 'B-1' } });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      await engine.replayNow();
      const [entry] = await db.outbox.toArray();
      expect(entry!.attempts).toBe(attempt);
      waits.push(entry!.nextAttemptAt - clock.time);
      // Not due yet: a replay before the deadline sends nothing.
      await engine.replayNow();
      expect((await db.outbox.toArray())[0]!.attempts).toBe(attempt);
      clock.time = entry!.nextAttemptAt;
    }
    expect(waits.slice(0, 4)).toEqual([999, 1999, 3999, 7999]);
    expect(waits.slice(9)).toEqual([cap - 1, cap - 1, cap - 1]);
    expect(Math.max(...waits)).toBe(cap - 1);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]!).toBeGreaterThanOrEqual(waits[i - 1]!);
  });

  it('waits at least Retry-After on a 503 and stops the pass', async () => {
    const db = openTestDb();
    const clock = new TestClock();
    const calls: string[] = [];
    const engine = testEngine(
      db,
      async (request) => {
        calls.push(request.url);
        return { status: 503, headers: new Headers({ 'retry-after': '120' }), json: async () => ({ message: 'busy' }) };
      },
      clock,
      () => 0,
    );
    await saveUnitLocally(db, { locationId: 1, data: { unit_number: 'A' } });
    await saveUnitLocally(db, { locationId: 1, data: { unit_number: 'B' } });
    await engine.replayNow();
    expect(calls).toHaveLength(1);
    const [first] = await db.outbox.orderBy('seq').toArray();
    expect(first).toMatchObject({ status: 'pending', nextAttemptAt: clock.time + 120_000, lastError: 'busy', lastStatus: 503 });
  });
});
