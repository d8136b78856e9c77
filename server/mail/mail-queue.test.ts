import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_QUEUE_OPTIONS, retryDelayMs } from './mail-queue';

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

  it('spreads the default schedule over about a day', () => {
    const total = Array.from({ length: DEFAULT_MAIL_QUEUE_OPTIONS.maxAttempts - 1 }, (_, i) => retryDelayMs(i + 1, DEFAULT_MAIL_QUEUE_OPTIONS, () => 1)).reduce((a, b) => a + b);
    expect(total / 3_600_000).toBeGreaterThan(4);
    expect(total / 3_600_000).toBeLessThan(30);
  });
});
