import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MailQueue } from './mail-queue';
import { createMailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail queued inside a request's transaction goes out through this after the commit. */
    mailQueue: MailQueue;
  }
}

/**
 * Decorates the app with its mail queue over SMTP_URL (or the .eml outbox folder): the retry
 * loop starts once the app is ready, every MAIL_RETRY_POLL_SECONDS, and stops when it closes.
 */
export const mailQueuePlugin = fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ component: 'mail-queue' });
    const queue = new MailQueue(app.db, createMailer(app.config, log), log, { pollIntervalMs: app.config.MAIL_RETRY_POLL_SECONDS * 1000 });
    app.decorate('mailQueue', queue);
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'mail-queue' },
);
