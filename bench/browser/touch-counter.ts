import type { Locator, Page } from 'playwright-core';

/**
 * Counts what a technician does on the tablet. Every tap, field fill and key press is one
 * interaction, a native select two (open, pick), typing a value one (as on the tablet's number
 * pad); a keyboard-mode gauge's keystrokes are counted apart, since they are no touch.
 */
export class TouchCounter {
  /** Every interaction with the screen (and the camera app's, see `outside`). */
  total = 0;
  /** Keystrokes typed by a gauge. */
  keys = 0;

  get touches(): number {
    return this.total;
  }

  async tap(target: Locator): Promise<void> {
    this.total += 1;
    await target.tap();
  }

  async fill(target: Locator, value: string): Promise<void> {
    this.total += 1;
    await target.fill(value);
  }

  async select(target: Locator, label: string): Promise<void> {
    this.total += 2;
    await target.selectOption({ label });
  }

  /** A value typed by hand into the focused field, at a person's pace: one interaction. */
  async typeValue(page: Page, value: string): Promise<void> {
    this.total += 1;
    await page.keyboard.type(value, { delay: 60 });
  }

  async press(page: Page, key: string): Promise<void> {
    this.total += 1;
    await page.keyboard.press(key);
  }

  /** A keyboard-mode gauge: the digits 2 ms apart, then Enter, into the focused field; no touch. */
  async gauge(page: Page, value: string): Promise<void> {
    this.keys += value.length + 1;
    await page.keyboard.type(value, { delay: 2 });
    await page.keyboard.press('Enter');
  }

  /** Touches outside the page (the camera app's shutter and confirm). */
  outside(count: number): void {
    this.total += count;
  }
}

declare global {
  interface Window {
    __focusProbe: { reset(): void; samples: number[] };
  }
}

/**
 * Runs in the page before the app (an init script): the time from a reading value completed (its
 * last keystroke, or the Enter after it) to the next reading field focused, by performance.now().
 * Plain JavaScript text, so no helper the TypeScript loader adds to a function reaches the page.
 */
export const FOCUS_PROBE = `(() => {
  const reading = (t) => t instanceof HTMLInputElement && (t.id === 'tire-pressure-input' || t.id === 'tire-tread-input');
  let completedAt = null;
  let from = null;
  const probe = { samples: [], reset() { probe.samples.length = 0; completedAt = null; } };
  window.__focusProbe = probe;
  const complete = (e) => { completedAt = performance.now(); from = e.target; };
  document.addEventListener('input', (e) => { if (reading(e.target)) complete(e); }, true);
  document.addEventListener('keydown', (e) => { if (e.key === 'Enter' && reading(e.target)) complete(e); }, true);
  // The next field: the tread after the pressure, or the next position's pressure (a new element).
  document.addEventListener('focusin', (e) => {
    if (completedAt === null || !reading(e.target) || e.target === from) return;
    probe.samples.push(performance.now() - completedAt);
    completedAt = null;
  }, true);
})();`;

export const readFocusSamples = (page: Page): Promise<number[]> => page.evaluate(() => [...window.__focusProbe.samples]);
