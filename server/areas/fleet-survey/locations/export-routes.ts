import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { surveysRequest } from '../../../../contract/fleet-survey/surveys';
import { unitsRequest } from '../../../../contract/fleet-survey/units';
import { sendExport } from '../../../exports/send-export';
import type { ExportFormat, ReportFilter } from '../../../exports/report-model';
import { getScope } from '../../../tenancy';
import { requireLocation, type ScopedLocation } from '../survey-access';
import { surveysDocument, unitsDocument } from './export-documents';
import { recordFailures, tags } from '../route-schema';
import { allSurveys } from '../surveys/survey-repository';
import { allUnits } from '../units/unit-repository';
import { loadReferences } from '../units/unit-references';
import { exportContext } from '../../../exports/report-meta';

const FORMATS: [string, ExportFormat][] = [
  ['pdf', 'pdf'],
  ['excel', 'xlsx'],
];

const describe = (location: ScopedLocation | null) => (location ? `${location.code} · ${location.name}` : undefined);

/** get_units_{pdf,excel} and get_surveys_{pdf,excel}: the table's every row, as a download. */
export async function exportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  for (const [suffix, format] of FORMATS) {
    r.post(`/get_units_${suffix}`, { schema: { tags, body: unitsRequest, response: recordFailures } }, async (request, reply) => {
      const scope = await getScope(request);
      const body = request.body;
      const location = body.location_id ? await requireLocation(db, scope, body.location_id) : null;
      const filters: ReportFilter[] = [];
      if (location) filters.push({ label: /*i18n*/ 'Location', value: describe(location) ?? '' });
      if (body.type) filters.push({ label: /*i18n*/ 'Type', value: (await loadReferences(db)).types.get(body.type)?.name ?? String(body.type) });
      if (body.key_word.trim()) filters.push({ label: /*i18n*/ 'Keyword', value: body.key_word.trim() });
      const document = unitsDocument(exportContext(request, filters), describe(location), allUnits(db, scope, body));
      return sendExport(reply, document, { format, fileName: `units${location ? ` ${location.code}` : ''}` });
    });

    r.post(`/get_surveys_${suffix}`, { schema: { tags, body: surveysRequest, response: recordFailures } }, async (request, reply) => {
      const scope = await getScope(request);
      const body = request.body;
      const location = await requireLocation(db, scope, body.location_id);
      const filters: ReportFilter[] = [{ label: /*i18n*/ 'Location', value: describe(location) ?? '' }];
      if (body.date_from || body.date_to) filters.push({ label: /*i18n*/ 'Dates', value: `${body.date_from ?? '…'} – ${body.date_to ?? '…'}` });
      if (body.status) filters.push({ label: /*i18n*/ 'Status', value: body.status });
      const document = surveysDocument(exportContext(request, filters), describe(location), allSurveys(db, scope, body));
      return sendExport(reply, document, { format, fileName: `surveys ${location.code}` });
    });
  }
}
