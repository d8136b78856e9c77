import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_QUEUE_OPTIONS, nextAttemptAt, retryDelayMs } from './mail-queue';

describe('retryDelayMs', () => {
  const options = { baseDelayMs: 60_000, maxDelayMs: 3_600_000 };

  it('doubles per try between half and all of the schedule', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, options, () => 0))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, options, () => 1))).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits longer than the cap', () => {
    expect(retryDelayMs(30, options, () => 1)).toBe(3_600_000);
    expect(retryDelayMs(30, options, () => 0)).toBe(1_800_000);
  });

});

describe('the default retry schedule', () => {
  const HOUR = 3_600_000;
  const queuedAt = new Date('2026-11-24T08:00:00Z');

  /** The times of every try of a mail the server never takes, the first at queuing. */
  function tries(random: () => number): Date[] {
    const at = [queuedAt];
    for (let attempts = 1; ; attempts++) {
      const next = nextAttemptAt(at[at.length - 1]!, queuedAt, attempts, DEFAULT_MAIL_QUEUE_OPTIONS, random);
      if (!next) return at;
      at.push(next);
    }
  }

  const jitters: [string, () => number][] = [['shortest', () => 0], ['longest', () => 1], ['random', Math.random]];
  it.each(jitters)(
    'tries for exactly a day whatever the jitter (%s waits), then gives up',
    (_name, random) => {
      const schedule = tries(random);
      expect(schedule.at(-1)!.getTime() - queuedAt.getTime()).toBe(24 * HOUR);
      const waits = schedule.slice(1).map((at, i) => at.getTime() - schedule[i]!.getTime());
      // 1, 2, 4 … 32 minutes (each between half and all of it), then about hourly, never longer.
      waits.slice(0, 6).forEach((wait, i) => expect(wait).toBeGreaterThanOrEqual(2 ** i * 30_000));
      waits.slice(0, 6).forEach((wait, i) => expect(wait).toBeLessThanOrEqual(2 ** i * 60_000));
      expect(Math.max(...waits)).toBeLessThanOrEqual(HOUR);
      expect(schedule.length).toBeLessThan(DEFAULT_MAIL_QUEUE_OPTIONS.maxAttempts);
    },
  );

  it('stops at the attempt limit even inside the window', () => {
    expect(nextAttemptAt(queuedAt, queuedAt, 2, { ...DEFAULT_MAIL_QUEUE_OPTIONS, maxAttempts: 2 })).toBeNull();
    expect(nextAttemptAt(new Date(queuedAt.getTime() + 24 * HOUR), queuedAt, 5, DEFAULT_MAIL_QUEUE_OPTIONS)).toBeNull();
  });
});
