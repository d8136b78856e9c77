import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../contract/common';
import {
  generateUnitHistoryRequest,
  generateUnitHistoryResponse,
  unitHistoryAccounts,
  unitHistoryFileRequest,
  unitHistoryReportRequest,
  unitHistoryReportResponse,
  unitHistoryReportsResponse,
  unitHistorySelection,
  unitNumbersRequest,
  unitNumbersResponse,
} from '../../../contract/unit-history';
import { sendExport, type ExportFormat } from '../../exports';
import type { ExportContext } from '../../exports/report-meta';
import { requireUser } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { runWrite } from '../../plugins/idempotency';
import { refreshNarrowChanges } from '../../reporting/refresh';
import { assertAccountsInScope, getScope } from '../../tenancy';
import { REPORT_NOT_FOUND, REPORT_NOT_READY } from '../fleet-conditions/routes';
import { allDetailsDocument, unitHistoryDocument } from './export-document';
import { findOwnReport, insertQueuedReport, listReports, storedParameters, storedResult, UNIT_HISTORY_KIND } from './generated-reports';
import { historyPage, streamEvents } from './history-repository';
import { unitHistoryJob } from './job';
import { accountLists, chosenUnits, unitNumbers, type ChosenUnit } from './selection-repository';

const tags = ['unit_history_report'];
/** The code of /unit-history-report (spec 3 §2); every call of the area needs it. */
export const UNIT_HISTORY_CODE = 'TMUNTHST';
const config = { securityCode: UNIT_HISTORY_CODE };
const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;
const reportFailures = { ...failures, 404: errorResponse, 409: errorResponse } as const;

type Selection = z.output<typeof unitHistorySelection>;

function exportContext(request: FastifyRequest, units: ChosenUnit[]): ExportContext {
  const accounts = [...new Set(units.map((unit) => unit.accountName))].sort();
  return { user: requireUser(request), language: request.language, filters: [{ label: /*i18n*/ 'Accounts', value: accounts.join(', ') }] };
}

/**
 * The unit history report (spec 3 §7 "Unit history"), mounted at /api/v2/unit_history_report;
 * every call needs TMUNTHST and reads only the accounts, units, surveys and service calls of
 * the user's scope. A generated report is queued for the job runner, which must be registered first.
 */
export async function unitHistoryRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('reportJobs')) throw new Error('register reportJobRunner before the unit history routes');
  app.reportJobs.register(UNIT_HISTORY_KIND, unitHistoryJob(app.db));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  /** The chosen units, checked; surveys just finished are in the report (narrow changes drained, as every report does). */
  const unitsOf = async (request: FastifyRequest, body: Selection) => {
    const units = await chosenUnits(db, await getScope(request), body.account_ids, body.unit_ids);
    await refreshNarrowChanges(db);
    return units;
  };

  r.get('/get_accounts', { config, schema: { tags, response: { 200: unitHistoryAccounts, ...failures } } }, async (request) =>
    accountLists(db, await getScope(request)),
  );

  r.post('/get_unit_numbers', { config, schema: { tags, body: unitNumbersRequest, response: { 200: unitNumbersResponse, ...failures } } }, async (request) =>
    unitNumbers(db, await getScope(request), request.body),
  );

  r.post(
    '/get_unit_history_report',
    { config, schema: { tags, body: unitHistoryReportRequest, response: { 200: unitHistoryReportResponse, ...failures } } },
    async (request) => {
      const units = await unitsOf(request, request.body);
      const { page_number, page_size } = request.body;
      const page = await historyPage(db, await getScope(request), units, { number: page_number, size: page_size });
      return { unit_history_report_data: page.rows, page_number, page_size, total_items: page.total };
    },
  );

  const file = (format: ExportFormat) => async (request: FastifyRequest<{ Body: Selection }>, reply: FastifyReply) => {
    const units = await unitsOf(request, request.body);
    const document = unitHistoryDocument(exportContext(request, units), units.length, streamEvents(db, await getScope(request), units));
    return sendExport(reply, document, { format, fileName: 'unit history' });
  };
  const fileSchema = { tags, body: unitHistorySelection, response: failures };
  r.post('/download_excel', { config, schema: fileSchema }, file('xlsx'));
  r.post('/download_pdf', { config, schema: fileSchema }, file('pdf'));
  r.post('/download_all_details', { config, schema: fileSchema }, async (request, reply) => {
    const units = await unitsOf(request, request.body);
    const scope = await getScope(request);
    const document = allDetailsDocument(exportContext(request, units), null, units.length, (type) => streamEvents(db, scope, units, { types: [type] }));
    return sendExport(reply, document, { format: 'xlsx', fileName: 'unit history all details' });
  });

  r.post(
    '/generate_reports',
    { config, schema: { tags, body: generateUnitHistoryRequest, response: { 202: generateUnitHistoryResponse, ...failures } } },
    async (request, reply) => {
      const user = requireUser(request);
      const scope = await getScope(request);
      const accountIds = [...new Set(request.body.account_ids)];
      const unitIds = request.body.unit_ids ? [...new Set(request.body.unit_ids)] : null;
      // Named units are checked now (403 for one the user does not see); the job resolves "every unit".
      if (unitIds) await chosenUnits(db, scope, accountIds, unitIds);
      else assertAccountsInScope(scope, accountIds);
      const parameters = { account_ids: accountIds, unit_ids: unitIds, report_name: request.body.report_name };
      const answer = await runWrite(request, reply, async (tx) => ({ statusCode: 202, body: await insertQueuedReport(tx, user.id, parameters) }));
      app.reportJobs.wake();
      return answer;
    },
  );

  r.get('/get_reports', { config, schema: { tags, response: { 200: unitHistoryReportsResponse, ...failures } } }, async (request) => ({
    reports: await listReports(db, requireUser(request).id),
  }));

  r.post('/get_report', { config, schema: { tags, body: unitHistoryFileRequest, response: reportFailures } }, async (request, reply) => {
    const row = await findOwnReport(db, requireUser(request).id, request.body.id);
    if (!row) throw new HttpError(404, REPORT_NOT_FOUND);
    const result = storedResult.safeParse(row.result);
    if (row.status !== 'done' || !result.success) throw new HttpError(409, row.status === 'failed' ? (row.error ?? REPORT_NOT_READY) : REPORT_NOT_READY);
    // Read with the access the user has now: a unit no longer visible is left out.
    const scope = await getScope(request);
    const parameters = storedParameters.safeParse(row.parameters);
    const units = parameters.success && result.data.unit_ids.length ? await chosenUnits(db, scope, parameters.data.account_ids, result.data.unit_ids, false) : [];
    const asOf = new Date(result.data.as_of);
    const document = allDetailsDocument(exportContext(request, units), row.name, units.length, (type) => streamEvents(db, scope, units, { asOf, types: [type] }));
    return sendExport(reply, document, { format: request.body.format, fileName: row.name });
  });
}
