import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntryPacer, SETTLE_MS, TRAILING_ENTER_MS, type PacerClock } from './entry-pacer';

const clock: PacerClock = { now: () => Date.now(), setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

describe('EntryPacer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A field that a burst of keys types into, one key per `typed`, and how often it moved on. */
  function field(pacer: EntryPacer, complete: (text: string) => boolean) {
    let text = '';
    const state = { moves: 0 };
    return {
      state,
      key(k: string) {
        text += k;
        pacer.typed(() => complete(text), () => state.moves++);
      },
      get text() {
        return text;
      },
    };
  }

  it('moves on once the keys settle, not while a burst goes on', () => {
    const pacer = new EntryPacer(clock);
    const tread = field(pacer, (t) => t === '12' || t === '12.5');
    tread.key('1');
    vi.advanceTimersByTime(2);
    tread.key('2'); // complete by itself, but the burst is not over
    vi.advanceTimersByTime(2);
    tread.key('.');
    vi.advanceTimersByTime(2);
    tread.key('5');
    expect(tread.state.moves).toBe(0);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(tread.state.moves).toBe(0);
    vi.advanceTimersByTime(1);
    expect(tread.state.moves).toBe(1);
    expect(tread.text).toBe('12.5');
    vi.advanceTimersByTime(1_000);
    expect(tread.state.moves).toBe(1);
  });

  it("a gauge's Enter within the burst moves on at once and nothing moves on afterwards", () => {
    const pacer = new EntryPacer(clock);
    const pressure = field(pacer, (t) => t === '105');
    for (const k of '105') {
      pressure.key(k);
      vi.advanceTimersByTime(2);
    }
    expect(pacer.enter()).toBe('advance');
    vi.advanceTimersByTime(1_000);
    expect(pressure.state.moves).toBe(0);
  });

  it('an incomplete value waits for Enter', () => {
    const pacer = new EntryPacer(clock);
    const tread = field(pacer, () => false);
    tread.key('8');
    vi.advanceTimersByTime(1_000);
    expect(tread.state.moves).toBe(0);
    expect(pacer.enter()).toBe('advance');
  });

  it('drops the Enter that follows a value which already moved on, but only that one and only soon after', () => {
    const pacer = new EntryPacer(clock);
    const pressure = field(pacer, () => true);
    pressure.key('9');
    pressure.key('5');
    vi.advanceTimersByTime(SETTLE_MS + 100);
    expect(pressure.state.moves).toBe(1);
    expect(pacer.enter()).toBe('ignore');
    expect(pacer.enter()).toBe('advance');

    pressure.key('1');
    vi.advanceTimersByTime(SETTLE_MS + TRAILING_ENTER_MS);
    expect(pacer.enter()).toBe('advance');
  });

  it('a key typed after a move forgets it, and cancel drops a pending move', () => {
    const pacer = new EntryPacer(clock);
    const pressure = field(pacer, () => true);
    pressure.key('9');
    vi.advanceTimersByTime(SETTLE_MS);
    pressure.key('1');
    pacer.cancel();
    vi.advanceTimersByTime(1_000);
    expect(pressure.state.moves).toBe(1);
    expect(pacer.enter()).toBe('advance');
  });
});
