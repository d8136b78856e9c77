import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Config } from '../config';
import { HttpError } from '../plugins/error-handler';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string | string[];
  cc?: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** 'smtp' delivers through SMTP_URL; 'outbox' writes .eml files (no mail server configured). */
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ messageId: string }>;
}

export type MailerConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>;

/** Fastify's logger fits; so does console-like test doubles. */
export interface MailerLogger {
  info(details: object, message: string): void;
}

export const OUTBOX_FOLDER = 'outbox-mail';
const MAX_RECIPIENTS = 50;
const MAX_SUBJECT = 250;

const email = z.email();

function recipients(field: 'to' | 'cc', value: string | string[] | undefined, required: boolean): string[] {
  const list = (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((address) => address.trim());
  if (required && list.length === 0) throw new HttpError(400, 'At least one recipient is required', [{ field, message: 'Required' }]);
  if (list.length > MAX_RECIPIENTS) throw new HttpError(400, `At most ${MAX_RECIPIENTS} recipients`, [{ field, message: 'Too many recipients' }]);
  const invalid = list.findIndex((address) => !email.safeParse(address).success);
  if (invalid >= 0) {
    throw new HttpError(400, `Invalid e-mail address: ${list[invalid]}`, [{ field: `${field}.${invalid}`, message: 'Invalid e-mail address' }]);
  }
  return list;
}

/** A message whose recipients and subject passed the checks every send applies. */
export interface CheckedMessage {
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html?: string;
}

/**
 * The checks every message goes through: at least one recipient, each a valid address, a
 * subject on one line. Bad input is an HttpError 400 naming the field, so a request that
 * queues mail is refused before anything is written.
 */
export function checkMessage(message: Omit<MailMessage, 'attachments'>): CheckedMessage {
  const to = recipients('to', message.to, true);
  const cc = recipients('cc', message.cc, false);
  const subject = message.subject.replace(/[\r\n]+/g, ' ').trim().slice(0, MAX_SUBJECT);
  if (subject === '') throw new HttpError(400, 'A subject is required', [{ field: 'subject', message: 'Required' }]);
  return { to, cc, subject, text: message.text, ...(message.html === undefined ? {} : { html: message.html }) };
}

/** Connection limits well under a request's patience; the library defaults wait minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

function fileSafe(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 80);
}

/**
 * Sends mail through SMTP_URL. Without SMTP_URL (the embedded demo) every message is written as
 * an RFC 822 .eml file to DATA_DIR/outbox-mail/ instead, where any mail client can open it, and
 * its path is logged: finishing a survey then works end to end without a mail server.
 */
export function createMailer(config: MailerConfig, log?: MailerLogger): Mailer {
  const outbox = !config.SMTP_URL;
  const transport = config.SMTP_URL
    ? nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const outboxDir = join(config.dataDir, OUTBOX_FOLDER);

  return {
    mode: outbox ? 'outbox' : 'smtp',
    async send(message) {
      const { to, cc, subject } = checkMessage(message);
      const info = await transport.sendMail({
        from: config.MAIL_FROM,
        to,
        cc: cc.length > 0 ? cc : undefined,
        subject,
        text: message.text,
        html: message.html,
        attachments: (message.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          content: attachment.content,
          contentType: attachment.contentType,
        })),
      });
      const messageId = String(info.messageId ?? '');
      if (outbox) {
        const raw = (info as { message?: unknown }).message;
        if (!Buffer.isBuffer(raw)) throw new Error('The outbox transport returned no message');
        await mkdir(outboxDir, { recursive: true });
        const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${fileSafe(messageId) || 'message'}.eml`);
        await writeFile(file, raw);
        log?.info({ file, to, subject }, 'mail written to the outbox folder (SMTP_URL is not set)');
      } else {
        log?.info({ messageId, to, subject }, 'mail sent');
      }
      return { messageId };
    },
  };
}
