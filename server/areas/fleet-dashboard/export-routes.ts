/**
 * export_reports_{XML,PDF,PNG,EXCEL} (the basket) and export_single_report (spec 2 §7). The
 * reports are run as get_reports runs them, the drilled month of each chart (graph_selected_year
 * and _month) applied; PDF and Excel go through the shared export pipeline, the PDF with each
 * chart drawn as a picture on the server (export-charts.ts), Excel with the charts' figures; PNG
 * is the whole export as one picture (export-picture.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/common';
import type { GetReportsRequest } from '../../../contract/fleet-dashboard';
import { EXPORT_FORMATS, exportReportsRequest, exportSingleReportRequest, type ExportFormat, type ExportParams, type ExportTitles } from '../../../contract/fleet-dashboard/exports';
import { contentDisposition, safeFileName, sendExport } from '../../exports/send-export';
import { requireUser } from '../../plugins/authenticate';
import { fieldError } from '../../plugins/error-handler';
import { todayOf } from '../../plugins/request-context';
import { getScope } from '../../tenancy';
import { requireDashboardAccount } from './dashboard-scope';
import { reportChartPicture } from './export-charts';
import { exportDocument, exportXml, type ExportInput } from './export-documents';
import { exportPng } from './export-picture';
import { getReports } from './reports-handler';

const tags = ['fleet_dashboard'];
const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;
const config = { securityCode: 'FDLOGIN' };

export async function fleetDashboardExportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  async function exportFile(request: FastifyRequest, reply: FastifyReply, body: GetReportsRequest, titles: ExportTitles, params: ExportParams[], format: ExportFormat) {
    params.forEach((param, index) => {
      if ((param.graph_selected_year == null) !== (param.graph_selected_month == null)) throw fieldError(`export_params.${index}.graph_selected_month`, 'Send the year and the month together');
    });
    const reports = body.reports_parameters.map((report, index) => {
      const param = params[index];
      return param?.graph_selected_year && param.graph_selected_month ? { ...report, report_part: { year: param.graph_selected_year, month: param.graph_selected_month } } : report;
    });
    const scope = await getScope(request);
    const account = await requireDashboardAccount(db, scope, body.base_parameters.account, 'base_parameters.account');
    const answer = await getReports(db, scope, { ...body, reports_parameters: reports }, todayOf(request), request.language);
    const input: ExportInput = { answer, accountName: account.name, titles, params, user: requireUser(request), language: request.language };
    const stem = `fleet dashboard ${account.name} ${answer.date_from.replace(/\//g, '-')} ${answer.date_to.replace(/\//g, '-')}`;
    const named = (extension: string) => contentDisposition(safeFileName(stem, 'pdf').replace(/\.pdf$/, `.${extension}`));
    if (format === 'XML') return reply.header('content-type', 'application/xml; charset=utf-8').header('content-disposition', named('xml')).send(exportXml(input));
    if (format === 'PNG') {
      const picture = await exportPng(input);
      return reply.header('content-type', 'image/png').header('content-disposition', named('png')).header('cache-control', 'no-store').send(picture.png);
    }
    if (format === 'EXCEL') return sendExport(reply, exportDocument(input), { format: 'xlsx', fileName: stem });
    const pictures = await Promise.all(answer.reports.map((report, index) => (params[index]?.include_option === 'only_table' ? undefined : reportChartPicture(report, answer.currency_symbol, request.language))));
    return sendExport(reply, exportDocument(input, pictures), { format: 'pdf', fileName: stem });
  }

  for (const format of EXPORT_FORMATS) {
    r.post(`/export_reports_${format}`, { config, schema: { tags, body: exportReportsRequest, response: failures } }, async (request, reply) =>
      exportFile(request, reply, request.body, request.body.export_titles, request.body.export_params, format),
    );
  }
  r.post('/export_single_report', { config, schema: { tags, body: exportSingleReportRequest, response: failures } }, async (request, reply) =>
    exportFile(request, reply, request.body, request.body.export_titles, [request.body.export_params], request.body.format),
  );
}
