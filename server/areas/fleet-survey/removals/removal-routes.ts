import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../../contract/common';
import { operationStatus, removalReasonList } from '../../../../contract/fleet-survey/inspection';
import {
  removedTire,
  removedTiresExportRequest,
  removedTiresRequest,
  removedTiresResponse,
  replaceTiresRequest,
  replaceTiresResponse,
  undoTireReplaceRequest,
  undoTireReplaceResponse,
  updateRemovedTireRequest,
  updateRemovedTireResponse,
} from '../../../../contract/fleet-survey/inspection-removals';
import { sendExport } from '../../../exports/send-export';
import type { ExportFormat } from '../../../exports/report-model';
import { requireUser } from '../../../plugins/authenticate';
import { HttpError } from '../../../plugins/error-handler';
import { getScope } from '../../../tenancy';
import { requireSurvey } from '../survey-access';
import { surveyHeading } from '../surveys/survey-heading';
import { listRemovalReasons } from '../reference-repository';
import { allRemovedTires, findRemovedTires, removedTireById } from './removed-tire-repository';
import { REMOVED_TIRE_NOT_FOUND, replaceTires, undoTireReplace, updateRemovedTire } from './removal-service';
import { removedTiresDocument } from '../report-documents';
import { failures, scopedWrite, tags, writeFailures } from '../route-schema';

/** Removed tires: the list and its files, replacing a tire, undoing that, and correcting a removal. */
export async function removalRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.post('/get_removed_tires', { schema: { tags, body: removedTiresRequest, response: { 200: removedTiresResponse, ...failures } } }, async (request) => {
    const scope = await getScope(request);
    const survey = await requireSurvey(db, scope, request.body.survey_id);
    return findRemovedTires(db, scope, survey.id, request.body);
  });

  const exportRemoved = (format: ExportFormat) => async (request: FastifyRequest<{ Body: { survey_id: number } }>, reply: Parameters<typeof sendExport>[0]) => {
    const scope = await getScope(request);
    const survey = await requireSurvey(db, scope, request.body.survey_id);
    const heading = await surveyHeading(db, survey.id);
    const document = removedTiresDocument({ user: requireUser(request), language: request.language, heading }, await allRemovedTires(db, scope, survey.id));
    return sendExport(reply, document, { format, fileName: `Removed tires ${heading.locationCode} ${heading.surveyDate.toISOString().slice(0, 10)}` });
  };
  r.post('/get_removed_tires_pdf', { schema: { tags, body: removedTiresExportRequest } }, exportRemoved('pdf'));
  r.post('/get_removed_tires_excel', { schema: { tags, body: removedTiresExportRequest } }, exportRemoved('xlsx'));

  r.get('/get_removed_tire_info/:id', { schema: { tags, params: idParam, response: { 200: removedTire, ...failures } } }, async (request) => {
    const removed = await removedTireById(db, await getScope(request), request.params.id);
    if (!removed) throw new HttpError(404, REMOVED_TIRE_NOT_FOUND);
    return removed;
  });

  r.get('/get_removal_reasons', { schema: { tags, response: { 200: removalReasonList, ...failures } } }, async () => ({
    removal_reasons: await listRemovalReasons(db),
  }));

  r.post('/replace_tires', { schema: { tags, body: replaceTiresRequest, response: { 200: replaceTiresResponse, ...writeFailures } } }, (request, reply) =>
    scopedWrite(request, reply, (tx, scope) => replaceTires(tx, scope, request.body, request)),
  );

  r.post('/undo_tire_replace', { schema: { tags, body: undoTireReplaceRequest, response: { 200: undoTireReplaceResponse, ...writeFailures } } }, (request, reply) =>
    scopedWrite(request, reply, (tx, scope) => undoTireReplace(tx, scope, request.body.removed_tire_id)),
  );

  r.put('/update_removed_tire', { schema: { tags, body: updateRemovedTireRequest, response: { 200: updateRemovedTireResponse, ...writeFailures } } }, (request, reply) =>
    scopedWrite(request, reply, (tx, scope) => updateRemovedTire(tx, scope, request.body)),
  );

  // Deleting a removal is taking the replacement back: a removal record without it would be untrue.
  r.delete('/delete_removed_tire/:id', { schema: { tags, params: idParam, response: { 200: operationStatus, ...writeFailures } } }, (request, reply) =>
    scopedWrite(request, reply, async (tx, scope) => {
      await undoTireReplace(tx, scope, request.params.id);
      return { status: 200, description: 'Removed tire deleted; the tire is back in its position', isError: false };
    }),
  );
}
