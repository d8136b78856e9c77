import type { Writable } from 'node:stream';

/** Rows written between checks of the output: often enough to stay responsive, rare enough to be cheap. */
export const PACE_ROWS = 250;

export class ExportAbortedError extends Error {
  constructor() {
    super('The export output closed before the file was complete');
  }
}

/**
 * Watches the destination of a streamed export. Writers call pace() every few hundred rows: it
 * stops reading rows while the destination is full (a slow download must not pile the file up
 * in memory) and fails fast once the destination is gone (a cancelled download must stop the
 * query instead of rendering into nowhere).
 */
export class OutputGuard {
  private failure: Error | null = null;
  private readonly closed: Promise<never>;

  constructor(private readonly output: Writable) {
    this.closed = new Promise<never>((_, reject) => {
      output.on('error', (error: Error) => {
        this.failure ??= error;
        reject(this.failure);
      });
      output.once('close', () => {
        if (!output.writableFinished) this.failure ??= new ExportAbortedError();
        if (this.failure) reject(this.failure);
      });
    });
    // The rejection is observed through race(); an unobserved one must not crash the process.
    this.closed.catch(() => undefined);
  }

  check(): void {
    if (this.failure) throw this.failure;
    if (this.output.destroyed && !this.output.writableFinished) throw new ExportAbortedError();
  }

  /** Waits for room in the destination, or at least lets compression and I/O run. */
  async pace(): Promise<void> {
    this.check();
    if (this.output.writableNeedDrain) {
      await this.race(new Promise<void>((resolve) => this.output.once('drain', resolve)));
    } else {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    this.check();
  }

  /** The promise, unless the destination fails or closes first. */
  race<T>(promise: Promise<T>): Promise<T> {
    return Promise.race([promise, this.closed]);
  }

  /** Leaves the destination in a failed state so a reader never mistakes a partial file for a whole one. */
  fail(error: unknown): void {
    if (!this.output.destroyed) this.output.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
