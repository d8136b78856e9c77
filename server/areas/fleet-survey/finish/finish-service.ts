import type { EmailReportsFields, FinishSurveyResponse } from '../../../../contract/fleet-survey/inspection-finish';
import type { Db } from '../../../db/client';
import type { WriteResult } from '../../../plugins/idempotency';
import { VersionConflictError } from '../../../plugins/error-handler';
import { eventTimesOf, type WriteTime } from '../../../plugins/request-context';
import type { Scope } from '../../../tenancy';
import { requireOpen, requireSurvey } from '../survey-access';
import { queueSurveyReports, type QueuedReports, type ReportUser } from './mail-service';
import { markSurveyFinished } from './finish-repository';

export interface FinishRequest {
  survey_id: number;
  version: number;
  send_email?: EmailReportsFields;
}

/**
 * Finishes a survey: from then on its readings, tires and photos are closed to edits. When
 * asked, its reports are queued as a mail in the same transaction (sent once it commits), so a
 * finished survey's reports are never lost to a mail server that is down, nor sent twice.
 */
export async function finishSurvey(
  db: Db,
  scope: Scope,
  user: ReportUser,
  body: FinishRequest,
  time: WriteTime,
  onQueued: (reports: QueuedReports) => void,
): Promise<WriteResult<FinishSurveyResponse>> {
  const survey = await requireSurvey(db, scope, body.survey_id, 'update');
  requireOpen(survey);
  if (survey.version !== body.version) {
    throw new VersionConflictError({ id: survey.id, status: survey.status, version: survey.version, finished_at: survey.finishedAt?.toISOString() ?? null });
  }
  const row = await markSurveyFinished(db, survey.id, eventTimesOf(time, survey.surveyDate));
  const finished: FinishSurveyResponse = { survey_id: survey.id, status: 'finished', finished_at: row.finishedAt.toISOString(), version: row.version, email: null };
  if (!body.send_email) return { statusCode: 200, body: finished };
  const reports = await queueSurveyReports(db, scope, user, survey, body.send_email, 'send_email.to');
  onQueued(reports);
  return { statusCode: 200, body: { ...finished, email: reports.queued } };
}
