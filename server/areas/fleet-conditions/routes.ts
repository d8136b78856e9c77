import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
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
import { NO_PAGE_PERMISSION, requireUser } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { runWrite } from '../../plugins/idempotency';
import { getScope } from '../../tenancy';
import { accountSelectionRoutes } from '../account-selection';
import { fleetConditionDocument } from './export-document';
import { fleetConditionJob } from './job';
import { buildParameters } from './report-parameters';
import { FLEET_CONDITION_KIND, findOwnReport, insertQueuedReport, listReports } from './report-repository';
import { loadAccounts } from './report-sources';
import { config, failures, reportFailures, tags } from './route-schema';

export const REPORT_NOT_FOUND = 'Report not found';
export const REPORT_NOT_READY = 'The report is not ready yet';
export const REPORT_OUTDATED = 'This report was made by an earlier version of the portal; generate it again';

/** Report ids whose stored JSON this process has found of the current shape; a done report never changes. */
const currentShape = new LRUCache<number, true>({ max: 5_000 });

/**
 * A done report of the user's own, as the JSON text stored and parsed only if wanted: 404 for
 * none (or another user's), 409 until done, 410 for data of an older shape (checked once per
 * report and process).
 */
async function readyReportJson(request: FastifyRequest, id: number): Promise<{ json: string; parsed: FleetConditionReport | null }> {
  const row = await findOwnReport(request.server.db, requireUser(request).id, id);
  if (!row) throw new HttpError(404, REPORT_NOT_FOUND);
  if (row.status !== 'done' || row.resultJson === null) {
    throw new HttpError(409, row.status === 'failed' ? (row.error ?? REPORT_NOT_READY) : REPORT_NOT_READY, undefined, {
      report_status: row.status,
      progress: row.progress,
    });
  }
  if (currentShape.has(id)) return { json: row.resultJson, parsed: null };
  const parsed = fleetConditionReport.safeParse(JSON.parse(row.resultJson));
  if (!parsed.success) throw new HttpError(410, REPORT_OUTDATED);
  currentShape.set(id, true);
  return { json: row.resultJson, parsed: parsed.data };
}

async function readyReport(request: FastifyRequest, id: number): Promise<FleetConditionReport> {
  const { json, parsed } = await readyReportJson(request, id);
  // Without `parsed` this process has checked the stored shape before: the JSON is that report.
  return parsed ?? (JSON.parse(json) as FleetConditionReport);
}

function sendReportFile(request: FastifyRequest, reply: FastifyReply, report: FleetConditionReport, format: ExportFormat) {
  const document = fleetConditionDocument(report, requireUser(request), request.language);
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
