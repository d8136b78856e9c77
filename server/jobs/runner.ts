import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { exportI18n } from '../exports/export-i18n';
import { SYSTEM_ERROR_MESSAGE } from '../plugins/error-handler';
import {
  claimNext,
  completeJob,
  failJob,
  heartbeat,
  recoverStale,
  releaseJob,
  saveProgress,
  userLanguage,
  type ClaimedJob,
  type ReportKind,
} from './repository';

/**
 * A failure whose message is meant for the user, stored as the report's error in the language
 * of the user who asked for the report: the message is an English catalog id (server
 * catalog, locales/{locale}/exports.po), `values` fill its placeholders.
 */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly values?: Record<string, string | number>,
  ) {
    super(message);
  }
}

/** What a report builder gets: its row, a progress reporter and a signal for shutdown. */
export interface JobContext {
  id: number;
  userId: number;
  name: string;
  parameters: unknown;
  /** Aborted when the process shuts down or the row is taken away; stop at the next chunk. */
  signal: AbortSignal;
  /** 0–1; also renews the lease. Throws once the signal is aborted. */
  progress(fraction: number): Promise<void>;
  log: FastifyBaseLogger;
}

/** Builds the report's data (stored as JSON) or throws. */
export type JobHandler = (job: JobContext) => Promise<unknown>;

export interface JobRunnerOptions {
  /** Jobs one process runs at once. */
  concurrency: number;
  /** How often an idle runner looks for queued rows; 0 runs jobs only through processNow. */
  pollIntervalMs: number;
  /** A running row without a heartbeat for this long belonged to a process that stopped. */
  staleAfterMinutes: number;
  /** Tries before a row that keeps stopping its runner is failed instead of requeued. */
  maxAttempts: number;
}

export const DEFAULT_JOB_RUNNER_OPTIONS: JobRunnerOptions = {
  concurrency: 1,
  pollIntervalMs: 2_000,
  staleAfterMinutes: 10,
  maxAttempts: 3,
};

/** Seen by the user of a report whose runner stopped too often (crash, kill, deploy). */
export const JOB_INTERRUPTED_MESSAGE = 'The report job stopped before finishing; generate it again.';

class LeaseLost extends Error {}
class ShuttingDown extends Error {}

/**
 * Runs queued generated reports in the background, never on a request's path: a request
 * inserts the row and answers; this runner claims it (FOR UPDATE SKIP LOCKED, so any number
 * of API processes can share one PostgreSQL), runs its kind's handler and stores the result
 * or a safe error message.
 */
export class JobRunner {
  readonly options: JobRunnerOptions;
  private readonly handlers = new Map<ReportKind, JobHandler>();
  private readonly active = new Map<number, { done: Promise<void>; controller: AbortController }>();
  private readonly worker = `${hostname()}:${process.pid}`;
  private started = false;
  private paused = false;
  /** The poll under way, so stop() can wait for its claim query before the database closes. */
  private polling: Promise<void> | null = null;
  /** A wake-up arrived during a poll: look again as soon as it ends. */
  private pollAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private lastRecovery = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: Partial<JobRunnerOptions> = {},
  ) {
    this.options = { ...DEFAULT_JOB_RUNNER_OPTIONS, ...options };
  }

  register(kind: ReportKind, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`a report job handler for ${kind} is already registered`);
    this.handlers.set(kind, handler);
  }

  /** Recovers stale rows, then polls (unless paused or polling is off). */
  async start(): Promise<void> {
    await this.recover();
    this.started = true;
    this.schedule(0);
  }

  /** Stops polling; processNow still runs jobs. */
  pause(): void {
    this.paused = true;
    this.clearTimer();
  }

  resume(): void {
    this.paused = false;
    this.schedule(0);
  }

  /** A new row was queued: look now rather than at the next poll. */
  wake(): void {
    this.schedule(0);
  }

  /** Stops polling and hands running jobs back to the queue once they reach their next chunk. */
  async stop(): Promise<void> {
    this.started = false;
    this.clearTimer();
    await this.polling;
    for (const { controller } of this.active.values()) controller.abort(new ShuttingDown());
    await Promise.allSettled([...this.active.values()].map((entry) => entry.done));
  }

  /** Runs queued jobs one after another until none is left; the number run. For tests and tools. */
  async processNow(): Promise<number> {
    let ran = 0;
    for (let job = await this.claim(); job; job = await this.claim()) {
      await this.run(job);
      ran++;
    }
    return ran;
  }

  private claim(): Promise<ClaimedJob | null> {
    return claimNext(this.db, [...this.handlers.keys()], this.worker);
  }

  private async recover(): Promise<void> {
    this.lastRecovery = Date.now();
    const outcome = await recoverStale(this.db, this.options.staleAfterMinutes, this.options.maxAttempts, JOB_INTERRUPTED_MESSAGE);
    if (outcome.requeued.length > 0 || outcome.failed.length > 0) this.log.warn(outcome, 'recovered report jobs left running by a stopped process');
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delayMs: number): void {
    if (!this.started || this.paused || this.options.pollIntervalMs <= 0) return;
    if (this.timer && delayMs > 0) return;
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.polling) {
        this.pollAgain = true;
        return;
      }
      this.polling = this.poll().finally(() => {
        this.polling = null;
        const again = this.pollAgain;
        this.pollAgain = false;
        this.schedule(again ? 0 : this.options.pollIntervalMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    try {
      if (Date.now() - this.lastRecovery > this.options.staleAfterMinutes * 60_000) await this.recover();
      while (this.started && !this.paused && this.active.size < this.options.concurrency) {
        const job = await this.claim();
        if (!job) break;
        const controller = new AbortController();
        const done = this.run(job, controller).finally(() => {
          this.active.delete(job.id);
          this.schedule(0);
        });
        this.active.set(job.id, { done, controller });
      }
    } catch (error) {
      this.log.error({ err: error }, 'report job poll failed');
    }
  }

  private async run(job: ClaimedJob, controller = new AbortController()): Promise<void> {
    const log = this.log.child({ reportId: job.id, kind: job.kind });
    const handler = this.handlers.get(job.kind);
    const lost = () => controller.abort(new LeaseLost());
    // A quarter of the stale threshold: two missed beats still leave the row with its runner.
    const beat = setInterval(() => {
      heartbeat(this.db, job).then((ok) => (ok ? undefined : lost()), (error: unknown) => log.warn({ err: error }, 'report job heartbeat failed'));
    }, (this.options.staleAfterMinutes * 60_000) / 4);
    beat.unref();
    const context: JobContext = {
      id: job.id,
      userId: job.userId,
      name: job.name,
      parameters: job.parameters,
      signal: controller.signal,
      log,
      progress: async (fraction) => {
        controller.signal.throwIfAborted();
        const value = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
        if (!(await saveProgress(this.db, job, value))) {
          lost();
          controller.signal.throwIfAborted();
        }
      },
    };
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      const result = await handler(context);
      controller.signal.throwIfAborted();
      if (!(await completeJob(this.db, job, result))) log.warn('report job finished after its row was taken away');
    } catch (error) {
      await this.settleFailure(job, controller.signal, error, log);
    } finally {
      clearInterval(beat);
    }
  }

  private async settleFailure(job: ClaimedJob, signal: AbortSignal, error: unknown, log: FastifyBaseLogger): Promise<void> {
    try {
      if (signal.aborted && signal.reason instanceof ShuttingDown) {
        await releaseJob(this.db, job);
        log.info('report job handed back to the queue at shutdown');
      } else if (signal.aborted && signal.reason instanceof LeaseLost) {
        log.warn('report job stopped: its row was recovered by another process');
      } else {
        // Internal details (SQL, stack, ids) stay in the log; the user reads a message meant for them.
        const language = await userLanguage(this.db, job.userId);
        const message = error instanceof JobFailure ? exportI18n(language)._(error.message, error.values) : exportI18n(language)._(SYSTEM_ERROR_MESSAGE);
        log.error({ err: error }, 'report job failed');
        await failJob(this.db, job, message);
      }
    } catch (writeError) {
      log.error({ err: writeError }, 'could not record the end of a report job; recovery will requeue it');
    }
  }
}
