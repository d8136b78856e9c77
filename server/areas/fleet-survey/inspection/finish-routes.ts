import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { operationStatus } from '../../../../contract/fleet-survey/inspection';
import { finishSurveyRequest, finishSurveyResponse, sendEmailReportsRequest } from '../../../../contract/fleet-survey/inspection-finish';
import type { Mailer } from '../../../mail/mailer';
import { requireUser } from '../../../plugins/authenticate';
import { runWrite } from '../../../plugins/idempotency';
import { getScope } from '../../../tenancy';
import { requireSurvey } from './access';
import { finishSurvey } from './finish-service';
import { mailSurveyReports, MailNotSentError } from './mail-service';
import { scopedWrite, tags, writeFailures } from './route-schema';

/**
 * Finishing a survey and mailing its reports. Mail goes out inside the write's transaction so
 * that a replayed Idempotency-Key never sends twice, while a failed send leaves no key behind
 * and can be retried as it was.
 */
export function finishRoutes(mailer: Mailer) {
  return async (app: FastifyInstance): Promise<void> => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/finish_survey',
      { schema: { tags, body: finishSurveyRequest, response: { 200: finishSurveyResponse, 502: finishSurveyResponse, ...writeFailures } } },
      async (request, reply) => {
        const scope = await getScope(request);
        const user = { user: requireUser(request), language: request.language };
        return runWrite(request, reply, (tx) => finishSurvey(tx, scope, user, mailer, request.body));
      },
    );

    r.post(
      '/send_email_reports',
      { schema: { tags, body: sendEmailReportsRequest, response: { 200: operationStatus, 502: operationStatus, ...writeFailures } } },
      async (request, reply) => {
        const user = { user: requireUser(request), language: request.language };
        try {
          return await scopedWrite(request, reply, async (tx, scope) => {
            const survey = await requireSurvey(tx, scope, request.body.survey_id);
            return mailSurveyReports(tx, scope, user, mailer, survey, request.body);
          });
        } catch (error) {
          if (!(error instanceof MailNotSentError)) throw error;
          request.log.warn({ err: error }, 'survey reports could not be mailed');
          return reply.status(502).send(error.outcome);
        }
      },
    );
  };
}
