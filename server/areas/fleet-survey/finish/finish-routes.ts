import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { operationStatus, type OperationStatus } from '../../../../contract/fleet-survey/inspection';
import { finishSurveyRequest, finishSurveyResponse, sendEmailReportsRequest } from '../../../../contract/fleet-survey/inspection-finish';
import { requireUser } from '../../../plugins/authenticate';
import { rememberAnswer, runWrite } from '../../../plugins/idempotency';
import { getScope } from '../../../tenancy';
import { requireSurvey } from '../survey-access';
import { finishSurvey } from './finish-service';
import { deliveryStatus, queueSurveyReports, type QueuedReports } from './mail-service';
import { scopedWrite, tags, writeFailures } from '../route-schema';

/**
 * Finishing a survey and mailing its reports. The mail is queued in the write's transaction
 * and tried once right after the commit: the database is never held while a mail server
 * answers, a replayed Idempotency-Key never queues it twice, and a mail server that is down
 * only delays the mail (the queue tries again on its own).
 */
export async function finishRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /**
   * The first try after the commit, and the answer that tells its outcome, remembered for
   * replays. A replayed request queued nothing and answers what it answered the first time.
   */
  async function deliver<T>(request: FastifyRequest, queued: QueuedReports | null, answer: (email: OperationStatus) => T): Promise<T | null> {
    if (!queued) return null;
    const body = answer(deliveryStatus(await app.mailQueue.deliver(queued.mailId), queued.recipients, queued.queued));
    await rememberAnswer(request, body);
    return body;
  }

  r.post(
    '/finish_survey',
    { schema: { tags, body: finishSurveyRequest, response: { 200: finishSurveyResponse, ...writeFailures } } },
    async (request, reply) => {
      const scope = await getScope(request);
      const user = { user: requireUser(request), language: request.language };
      let queued: QueuedReports | null = null;
      const finished = await runWrite(request, reply, (tx) => finishSurvey(tx, scope, user, request.body, request, (reports) => (queued = reports)));
      return (await deliver(request, queued, (email) => ({ ...finished, email }))) ?? finished;
    },
  );

  r.post(
    '/send_email_reports',
    { schema: { tags, body: sendEmailReportsRequest, response: { 200: operationStatus, ...writeFailures } } },
    async (request, reply) => {
      const user = { user: requireUser(request), language: request.language };
      let queued: QueuedReports | null = null;
      const stored = await scopedWrite(request, reply, async (tx, scope) => {
        const survey = await requireSurvey(tx, scope, request.body.survey_id);
        queued = await queueSurveyReports(tx, scope, user, survey, request.body);
        return queued.queued;
      });
      return (await deliver(request, queued, (email) => email)) ?? stored;
    },
  );
}
