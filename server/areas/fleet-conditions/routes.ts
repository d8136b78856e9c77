import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fleetConditionReport,
  generateReportRequest,
  generateReportResponse,
  getReportRequest,
  reportFileRequest,
  reportsResponse,
  type FleetConditionReport,
} from '../../../contract/fleet-conditions';
import { sendExport, type ExportFormat } from '../../exports';
import { exportWords } from '../../exports/export-words';
import { loadPrintablePhotos } from '../../exports/photos';
import { userMeasureUnits } from '../../exports/units';
import * as generated from '../../jobs/generated-reports';
import { NO_PAGE_PERMISSION, requireUser } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { runWrite } from '../../plugins/idempotency';
import { getScope } from '../../tenancy';
import { accountSelectionRoutes } from '../account-selection';
import { fleetConditionDocument } from './export-document';
import { fleetConditionCharts, photoSources } from './export-pictures';
import { fleetConditionJob } from './job';
import { buildParameters } from './report-parameters';
import { FLEET_CONDITION_KIND, insertQueuedReport, listReports } from './report-repository';
import { loadAccounts } from './report-sources';
import { config, failures, reportFailures, tags } from './route-schema';

export { REPORT_NOT_FOUND, REPORT_NOT_READY, REPORT_OUTDATED } from '../../jobs/generated-reports';

const readyReportJson = (request: FastifyRequest, id: number) =>
  generated.readyReportJson(request.server.db, FLEET_CONDITION_KIND, requireUser(request).id, id, fleetConditionReport);
const readyReport = (request: FastifyRequest, id: number) =>
  generated.readyReport(request.server.db, FLEET_CONDITION_KIND, requireUser(request).id, id, fleetConditionReport);

async function sendReportFile(request: FastifyRequest, reply: FastifyReply, report: FleetConditionReport, format: ExportFormat) {
  const user = requireUser(request);
  const words = exportWords(request.language);
  const [graphs, photos] = await Promise.all([
    fleetConditionCharts(report, { words, language: request.language, units: userMeasureUnits(user) }),
    loadPrintablePhotos(request.server.blobStore, photoSources(report, words, request.language)),
  ]);
  const document = fleetConditionDocument(report, user, request.language, { graphs, photos });
  return sendExport(reply, document, { format, fileName: report.report_name });
}

/**
 * The fleet condition report generator (spec 1 §7 "Fleet conditions"), mounted at
 * /api/v2/fleet_conditions; every call needs TVFLTCNR. Generating only queues a row: the
 * report is built by the job runner, which must be registered on the app first.
 */
export async function fleetConditionRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('reportJobs')) throw new Error('register reportJobRunner before the fleet condition routes');
  app.reportJobs.register(FLEET_CONDITION_KIND, fleetConditionJob(app.db));
  await app.register(accountSelectionRoutes, { securityCode: config.securityCode, tags });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.post(
    '/generate_reports',
    { config, schema: { tags, body: generateReportRequest, response: { 202: generateReportResponse, ...failures } } },
    async (request, reply) => {
      const user = requireUser(request);
      const ids = [...new Set(request.body.account_ids)];
      const accounts = await loadAccounts(db, await getScope(request), ids);
      // An account that does not exist is refused like one outside the scope: the user cannot report on it.
      if (accounts.length !== ids.length) throw new HttpError(403, NO_PAGE_PERMISSION);
      const names = new Map(accounts.map((account) => [account.id, account.name]));
      const parameters = buildParameters(request.body, {
        accountNames: ids.map((id) => names.get(id) ?? ''),
        today: request.userTime ?? new Date(),
        preparedBy: `${user.firstName} ${user.lastName}`.trim(),
        currencySymbol: user.currencySymbol,
        now: new Date(),
      });
      const answer = await runWrite(request, reply, async (tx) => ({ statusCode: 202, body: await insertQueuedReport(tx, user.id, parameters) }));
      app.reportJobs.wake();
      return answer;
    },
  );

  r.get('/get_reports', { config, schema: { tags, response: { 200: reportsResponse, ...failures } } }, async (request) => ({
    reports: await listReports(db, requireUser(request).id),
  }));

  r.post(
    '/get_report',
    { config, schema: { tags, body: getReportRequest, response: { 200: fleetConditionReport, ...reportFailures } } },
    async (request, reply) => {
      if (request.body.format === 'json') {
        // The stored text as it is: the shape was checked when first read, the response
        // schema would only parse and stringify megabytes again.
        const { json } = await readyReportJson(request, request.body.id);
        return reply.type('application/json; charset=utf-8').send(json as unknown as FleetConditionReport);
      }
      return sendReportFile(request, reply, await readyReport(request, request.body.id), request.body.format);
    },
  );

  const files: [string, ExportFormat][] = [
    ['/get_pdf_report', 'pdf'],
    ['/get_excel_report', 'xlsx'],
  ];
  for (const [path, format] of files) {
    r.post(path, { config, schema: { tags, body: reportFileRequest, response: reportFailures } }, async (request, reply) =>
      sendReportFile(request, reply, await readyReport(request, request.body.id), format),
    );
  }
}
