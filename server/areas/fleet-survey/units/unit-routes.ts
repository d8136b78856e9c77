import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../../contract/common';
import {
  createUnitOptionsRequest,
  createUnitOptionsResponse,
  lastSurveysResponse,
  ownerList,
  ownersRequest,
  unitByNumberRequest,
  unitConfigurationsResponse,
  unitIdRequest,
  unitNumbersRequest,
  unitNumbersResponse,
  unitResponse,
  unitSelectsResponse,
  unitsRequest,
  unitsResponse,
} from '../../../../contract/fleet-survey/units';
import { HttpError } from '../../../plugins/error-handler';
import { assertAccountsInScope, getScope } from '../../../tenancy';
import { requireLocation, requireSurvey, requireUnit, UNIT_NOT_FOUND } from '../survey-access';
import { recordFailures, tags } from '../route-schema';
import { listOwners, unitConfigurations, unitSelects, unitTypeExists } from '../selects-repository';
import { copyOptions, findUnitByNumber, findUnitDetail, findUnits, isInSurvey, lastFiveSurveys, unitNumbers } from './unit-repository';

export const UNIT_TYPE_NOT_FOUND = 'Unit type not found';

/** Reading units: lists, one unit, selects and configurations, and what to copy a new unit from. */
export async function unitRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/get_unit_selects', { schema: { tags, response: { 200: unitSelectsResponse, ...recordFailures } } }, () => unitSelects(db));

  r.get('/get_unit_configurations/:id', { schema: { tags, params: idParam, response: { 200: unitConfigurationsResponse, ...recordFailures } } }, async (request) => {
    if (!(await unitTypeExists(db, request.params.id))) throw new HttpError(404, UNIT_TYPE_NOT_FOUND);
    return { configurations: await unitConfigurations(db, request.params.id) };
  });

  r.post('/get_units', { schema: { tags, body: unitsRequest, response: { 200: unitsResponse, ...recordFailures } } }, async (request) => {
    const scope = await getScope(request);
    if (request.body.location_id) await requireLocation(db, scope, request.body.location_id);
    return findUnits(db, scope, request.body);
  });

  r.get('/get_unit/:id', { schema: { tags, params: idParam, response: { 200: unitResponse, ...recordFailures } } }, async (request) => {
    const unit = await findUnitDetail(db, await getScope(request), request.params.id);
    if (!unit) throw new HttpError(404, UNIT_NOT_FOUND);
    return { unit };
  });

  r.post('/get_last_five_surveys', { schema: { tags, body: unitIdRequest, response: { 200: lastSurveysResponse, ...recordFailures } } }, async (request) => {
    const scope = await getScope(request);
    const unit = await requireUnit(db, scope, request.body.unit_id);
    return { surveys: await lastFiveSurveys(db, scope, unit.id) };
  });

  r.post('/get_unit_numbers', { schema: { tags, body: unitNumbersRequest, response: { 200: unitNumbersResponse, ...recordFailures } } }, async (request) => {
    const scope = await getScope(request);
    const location = await requireLocation(db, scope, request.body.location_id);
    return unitNumbers(db, scope, location.id, request.body.key_word);
  });

  r.post('/get_unit_by_number', { schema: { tags, body: unitByNumberRequest, response: { 200: unitResponse, ...recordFailures } } }, async (request) => {
    const scope = await getScope(request);
    const location = await requireLocation(db, scope, request.body.location_id);
    const unit = await findUnitByNumber(db, scope, location.id, request.body.unit_number);
    if (!unit) throw new HttpError(404, UNIT_NOT_FOUND);
    return { unit };
  });

  r.post('/get_owners', { schema: { tags, body: ownersRequest, response: { 200: ownerList, ...recordFailures } } }, async (request) => {
    const scope = await getScope(request);
    assertAccountsInScope(scope, request.body.account_id ? [request.body.account_id] : undefined);
    const location = request.body.location_id ? await requireLocation(db, scope, request.body.location_id) : null;
    return listOwners(db, scope, request.body.account_id ?? location?.accountId ?? null);
  });

  r.post(
    '/get_create_unit_options',
    { schema: { tags, body: createUnitOptionsRequest, response: { 200: createUnitOptionsResponse, ...recordFailures } } },
    async (request) => {
      const scope = await getScope(request);
      const location = await requireLocation(db, scope, request.body.location_id);
      const survey = request.body.survey_id ? await requireSurvey(db, scope, request.body.survey_id) : null;
      const unit = await findUnitByNumber(db, scope, location.id, request.body.unit_number);
      return {
        is_unit_exists: unit !== null,
        is_unit_exists_on_survey: unit !== null && survey !== null && (await isInSurvey(db, survey.id, unit.id)),
        unit_id: unit?.id ?? null,
        ...(await copyOptions(db, location.id)),
      };
    },
  );
}
