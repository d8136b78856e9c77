import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Mail written in the same transaction as the work it reports on and sent after that
 * transaction commits: a request never holds the database while a mail server answers, and a
 * committed mail is delivered even when the first attempt fails (retried with capped backoff).
 * `message` holds to, cc, subject, text and html; the attachments are rows of their own.
 */
export const queuedMails = pgTable(
  'queued_mails',
  {
    id: id(),
    status: text().$type<MailStatus>().notNull().default('queued'),
    message: jsonb().notNull(),
    /** What queued it, for the log: e.g. "finish_survey 42". */
    source: text().notNull(),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** While sending: the claim expires here, so a process that stopped mid-send hands the row back. */
    leaseUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    messageId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('queued_mails_status', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    index('queued_mails_due').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
  ],
);

export const queuedMailAttachments = pgTable(
  'queued_mail_attachments',
  {
    id: id(),
    mailId: integer().notNull().references(() => queuedMails.id, { onDelete: 'cascade' }),
    filename: text().notNull(),
    contentType: text().notNull(),
    content: bytea().notNull(),
  },
  (t) => [index().on(t.mailId)],
);
