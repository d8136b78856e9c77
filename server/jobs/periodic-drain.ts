import type { FastifyBaseLogger } from 'fastify';

/**
 * A drain that runs on a timer and on demand, never twice at once: the loop the mail queue
 * and the reporting refresh share. `drain` gets `isStopped`, so a closing app finishes the
 * item in hand and leaves the rest for the next start; stop() waits for it.
 */
export class PeriodicDrain<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;
  private stopped = false;

  constructor(
    private readonly drain: (isStopped: () => boolean) => Promise<T>,
    private readonly options: { intervalMs: number; log: FastifyBaseLogger; failure: string },
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs the drain now, or joins the one under way. */
  run(): Promise<T> {
    this.running ??= this.drain(() => this.stopped).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped || this.options.intervalMs <= 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.run()
        .catch((error: unknown) => this.options.log.error({ err: error }, this.options.failure))
        .finally(() => this.schedule(this.options.intervalMs));
    }, delayMs);
    this.timer.unref();
  }
}
