import type { EmailReportsFields, FinishSurveyResponse } from '../../../../contract/fleet-survey/inspection-finish';
import type { Db } from '../../../db/client';
import type { WriteResult } from '../../../plugins/idempotency';
import { VersionConflictError } from '../../../plugins/error-handler';
import type { Mailer } from '../../../mail/mailer';
import type { Scope } from '../../../tenancy';
import { requireOpen, requireSurvey } from './access';
import { mailSurveyReports, MailNotSentError, type ReportUser } from './mail-service';
import { markSurveyFinished } from './survey-repository';

export interface FinishRequest {
  survey_id: number;
  version: number;
  send_email?: EmailReportsFields;
}

/**
 * Finishes a survey: from then on its readings, tires and photos are closed to edits. When
 * asked, the reports are mailed in the same step; a mail failure leaves the survey finished
 * and answers 502 with the e-mail's outcome (send_email_reports can try again).
 */
export async function finishSurvey(db: Db, scope: Scope, user: ReportUser, mailer: Mailer, body: FinishRequest): Promise<WriteResult<FinishSurveyResponse>> {
  const survey = await requireSurvey(db, scope, body.survey_id, 'update');
  requireOpen(survey);
  if (survey.version !== body.version) {
    throw new VersionConflictError({ id: survey.id, status: survey.status, version: survey.version, finished_at: survey.finishedAt?.toISOString() ?? null });
  }
  const row = await markSurveyFinished(db, survey.id);
  const finished: FinishSurveyResponse = { survey_id: survey.id, status: 'finished', finished_at: row.finishedAt.toISOString(), version: row.version, email: null };
  if (!body.send_email) return { statusCode: 200, body: finished };
  try {
    const email = await mailSurveyReports(db, scope, user, mailer, survey, body.send_email);
    return { statusCode: 200, body: { ...finished, email } };
  } catch (error) {
    if (!(error instanceof MailNotSentError)) throw error;
    return { statusCode: 502, body: { ...finished, email: error.outcome } };
  }
}
