/**
 * Moving on after a reading, for fingers and for keyboard-mode gauges alike. A Bluetooth gauge
 * types its value and Enter within a few milliseconds, so a value that looks complete halfway
 * through a burst (tread '12' before '.5') must not move focus while more keys are coming:
 * a complete value moves on only once the keys have settled, and Enter moves on at once. The
 * Enter that follows a value which already moved on by itself (a person's habit) is dropped,
 * so a reading never advances twice.
 */

/**
 * Quiet time after the last key before a complete value moves on. Gauges type every 1-10 ms,
 * but a tablet busy rendering can hand the keys over later; 120 ms still feels immediate to a
 * person and keeps a burst whole on a loaded device.
 */
export const SETTLE_MS = 120;
/** An Enter this soon after a value moved on by itself belongs to that value (a person confirming it, or a busy tablet handing it over late). */
export const TRAILING_ENTER_MS = 1000;

export interface PacerClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: PacerClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export type EnterDecision = 'advance' | 'ignore';

export class EntryPacer {
  private timer: unknown = null;
  private movedOnAt: number | null = null;

  constructor(
    private readonly clock: PacerClock = browserClock,
    private readonly settleMs = SETTLE_MS,
    private readonly trailingEnterMs = TRAILING_ENTER_MS,
  ) {}

  /**
   * A key changed a reading field. Once no key has come for the settle time, `complete` is
   * asked about the field as it then stands and, if it says so, `moveOn` runs (once).
   */
  typed(complete: () => boolean, moveOn: () => void): void {
    this.cancel();
    this.movedOnAt = null;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      if (!complete()) return;
      this.movedOnAt = this.clock.now();
      moveOn();
    }, this.settleMs);
  }

  /** Enter in a reading field: it ends the burst, and moves on unless the value already did. */
  enter(): EnterDecision {
    this.cancel();
    const trailing = this.movedOnAt !== null && this.clock.now() - this.movedOnAt < this.trailingEnterMs;
    this.movedOnAt = null;
    return trailing ? 'ignore' : 'advance';
  }

  /** Drops a pending move (the field went away); a recent move still swallows its Enter. */
  cancel(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
