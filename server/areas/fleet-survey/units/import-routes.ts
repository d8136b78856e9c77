import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importUnitsResponse } from '../../../../contract/fleet-survey/units';
import { id } from '../../../../contract/common';
import { firstInputRuleIssue } from '../../../plugins/input-rules';
import { runWrite } from '../../../plugins/idempotency';
import { getScope } from '../../../tenancy';
import { readMultipart } from '../../../files/multipart-upload';
import { fieldError, requireLocation, type ScopedLocation } from '../survey-access';
import { detectFormat, fileError, readTable } from './import-file';
import { importUnits } from './import-units';
import { recordFailures, tags } from '../route-schema';
import { loadReferences } from './unit-references';

export const FILE_TOO_LARGE = `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`;
const NOT_MULTIPART = 'Send the file as multipart/form-data with the fields location_id and file';
const locationIdFields = z.object({ location_id: id });

interface Upload {
  fileName: string;
  mimeType: string;
  data: Buffer;
  fields: Record<string, string>;
  location: ScopedLocation;
}

const IMPORT_LIMITS = { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 };

/**
 * The one file and the small fields of the form; limits broken are the client's error (400).
 * The location (sent before the file, as the portal does) is checked in the user's scope
 * before a byte of the file is read.
 */
async function readUpload(request: FastifyRequest, reply: FastifyReply): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: Omit<Upload, 'fields' | 'location'> | null = null;
  let location: ScopedLocation | null = null;
  try {
    await readMultipart(request, reply, { limits: IMPORT_LIMITS, notMultipart: fileError(NOT_MULTIPART) }, async (part, watch) => {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        return;
      }
      const locationId = firstInputRuleIssue(locationIdFields, fields) ? undefined : locationIdFields.safeParse(fields);
      if (!locationId?.success) throw fieldError('location_id', 'A location id is required, before the file');
      location = await requireLocation(request.server.db, await getScope(request), locationId.data.location_id);
      file = { fileName: part.filename, mimeType: part.mimetype, data: await watch.settle(() => part.toBuffer()) };
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(FILE_TOO_LARGE);
    throw error;
  }
  if (!file || !location) throw fieldError('file', 'Required');
  return { ...(file as Omit<Upload, 'fields' | 'location'>), fields, location };
}

/**
 * import_units: multipart with location_id and one CSV or XLSX file (at most 5 MB, header row
 * first). Rows with errors are skipped and reported; the valid rows are created.
 */
export async function importRoutes(app: FastifyInstance): Promise<void> {
  // Scoped to this plugin, unless an enclosing one already reads multipart bodies.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/import_units', { schema: { tags, consumes: ['multipart/form-data'], response: { 200: importUnitsResponse, ...recordFailures } } }, async (request, reply) => {
    const upload = await readUpload(request, reply);
    const location = upload.location;
    const format = detectFormat(upload.fileName, upload.mimeType, upload.data.subarray(0, 8));
    const table = await readTable(upload.data, format, IMPORT_MAX_ROWS);
    // The idempotency record compares request bodies: give it the form's content, file included.
    request.body = { location_id: location.id, file_sha256: createHash('sha256').update(upload.data).digest('hex') };
    return runWrite(request, reply, async (tx) => ({ statusCode: 200, body: await importUnits(tx, location, table, await loadReferences(tx)) }));
  });
}
