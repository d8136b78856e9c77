/**
 * export_reports_{XML,PDF,PNG,EXCEL} (the basket), export_single_report (spec 2 §7) and
 * export_combined_{XML,PDF,PNG,EXCEL} (the combined Report tab: every basket in one file). The
 * reports are run as get_reports runs them, the drilled month of each chart (graph_selected_year
 * and _month) applied; PDF and Excel go through the shared export pipeline, the PDF with each
 * chart drawn as a picture on the server (export-charts.ts), Excel with the charts' figures; PNG
 * is the whole export as one picture (export-picture.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/common';
import type { GetReportsRequest, GetReportsResponse } from '../../../contract/fleet-dashboard';
import {
  COMBINED_EXPORT_FORMATS,
  EXPORT_FORMATS,
  exportCombinedRequest,
  exportReportsRequest,
  exportSingleReportRequest,
  type CombinedExportFormat,
  type ExportCombinedRequest,
  type ExportFormat,
  type ExportParams,
  type ExportTitles,
} from '../../../contract/fleet-dashboard/exports';
import { contentDisposition, safeFileName, sendExport } from '../../exports/send-export';
import { requireUser } from '../../plugins/authenticate';
import { fieldError } from '../../plugins/error-handler';
import { todayOf } from '../../plugins/request-context';
import { getScope, type Scope } from '../../tenancy';
import { requireDashboardAccount } from './dashboard-scope';
import { reportChartPicture } from './export-charts';
import { exportDocument, exportXml, paramsOf, type ExportInput } from './export-documents';
import { exportPng } from './export-picture';
import { getReports } from './reports-handler';

const tags = ['fleet_dashboard'];
const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;
const config = { securityCode: 'FDLOGIN' };

export async function fleetDashboardExportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  /** The reports of one tab as export_reports runs them, the drilled month of each chart applied. */
  async function runTab(request: FastifyRequest, scope: Scope, body: GetReportsRequest, params: ExportParams[], field: string): Promise<GetReportsResponse> {
    params.forEach((param, index) => {
      if ((param.graph_selected_year == null) !== (param.graph_selected_month == null)) throw fieldError(`${field}.${index}.graph_selected_month`, 'Send the year and the month together');
    });
    const reports = body.reports_parameters.map((report, index) => {
      const param = params[index];
      return param?.graph_selected_year && param.graph_selected_month ? { ...report, report_part: { year: param.graph_selected_year, month: param.graph_selected_month } } : report;
    });
    return getReports(db, scope, { ...body, reports_parameters: reports }, todayOf(request), request.language);
  }

  /** PDF (each chart drawn on the server unless the report is a table only) or Excel, through the shared pipeline. */
  async function sendDocument(request: FastifyRequest, reply: FastifyReply, input: ExportInput, format: 'PDF' | 'EXCEL', stem: string) {
    if (format === 'EXCEL') return sendExport(reply, exportDocument(input), { format: 'xlsx', fileName: stem });
    const { answer, params } = input;
    const pictures = await Promise.all(answer.reports.map((report, index) => (params[index]?.include_option === 'only_table' ? undefined : reportChartPicture(report, answer.currency_symbol, request.language))));
    return sendExport(reply, exportDocument(input, pictures), { format: 'pdf', fileName: stem });
  }

  const stemOf = (accountName: string, answer: GetReportsResponse) => `fleet dashboard ${accountName} ${answer.date_from.replace(/\//g, '-')} ${answer.date_to.replace(/\//g, '-')}`;

  /** The reports run, in the format asked: XML and PNG here, PDF and Excel through the shared pipeline. */
  async function sendInput(request: FastifyRequest, reply: FastifyReply, input: ExportInput, format: ExportFormat) {
    const stem = stemOf(input.accountName, input.answer);
    const named = (extension: string) => contentDisposition(safeFileName(stem, 'pdf').replace(/\.pdf$/, `.${extension}`));
    if (format === 'XML') return reply.header('content-type', 'application/xml; charset=utf-8').header('content-disposition', named('xml')).send(exportXml(input));
    if (format === 'PNG') {
      const picture = await exportPng(input);
      return reply.header('content-type', 'image/png').header('content-disposition', named('png')).header('cache-control', 'no-store').send(picture.png);
    }
    return sendDocument(request, reply, input, format, stem);
  }

  async function exportFile(request: FastifyRequest, reply: FastifyReply, body: GetReportsRequest, titles: ExportTitles, params: ExportParams[], format: ExportFormat) {
    const scope = await getScope(request);
    const account = await requireDashboardAccount(db, scope, body.base_parameters.account, 'base_parameters.account');
    const answer = await runTab(request, scope, body, params, 'export_params');
    return sendInput(request, reply, { answer, accountName: account.name, titles, params, user: requireUser(request), language: request.language }, format);
  }

  /** The combined Report tab: every tab's basket run with its own tab's parameters, one file of them all. */
  async function exportCombined(request: FastifyRequest, reply: FastifyReply, body: ExportCombinedRequest, format: CombinedExportFormat) {
    const scope = await getScope(request);
    const account = await requireDashboardAccount(db, scope, body.base_parameters.account, 'base_parameters.account');
    const answers: GetReportsResponse[] = [];
    for (const [index, tab] of body.tabs.entries()) {
      const run = { tab_id: '', base_parameters: body.base_parameters, tab_parameters: tab.tab_parameters, reports_parameters: tab.reports_parameters };
      answers.push(await runTab(request, scope, run, tab.export_params, `tabs.${index}.export_params`));
    }
    const answer: GetReportsResponse = { ...answers[0]!, tab_id: 'report', reports: answers.flatMap((part) => part.reports) };
    // Each tab's export parameters stay with its own reports, a short list filled with the defaults.
    const params = body.tabs.flatMap((tab) => tab.reports_parameters.map((_, index) => paramsOf({ params: tab.export_params } as ExportInput, index)));
    return sendInput(request, reply, { answer, accountName: account.name, titles: body.export_titles, params, user: requireUser(request), language: request.language }, format);
  }

  for (const format of EXPORT_FORMATS) {
    r.post(`/export_reports_${format}`, { config, schema: { tags, body: exportReportsRequest, response: failures } }, async (request, reply) =>
      exportFile(request, reply, request.body, request.body.export_titles, request.body.export_params, format),
    );
  }
  for (const format of COMBINED_EXPORT_FORMATS) {
    r.post(`/export_combined_${format}`, { config, schema: { tags, body: exportCombinedRequest, response: failures } }, async (request, reply) =>
      exportCombined(request, reply, request.body, format),
    );
  }
  r.post('/export_single_report', { config, schema: { tags, body: exportSingleReportRequest, response: failures } }, async (request, reply) =>
    exportFile(request, reply, request.body, request.body.export_titles, [request.body.export_params], request.body.format),
  );
}
