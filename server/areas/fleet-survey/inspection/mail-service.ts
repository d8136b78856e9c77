import type { OperationStatus } from '../../../../contract/fleet-survey/inspection';
import type { EmailReport, EmailReportsFields } from '../../../../contract/fleet-survey/inspection-finish';
import type { Db } from '../../../db/client';
import type { ReportDocument } from '../../../exports/report-model';
import { EXPORT_CONTENT_TYPES, renderToBuffer, safeFileName } from '../../../exports/send-export';
import type { MailAttachment, Mailer } from '../../../mail/mailer';
import { reportMailContent } from '../../../mail/report-mail';
import { HttpError } from '../../../plugins/error-handler';
import type { Scope } from '../../../tenancy';
import { surveyHeading } from './survey-repository';
import { allRemovedTires } from './removed-tire-repository';
import { specRows } from './reading-repository';
import { removedTiresDocument, surveyLabel, surveyReportDocument, trailerReadinessDocument, type ReportContext } from './report-documents';
import { surveyReadings } from './survey-report-repository';
import { surveyReadiness } from './trailer-readiness-repository';

/** Mail that could not be sent; nothing about it is recorded, so the same request can try again. */
export class MailNotSentError extends Error {
  constructor(readonly outcome: OperationStatus) {
    super(outcome.description);
  }
}

export type ReportUser = Omit<ReportContext, 'heading'>;

async function buildDocument(db: Db, scope: Scope, context: ReportContext, surveyId: number, fleetLocationId: number, kind: EmailReport): Promise<ReportDocument> {
  if (kind === 'survey') return surveyReportDocument(context, await surveyReadings(db, surveyId), await specRows(db, fleetLocationId));
  if (kind === 'removed_tires') return removedTiresDocument(context, await allRemovedTires(db, scope, surveyId));
  return trailerReadinessDocument(context, (await surveyReadiness(db, scope, surveyId)).units);
}

/**
 * Renders the chosen reports of a survey as PDF and mails them as attachments. Rendering
 * problems are errors like any other; a mail server that refuses or cannot be reached
 * becomes MailNotSentError with a description for the user.
 */
export async function mailSurveyReports(
  db: Db,
  scope: Scope,
  user: ReportUser,
  mailer: Mailer,
  survey: { id: number; fleetLocationId: number },
  request: EmailReportsFields,
): Promise<OperationStatus> {
  const heading = await surveyHeading(db, survey.id);
  const context: ReportContext = { ...user, heading };
  const attachments: MailAttachment[] = [];
  for (const kind of request.reports) {
    const document = await buildDocument(db, scope, context, survey.id, survey.fleetLocationId, kind);
    const filename = safeFileName(`${document.meta.title} ${heading.locationCode} ${heading.surveyDate.toISOString().slice(0, 10)}`, 'pdf');
    attachments.push({ filename, content: await renderToBuffer(document, 'pdf'), contentType: EXPORT_CONTENT_TYPES.pdf });
  }
  const label = surveyLabel(heading);
  const content = reportMailContent({
    recipientName: heading.accountName,
    intro: `Reports of the tire survey at ${label}, sent by ${`${user.user.firstName} ${user.user.lastName}`.trim()}.`,
    reports: attachments.map((attachment, index) => ({ title: titleOf(request.reports[index]!), fileName: attachment.filename })),
    language: user.language,
  });
  try {
    await mailer.send({ to: request.to, subject: `Tire survey reports: ${label}`, ...content, attachments });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new MailNotSentError({ status: 502, description: `The e-mail could not be sent: ${reason}`, isError: true });
  }
  return { status: 200, description: `Reports sent to ${request.to.join(', ')}`, isError: false };
}

const TITLES: Record<EmailReport, string> = { survey: 'Survey report', removed_tires: 'Removed tires', trailer_readiness: 'Trailer readiness' };
const titleOf = (kind: EmailReport) => TITLES[kind];
