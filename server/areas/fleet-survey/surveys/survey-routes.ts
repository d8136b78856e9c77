import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../../contract/common';
import {
  addExistingUnitToSurveyRequest,
  addExistingUnitToSurveyResponse,
  addNewUnitToSurveyRequest,
  addNewUnitToSurveyResponse,
  createSurveyRequest,
  surveyParams,
  surveysRequest,
  surveysResponse,
  surveyUnitParams,
  surveyUnitResponse,
  surveyUnitsResponse,
  updateSurveyDetailsRequest,
  writeResult,
} from '../../../../contract/fleet-survey/surveys';
import { deleteResult } from '../../../../contract/fleet-survey/units';
import { requireUser } from '../../../plugins/authenticate';
import { HttpError } from '../../../plugins/error-handler';
import { runWrite } from '../../../plugins/idempotency';
import { getScope } from '../../../tenancy';
import { requireLocation, requireSurvey } from '../survey-access';
import { recordFailures, tags } from '../route-schema';
import { findSurveys } from './survey-repository';
import { surveyUnit, surveyUnits } from './survey-unit-repository';
import { addExistingUnitToSurvey, addNewUnitToSurvey, createSurvey, deleteSurvey, updateSurveyDetails } from './survey-writer';
import { loadReferencesOf } from '../units/unit-references';

export const UNIT_NOT_IN_SURVEY = 'This unit is not in the survey';

/** Surveys of a location and the units inspected in them; writes go through runWrite. */
export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.post('/create_survey', { schema: { tags, body: createSurveyRequest, response: { 201: writeResult, ...recordFailures } } }, async (request, reply) => {
    const scope = await getScope(request);
    return runWrite(request, reply, async (tx) => ({ statusCode: 201, body: await createSurvey(tx, scope, requireUser(request), request.body) }));
  });

  r.post('/update_survey_details', { schema: { tags, body: updateSurveyDetailsRequest, response: { 200: writeResult, ...recordFailures } } }, async (request, reply) => {
    const scope = await getScope(request);
    return runWrite(request, reply, async (tx) => ({ statusCode: 200, body: await updateSurveyDetails(tx, scope, requireUser(request), request.body) }));
  });

  r.post('/get_surveys', { schema: { tags, body: surveysRequest, response: { 200: surveysResponse, ...recordFailures } } }, async (request) => {
    const scope = await getScope(request);
    await requireLocation(db, scope, request.body.location_id);
    return findSurveys(db, scope, request.body);
  });

  r.delete('/delete_survey/:id', { schema: { tags, params: idParam, response: { 200: deleteResult, ...recordFailures } } }, async (request, reply) => {
    const scope = await getScope(request);
    return runWrite(request, reply, async (tx) => {
      const { id } = await deleteSurvey(tx, scope, request.params.id);
      return { statusCode: 200, body: { status: 200, description: 'Survey deleted', isError: false, id } };
    });
  });

  r.post(
    '/add_new_unit_to_survey',
    { schema: { tags, body: addNewUnitToSurveyRequest, response: { 201: addNewUnitToSurveyResponse, ...recordFailures } } },
    async (request, reply) => {
      const scope = await getScope(request);
      return runWrite(request, reply, async (tx) => ({ statusCode: 201, body: await addNewUnitToSurvey(tx, scope, request.body, await loadReferencesOf(tx, [request.body.unit]), request) }));
    },
  );

  r.post(
    '/add_existing_unit_to_survey',
    { schema: { tags, body: addExistingUnitToSurveyRequest, response: { 200: addExistingUnitToSurveyResponse, 201: addExistingUnitToSurveyResponse, ...recordFailures } } },
    async (request, reply) => {
      const scope = await getScope(request);
      return runWrite(request, reply, async (tx) => {
        const result = await addExistingUnitToSurvey(tx, scope, request.body, request);
        return { statusCode: result.is_new ? 201 : 200, body: result };
      });
    },
  );

  r.get('/:surveyId/units', { schema: { tags, params: surveyParams, response: { 200: surveyUnitsResponse, ...recordFailures } } }, async (request) => {
    const survey = await requireSurvey(db, await getScope(request), request.params.surveyId);
    return { units: await surveyUnits(db, survey.id) };
  });

  r.get('/:surveyId/units/:unitId', { schema: { tags, params: surveyUnitParams, response: { 200: surveyUnitResponse, ...recordFailures } } }, async (request) => {
    const scope = await getScope(request);
    const survey = await requireSurvey(db, scope, request.params.surveyId);
    const unit = await surveyUnit(db, scope, survey.id, request.params.unitId);
    if (!unit) throw new HttpError(404, UNIT_NOT_IN_SURVEY);
    return unit;
  });
}
