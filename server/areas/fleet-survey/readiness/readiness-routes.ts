import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../../contract/common';
import {
  saveTrailerReadinessRequest,
  saveTrailerReadinessResponse,
  trailerReadinessFields,
  trailerReadinessReport as trailerReadinessReportSchema,
} from '../../../../contract/fleet-survey/inspection-finish';
import { getScope } from '../../../tenancy';
import { saveReadiness, trailerReadinessReport } from './readiness-service';
import { listTrailerReadinessFields } from '../reference-repository';
import { failures, scopedWrite, tags, writeFailures } from '../route-schema';

/** The trailer checklist during a survey (under /api/v2/fleet_survey). */
export async function readinessRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/get_trailer_readiness_fields', { schema: { tags, response: { 200: trailerReadinessFields, ...failures } } }, async () => ({
    fields: await listTrailerReadinessFields(db),
  }));

  r.post(
    '/save_trailer_readiness',
    { schema: { tags, body: saveTrailerReadinessRequest, response: { 200: saveTrailerReadinessResponse, ...writeFailures } } },
    (request, reply) => scopedWrite(request, reply, (tx, scope) => saveReadiness(tx, scope, request.body, request)),
  );
}

/** Spec 3 §7: GET get_trailer_readiness_report/{id} under /api/v2/survey, id being the survey. */
export async function trailerReadinessReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/get_trailer_readiness_report/:id',
    { schema: { tags: ['survey'], params: idParam, response: { 200: trailerReadinessReportSchema, ...failures } } },
    async (request) => trailerReadinessReport(db, await getScope(request), request.params.id),
  );
}
