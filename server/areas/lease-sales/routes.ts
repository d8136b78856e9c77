import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  configuratorRequest,
  configuratorResponse,
  configuratorStructure as structureSchema,
  configuratorSubmitRequest,
  configuratorSubmitResponse,
  geocodeQuery,
  geocodeResponse,
  submissionFileRequest,
} from '../../../contract/lease-sales';
import { sendExport, type ExportFormat } from '../../exports';
import { requireUser } from '../../plugins/authenticate';
import { submissionDocument } from './export-document';
import { geocode } from './geocode';
import { configuratorStructure, ownSubmissions } from './repository';
import { config, failures, staffOnly, tags } from './route-schema';
import { submissionForExport, submitQuestionnaire } from './submission-service';

/**
 * The lease-sales configurator (spec 3 §7 "Lease sales"), mounted at /api/v2/leasesales: staff
 * with TVLOGIN only; a user reads and downloads only the submissions they made.
 */
export async function leaseSalesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { config, onRequest: staffOnly };

  r.post('/configurator', { ...guard, schema: { tags, body: configuratorRequest.optional(), response: { 200: configuratorResponse, ...failures } } }, async (request) => {
    const rows = await ownSubmissions(app.db, requireUser(request).id, request.body?.page_size ?? 20);
    return {
      submissions: rows.map((row) => ({
        submission_id: row.id,
        fleet_name: row.details.fleet_name ?? '',
        account_name: row.accountName,
        score: row.score,
        created_at: row.createdAt.toISOString(),
      })),
    };
  });

  r.post('/configurator_structure', { ...guard, schema: { tags, response: { 200: structureSchema, ...failures } } }, async (request) =>
    configuratorStructure(app.db, requireUser(request).id),
  );

  r.post('/configurator_submit', { ...guard, schema: { tags, body: configuratorSubmitRequest, response: { 200: configuratorSubmitResponse, ...failures } } }, async (request) =>
    submitQuestionnaire(app.db, requireUser(request), request.body),
  );

  type FileBody = z.output<typeof submissionFileRequest>;
  const file = (format: ExportFormat) => async (request: FastifyRequest<{ Body: FileBody }>, reply: FastifyReply) => {
    const user = requireUser(request);
    const submission = await submissionForExport(app.db, user, request.body.submission_id);
    const document = submissionDocument({ user, language: request.language, filters: [] }, submission);
    return sendExport(reply, document, { format, fileName: `lease sales ${submission.details.fleet_name} ${submission.id}` });
  };
  const fileSchema = { tags, body: submissionFileRequest, response: failures };
  r.post('/configurator_download_pdf_file', { ...guard, schema: fileSchema }, file('pdf'));
  r.post('/configurator_download_excel_file', { ...guard, schema: fileSchema }, file('xlsx'));

  r.get('/get_geocode', { ...guard, schema: { tags, querystring: geocodeQuery, response: { 200: geocodeResponse, ...failures } } }, async (request) =>
    geocode(request.query),
  );
}
