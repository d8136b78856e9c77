import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  axleDiagram as axleDiagramSchema,
  axlesParams,
  editTireSelects as editTireSelectsSchema,
  positionRequest,
  saveTireRequest,
  saveTireResponse,
  treadDepthSpecRequest,
  treadDepthSpecResponse,
  updateTireDetailsRequest,
  updateTireDetailsResponse,
  updateUnitInspectionRequest,
  updateUnitInspectionResponse,
  wearConditionList,
  wheelPositionInfo as wheelPositionInfoSchema,
} from '../../../../contract/fleet-survey/inspection';
import { getScope } from '../../../tenancy';
import { requireSurvey, requireSurveyUnit } from '../survey-access';
import { axleDiagram } from './axle-diagram';
import { treadDepthSpec, wheelPositionInfo } from './position-info-service';
import { saveTire, updateTireDetails, updateUnitInspection } from './reading-service';
import { editTireSelects, listWearConditions } from '../reference-repository';
import { failures, scopedWrite, tags, writeFailures } from '../route-schema';

/** The inspection screen: the axle diagram, its selects and specs, and the writes of readings and tire details. */
export async function tireRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/:surveyId/axles/:unitId', { schema: { tags, params: axlesParams, response: { 200: axleDiagramSchema, ...failures } } }, async (request) => {
    const scope = await getScope(request);
    const survey = await requireSurvey(db, scope, request.params.surveyId);
    return axleDiagram(db, survey, await requireSurveyUnit(db, scope, survey, request.params.unitId));
  });

  r.get('/get_wear_conditions', { schema: { tags, response: { 200: wearConditionList, ...failures } } }, async () => ({
    wear_conditions: await listWearConditions(db),
  }));

  r.post('/get_edit_tire_selects', { schema: { tags, response: { 200: editTireSelectsSchema, ...failures } } }, () => editTireSelects(db));

  r.post('/get_tread_depth_spec', { schema: { tags, body: treadDepthSpecRequest, response: { 200: treadDepthSpecResponse, ...failures } } }, async (request) =>
    treadDepthSpec(db, await getScope(request), request.body),
  );

  r.post(
    '/get_wheel_position_info',
    { schema: { tags, body: positionRequest, response: { 200: wheelPositionInfoSchema, ...failures } } },
    async (request) => wheelPositionInfo(db, await getScope(request), request.body),
  );

  r.post('/save_tire', { schema: { tags, body: saveTireRequest, response: { 200: saveTireResponse, ...writeFailures } } }, (request, reply) =>
    scopedWrite(request, reply, (tx, scope) => saveTire(tx, scope, request.body, request)),
  );

  r.post(
    '/update_tire_details',
    { schema: { tags, body: updateTireDetailsRequest, response: { 200: updateTireDetailsResponse, ...writeFailures } } },
    (request, reply) => scopedWrite(request, reply, (tx, scope) => updateTireDetails(tx, scope, request.body)),
  );

  r.post(
    '/update_unit_inspection',
    { schema: { tags, body: updateUnitInspectionRequest, response: { 200: updateUnitInspectionResponse, ...writeFailures } } },
    (request, reply) => scopedWrite(request, reply, (tx, scope) => updateUnitInspection(tx, scope, request.body, request)),
  );
}
