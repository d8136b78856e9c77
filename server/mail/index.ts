export { createMailer, OUTBOX_FOLDER, type Mailer, type MailerConfig, type MailerLogger, type MailMessage, type MailAttachment } from './mailer';
export { reportMailContent, escapeHtml, type AttachedReport, type ReportMailInput } from './report-mail';
