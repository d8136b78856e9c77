import type { OperationStatus } from '../../../../contract/fleet-survey/inspection';
import type { EmailReport, EmailReportsFields } from '../../../../contract/fleet-survey/inspection-finish';
import type { Db } from '../../../db/client';
import type { ReportDocument } from '../../../exports/report-model';
import { surveyReadings } from '../../../reporting/survey-detail-queries';
import { exportI18n } from '../../../exports/export-i18n';
import { EXPORT_CONTENT_TYPES, renderToBuffer, safeFileName } from '../../../exports/send-export';
import { queueMail, type DeliveryOutcome } from '../../../mail/mail-queue';
import type { MailAttachment } from '../../../mail/mailer';
import { reportMailContent } from '../../../mail/report-mail';
import type { Scope } from '../../../tenancy';
import { ageRuleOf } from '../../../tire-exceptions/age-rules';
import { assertFleetRecipients } from './mail-recipients';
import { surveyHeading } from '../surveys/survey-heading';
import { allRemovedTires } from '../removals/removed-tire-repository';
import { specRows } from '../readings/reading-repository';
import { removedTiresDocument, surveyLabel, surveyReportDocument, trailerReadinessDocument, type ReportContext } from '../report-documents';
import { surveyReadiness } from '../readiness/trailer-readiness-repository';

export type ReportUser = Omit<ReportContext, 'heading'>;

async function buildDocument(db: Db, scope: Scope, context: ReportContext, surveyId: number, fleetLocationId: number, kind: EmailReport): Promise<ReportDocument> {
  if (kind === 'survey') return surveyReportDocument(context, await surveyReadings(db, surveyId), await specRows(db, fleetLocationId), await ageRuleOf(db, fleetLocationId));
  if (kind === 'removed_tires') return removedTiresDocument(context, await allRemovedTires(db, scope, surveyId));
  return trailerReadinessDocument(context, (await surveyReadiness(db, scope, surveyId)).units);
}

/** A survey's reports waiting in the mail queue, and what the user is told about them. */
export interface QueuedReports {
  mailId: number;
  /** The answer stored with the write: the reports are queued, not yet sent. */
  queued: OperationStatus;
  recipients: string[];
}

/**
 * Renders the chosen reports of a survey as PDF and queues them as one mail, inside the
 * caller's transaction: they go out after it commits (see deliveryStatus). Rendering problems
 * and bad recipients are errors like any other and roll the write back.
 */
export async function queueSurveyReports(
  db: Db,
  scope: Scope,
  user: ReportUser,
  survey: { id: number; accountId: number; fleetLocationId: number },
  request: EmailReportsFields,
  recipientsField = 'to',
): Promise<QueuedReports> {
  await assertFleetRecipients(db, survey, user.user.id, request.to, recipientsField);
  const heading = await surveyHeading(db, survey.id);
  const context: ReportContext = { ...user, heading };
  const attachments: MailAttachment[] = [];
  for (const kind of request.reports) {
    const document = await buildDocument(db, scope, context, survey.id, survey.fleetLocationId, kind);
    const filename = safeFileName(`${exportI18n(user.language)._(document.meta.title)} ${heading.locationCode} ${heading.surveyDate.toISOString().slice(0, 10)}`, 'pdf');
    attachments.push({ filename, content: await renderToBuffer(document, 'pdf'), contentType: EXPORT_CONTENT_TYPES.pdf });
  }
  const label = surveyLabel(heading);
  // The mail's own words in the sender's language, as the attached files are.
  const i18n = exportI18n(user.language);
  const sender = `${user.user.firstName} ${user.user.lastName}`.trim();
  const content = reportMailContent({
    recipientName: heading.accountName,
    intro: i18n._('Reports of the tire survey at {label}, sent by {sender}.', { label, sender }),
    reports: attachments.map((attachment, index) => ({ title: i18n._(TITLES[request.reports[index]!]), fileName: attachment.filename })),
    language: user.language,
  });
  const subject = i18n._('Tire survey reports: {label}', { label });
  const { id, message } = await queueMail(db, { to: request.to, subject, ...content, attachments }, `survey ${survey.id} reports`);
  const recipients = message.to.join(', ');
  return { mailId: id, recipients: message.to, queued: { status: 202, description: `Reports queued for ${recipients}`, isError: false } };
}

/**
 * What the user is told after the first try to send: sent; waiting for the mail server (it is
 * tried again on its own, so nothing needs doing); or given up.
 */
export function deliveryStatus(outcome: DeliveryOutcome, recipients: string[], queued: OperationStatus): OperationStatus {
  const to = recipients.join(', ');
  if (outcome.state === 'sent') return { status: 200, description: `Reports sent to ${to}`, isError: false };
  if (outcome.state === 'retrying') {
    return { status: 202, description: `The mail server did not accept the e-mail (${outcome.error}). The reports to ${to} are kept and sent automatically when it does.`, isError: false };
  }
  if (outcome.state === 'failed') return { status: 502, description: `The e-mail to ${to} could not be sent: ${outcome.error}`, isError: true };
  return queued;
}

const TITLES: Record<EmailReport, string> = { survey: /*i18n*/ 'Survey report', removed_tires: /*i18n*/ 'Removed tires', trailer_readiness: /*i18n*/ 'Trailer readiness' };
