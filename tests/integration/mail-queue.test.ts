import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config';
import * as t from '../../server/db/schema';
import { createMailer } from '../../server/mail/mailer';
import { MailQueue, queueMail } from '../../server/mail/mail-queue';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { mailAttachments, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

let database: TestDatabase;
let sink: SmtpSink;
const log = Fastify({ logger: false }).log;
const queueOver = (smtpUrl: string, options: Partial<ConstructorParameters<typeof MailQueue>[3]> = {}) =>
  new MailQueue(database.db, createMailer({ ...testConfig(), SMTP_URL: smtpUrl }), log, { pollIntervalMs: 0, ...options });
const row = async (id: number) => (await database.db.select().from(t.queuedMails).where(eq(t.queuedMails.id, id)))[0]!;
const due = (id: number) => database.db.update(t.queuedMails).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(t.queuedMails.id, id));
const message = (subject: string) => ({
  to: 'fleet.manager@alpha.test',
  subject,
  text: 'Reports attached.',
  attachments: [{ filename: 'report.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 test') }],
});

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
  await database?.close();
});

describe('mail queue', () => {
  it('sends nothing that was rolled back with its transaction', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx as never, message('rolled back'), 'test rollback');
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await database.db.select().from(t.queuedMails).where(eq(t.queuedMails.source, 'test rollback'))).toEqual([]);
  });

  it('hands a mail whose sender stopped mid-send to the next one, after its lease', async () => {
    const { id } = await queueMail(database.db, message('after a crash'), 'test lease');
    // A sender claimed it and stopped: its lease is still running, so nobody else takes it.
    await database.db.update(t.queuedMails).set({ status: 'sending', attempts: 1, leaseUntil: new Date(Date.now() + 60_000) }).where(eq(t.queuedMails.id, id));
    const queue = queueOver(sink.url);
    expect(await queue.deliver(id)).toEqual({ state: 'not-claimed' });
    await database.db.update(t.queuedMails).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(t.queuedMails.id, id));
    const before = sink.messages.length;
    expect(await queue.deliver(id)).toMatchObject({ state: 'sent' });
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mailAttachments(mail!.raw)[0]!.content.toString()).toBe('%PDF-1.4 test');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, leaseUntil: null });
    expect(await queue.deliver(id)).toEqual({ state: 'not-claimed' });
  });

  it('backs off while the mail server is down and gives up after the last try, keeping the mail', async () => {
    const { id } = await queueMail(database.db, message('server down'), 'test give up');
    const queue = queueOver('smtp://127.0.0.1:9', { maxAttempts: 2, baseDelayMs: 60_000 });
    const first = await queue.deliver(id);
    expect(first).toMatchObject({ state: 'retrying' });
    const wait = first.state === 'retrying' ? first.nextAttemptAt.getTime() - Date.now() : 0;
    expect(wait).toBeGreaterThan(25_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    await due(id);
    expect(await queue.deliver(id)).toMatchObject({ state: 'failed' });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    const attachments = await database.db.select().from(t.queuedMailAttachments).where(eq(t.queuedMailAttachments.mailId, id));
    expect(attachments).toHaveLength(1);
    await due(id);
    expect(await queueOver(sink.url).processDue()).toBe(0);
  });

  it('gives up at once on a message the mail code refuses', async () => {
    const [bad] = await database.db.insert(t.queuedMails).values({ message: { to: ['not an address'], cc: [], subject: 'x', text: 'x' }, source: 'test refused' }).returning();
    expect(await queueOver(sink.url).deliver(bad!.id)).toMatchObject({ state: 'failed' });
    expect(await row(bad!.id)).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
