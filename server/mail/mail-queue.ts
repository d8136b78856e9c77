import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { PeriodicDrain } from '../jobs/periodic-drain';
import { queryRows } from '../db/query';
import { queuedMailAttachments, queuedMails } from '../db/schema';
import { HttpError } from '../plugins/error-handler';
import { checkMessage, type CheckedMessage, type Mailer, type MailMessage } from './mailer';

export interface MailQueueOptions {
  /** How often due mail is looked for; 0 sends only through deliver() and processDue(). */
  pollIntervalMs: number;
  /** Tries before a mail is given up as failed, whatever the time. */
  maxAttempts: number;
  /** How long after it was queued a mail is tried: the last try is at this age, then it is given up. */
  retryWindowMs: number;
  /** The wait after the first failed try; it doubles per try up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A claimed mail whose sender stopped is claimable again after this long. */
  leaseMs: number;
}

/** Tries for a day: after 1, 2, 4 … 32 minutes, then hourly, the last one 24 hours after queuing. */
export const DEFAULT_MAIL_QUEUE_OPTIONS: MailQueueOptions = {
  pollIntervalMs: 30_000,
  maxAttempts: 100,
  retryWindowMs: 24 * 3600_000,
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
};

/**
 * Capped exponential backoff with equal jitter: at least half of the capped delay, so a mail
 * server coming back is not hit by every queued mail at the same instant, yet never retried
 * sooner than half the schedule.
 */
export function retryDelayMs(attempts: number, options: Pick<MailQueueOptions, 'baseDelayMs' | 'maxDelayMs'>, random = Math.random): number {
  const capped = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(capped / 2 + random() * (capped / 2));
}

/**
 * When a mail that failed its try number `attempts` is tried next, or null when it is given up:
 * the backoff above, except that the last try falls exactly at the end of the retry window, so
 * a mail is tried for the whole window whatever the jitter, and never past it.
 */
export function nextAttemptAt(
  failedAt: Date,
  queuedAt: Date,
  attempts: number,
  options: Pick<MailQueueOptions, 'baseDelayMs' | 'maxDelayMs' | 'maxAttempts' | 'retryWindowMs'>,
  random = Math.random,
): Date | null {
  const deadline = queuedAt.getTime() + options.retryWindowMs;
  if (attempts >= options.maxAttempts || failedAt.getTime() >= deadline) return null;
  return new Date(Math.min(failedAt.getTime() + retryDelayMs(attempts, options, random), deadline));
}

/**
 * Writes a mail to the queue inside the caller's transaction; it is sent once that commits.
 * The message is checked first, so bad recipients refuse the request before anything is written.
 */
export async function queueMail(db: Db, message: MailMessage, source: string): Promise<{ id: number; message: CheckedMessage }> {
  const checked = checkMessage(message);
  const [row] = await db.insert(queuedMails).values({ message: checked, source }).returning({ id: queuedMails.id });
  const attachments = message.attachments ?? [];
  if (attachments.length > 0) {
    await db.insert(queuedMailAttachments).values(attachments.map((a) => ({ mailId: row!.id, filename: a.filename, contentType: a.contentType, content: a.content })));
  }
  return { id: row!.id, message: checked };
}

export type DeliveryOutcome =
  | { state: 'sent'; messageId: string }
  | { state: 'retrying'; error: string; nextAttemptAt: Date }
  | { state: 'failed'; error: string }
  /** Not due, already sent, or being sent by another process. */
  | { state: 'not-claimed' };

type ClaimedMail = {
  id: number;
  message: CheckedMessage;
  attempts: number;
  source: string;
  created_at: Date | string;
};

/**
 * Sends queued mail: right after the queuing request commits (deliver), and on a timer for
 * what could not go out then. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so
 * several API processes share one queue and each mail is handed to the mail server by one of
 * them at a time; a mail is marked sent only after the server accepted it.
 */
export class MailQueue {
  readonly options: MailQueueOptions;
  private readonly loop: PeriodicDrain<number>;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    options: Partial<MailQueueOptions> = {},
  ) {
    this.options = { ...DEFAULT_MAIL_QUEUE_OPTIONS, ...options };
    this.loop = new PeriodicDrain((isStopped) => this.drain(isStopped), {
      intervalMs: this.options.pollIntervalMs,
      log,
      failure: 'queued mail could not be processed',
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Tries one queued mail now (the request that queued it has committed). */
  async deliver(id: number): Promise<DeliveryOutcome> {
    const claimed = await this.claim(sql`id = ${id}`);
    return claimed ? this.send(claimed) : { state: 'not-claimed' };
  }

  /** Sends every mail that is due; answers how many were tried. */
  processDue(): Promise<number> {
    return this.loop.run();
  }

  private async drain(isStopped: () => boolean): Promise<number> {
    let tried = 0;
    // A closing app finishes the mail in hand and leaves the rest for the next start.
    while (!isStopped()) {
      const claimed = await this.claim(sql`true`);
      if (!claimed) break;
      await this.send(claimed);
      tried += 1;
    }
    return tried;
  }

  private async claim(which: ReturnType<typeof sql>): Promise<ClaimedMail | null> {
    const rows = await queryRows<ClaimedMail>(
      this.db,
      sql`UPDATE queued_mails
          SET status = 'sending', attempts = attempts + 1, lease_until = now() + ${`${this.options.leaseMs} milliseconds`}::interval
          WHERE id = (
            SELECT id FROM queued_mails
            WHERE ${which}
              AND ((status = 'queued' AND next_attempt_at <= now()) OR (status = 'sending' AND lease_until < now()))
            ORDER BY next_attempt_at, id
            FOR UPDATE SKIP LOCKED
            LIMIT 1)
          RETURNING id, message, attempts, source, created_at`,
    );
    return rows[0] ?? null;
  }

  private async send(mail: ClaimedMail): Promise<DeliveryOutcome> {
    const attachments = await this.db
      .select({ filename: queuedMailAttachments.filename, contentType: queuedMailAttachments.contentType, content: queuedMailAttachments.content })
      .from(queuedMailAttachments)
      .where(eq(queuedMailAttachments.mailId, mail.id))
      .orderBy(queuedMailAttachments.id);
    try {
      const { messageId } = await this.mailer.send({ ...mail.message, attachments });
      await queryRows(
        this.db,
        sql`UPDATE queued_mails SET status = 'sent', sent_at = now(), message_id = ${messageId}, lease_until = null, last_error = null
            WHERE id = ${mail.id} RETURNING id`,
      );
      // The documents can be made again from the survey; the queue keeps only the record of sending.
      await this.db.delete(queuedMailAttachments).where(eq(queuedMailAttachments.mailId, mail.id));
      return { state: 'sent', messageId };
    } catch (error) {
      return this.failed(mail, error);
    }
  }

  private async failed(mail: ClaimedMail, error: unknown): Promise<DeliveryOutcome> {
    const reason = error instanceof Error ? error.message : String(error);
    // A message the mail code itself refuses will be refused again: no point in retrying it.
    const permanent = error instanceof HttpError && error.statusCode < 500;
    const nextAttempt = permanent ? null : nextAttemptAt(new Date(), new Date(mail.created_at), mail.attempts, this.options);
    if (!nextAttempt) {
      await queryRows(this.db, sql`UPDATE queued_mails SET status = 'failed', lease_until = null, last_error = ${reason} WHERE id = ${mail.id} RETURNING id`);
      this.log.error({ mailId: mail.id, source: mail.source, attempts: mail.attempts, reason }, 'queued mail given up');
      return { state: 'failed', error: reason };
    }
    await queryRows(
      this.db,
      sql`UPDATE queued_mails SET status = 'queued', lease_until = null, last_error = ${reason}, next_attempt_at = ${nextAttempt.toISOString()}::timestamptz
          WHERE id = ${mail.id} RETURNING id`,
    );
    this.log.warn({ mailId: mail.id, source: mail.source, attempts: mail.attempts, reason, nextAttemptAt: nextAttempt }, 'queued mail will be tried again');
    return { state: 'retrying', error: reason, nextAttemptAt: nextAttempt };
  }
}
