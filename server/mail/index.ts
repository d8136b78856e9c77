export { createMailer, OUTBOX_FOLDER, type Mailer, type MailerConfig, type MailerLogger, type MailMessage, type MailAttachment } from './mailer';
export { reportMailContent, escapeHtml, type AttachedReport, type ReportMailInput } from './report-mail';
export { MailQueue, queueMail, nextAttemptAt, retryDelayMs, DEFAULT_MAIL_QUEUE_OPTIONS, type DeliveryOutcome, type MailQueueOptions } from './mail-queue';
export { mailQueuePlugin } from './plugin';
