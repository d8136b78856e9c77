import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  selectLocationIdsQuery,
  selectLocationIdsResponse,
  torqueReportRequest,
  torqueReportResponse,
} from '../../../contract/torque-summary';
import type { z } from 'zod';
import { sendExport, type ExportFormat } from '../../exports';
import { requireUser } from '../../plugins/authenticate';
import { todayOf } from '../../plugins/request-context';
import { getScope } from '../../tenancy';
import { torqueSummaryDocument } from './export-document';
import { buildTorqueReport } from './report-service';
import { selectableLocations } from './repository';
import { config, failures, tags } from './route-schema';
import { exportContext } from '../../exports/report-meta';

type ReportBody = z.output<typeof torqueReportRequest>;

async function reportOf(request: FastifyRequest<{ Body: ReportBody }>) {
  return buildTorqueReport(request.server.db, {
    request: request.body,
    scope: await getScope(request),
    user: requireUser(request),
    today: todayOf(request),
  });
}

/**
 * The torque summary report (spec 3 §7 "Torque summary"), mounted at
 * /api/v2/torque_summary_report; every call needs TMTQSRPT and reads only the user's locations.
 */
export async function torqueSummaryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/select_location_ids',
    { config, schema: { tags, querystring: selectLocationIdsQuery, response: { 200: selectLocationIdsResponse, ...failures } } },
    async (request) => selectableLocations(app.db, await getScope(request), request.query),
  );

  r.post('/get_report', { config, schema: { tags, body: torqueReportRequest, response: { 200: torqueReportResponse, ...failures } } }, async (request) => {
    return (await reportOf(request)).report;
  });

  const file = (format: ExportFormat) => async (request: FastifyRequest<{ Body: ReportBody }>, reply: FastifyReply) => {
    const { report } = await reportOf(request);
    const document = torqueSummaryDocument(exportContext(request), report);
    const name = `torque summary ${report.cover_page.date_from} ${report.cover_page.date_to}`.replace(/\//g, '-');
    return sendExport(reply, document, { format, fileName: name });
  };
  const fileSchema = { tags, body: torqueReportRequest, response: failures };
  r.post('/download_pdf', { config, schema: fileSchema }, file('pdf'));
  r.post('/download_excel', { config, schema: fileSchema }, file('xlsx'));
}
