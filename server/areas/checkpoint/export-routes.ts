import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHECKPOINT_REPORT_TYPES, detailRequest, detailsRequest, reportRequest, type ReportRequest } from '../../../contract/checkpoint';
import { formatUsDate, lastDayOf } from '../../../contract/date-ranges';
import type { Db } from '../../db/client';
import { exportI18n } from '../../exports/export-i18n';
import { exportWords } from '../../exports/export-words';
import type { ExportFormat, ReportFilter } from '../../exports/report-model';
import { sendExport } from '../../exports/send-export';
import { getScope, type Scope } from '../../tenancy';
import { loadCrossingDetails, requireCrossingDetail, requireCrossingDetails } from './crossing-details';
import { allDetailsDocument, detailsDocument, reportDocument, tilesSummary, wheelRows } from './export-documents';
import { describeFilter, resolveCrossingFilter, type CrossingFilter } from './report-filter';
import { allReportRows, tilesOf } from './report-repository';
import { todayOf } from '../../plugins/request-context';
import { failures, tags } from './route-schema';
import { exportContext } from '../../exports/report-meta';

const typeText = (request: FastifyRequest, body: ReportRequest) =>
  exportI18n(request.language)._(CHECKPOINT_REPORT_TYPES.find((t) => t.value === body.report_type)?.text ?? body.report_type);
const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const fileStem = (name: string, filter: CrossingFilter) =>
  `${name} ${filter.account.accountNumber} ${isoDay(filter.range.from)} ${isoDay(lastDayOf(filter.range))}`;

const readerText = (request: FastifyRequest, head: { readerName: string; isBidirectional: boolean; direction: string }) =>
  exportI18n(request.language)._(head.isBidirectional ? /*i18n*/ '{reader} (bidirectional), direction {direction}' : /*i18n*/ '{reader} (one way), direction {direction}', {
    reader: head.readerName,
    direction: exportWords(request.language).direction(head.direction),
  });

/** Crossings per read of the all-wheels file: a few thousand wheels in memory at a time. */
const DETAIL_BATCH = 200;

async function* allWheelRows(db: Db, scope: Scope, crossingIds: readonly number[], language: string) {
  for (let start = 0; start < crossingIds.length; start += DETAIL_BATCH) {
    yield* wheelRows(await loadCrossingDetails(db, scope, crossingIds.slice(start, start + DETAIL_BATCH)), language);
  }
}

/**
 * The report files. The report files take the report's body and export every matching row in
 * the table's order (the page fields are ignored); the detail files take crossing ids, and any
 * id the user may not see answers 404 as the detail does.
 */
export async function exportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const reportSchema = { tags, body: reportRequest, response: failures };

  const reportFile = (format: ExportFormat) => async (request: FastifyRequest<{ Body: ReportRequest }>, reply: Parameters<typeof sendExport>[0]) => {
    const body = request.body;
    const filter = await resolveCrossingFilter(db, await getScope(request), body, todayOf(request));
    const rows = await allReportRows(db, filter.where, { reportType: body.report_type, orderBy: body.order_by, desc: body.is_sort_desc });
    const document = reportDocument(exportContext(request, describeFilter(filter, typeText(request, body), request.language)), rows, tilesOf(rows));
    return sendExport(reply, document, { format, fileName: fileStem('checkpoint report', filter) });
  };
  r.post('/download_pdf_file_checkpoint_reports', { schema: reportSchema }, reportFile('pdf'));
  r.post('/download_excel_file_checkpoint_reports', { schema: reportSchema }, reportFile('xlsx'));

  r.post('/download_excel_file_checkpoint_all_details_report', { schema: reportSchema }, async (request, reply) => {
    const body = request.body;
    const scope = await getScope(request);
    const filter = await resolveCrossingFilter(db, scope, body, todayOf(request));
    const rows = await allReportRows(db, filter.where, { reportType: body.report_type, orderBy: body.order_by, desc: body.is_sort_desc });
    const document = allDetailsDocument(
      exportContext(request, describeFilter(filter, typeText(request, body), request.language)),
      allWheelRows(db, scope, rows.map((row) => row.survey_id), request.language),
      tilesSummary(tilesOf(rows), rows.length, request.language),
    );
    return sendExport(reply, document, { format: 'xlsx', fileName: fileStem('checkpoint wheels', filter) });
  });

  const detailsFile = (format: ExportFormat) =>
    r.post(`/download_${format === 'pdf' ? 'pdf' : 'excel'}_file_checkpoint_details`, { schema: { tags, body: detailsRequest, response: failures } }, async (request, reply) => {
      const details = await requireCrossingDetails(db, await getScope(request), request.body.ids);
      const document = detailsDocument(exportContext(request, [{ label: /*i18n*/ 'Crossings', value: String(details.length) }]), details);
      return sendExport(reply, document, { format, fileName: 'checkpoint details' });
    });
  detailsFile('pdf');
  detailsFile('xlsx');

  r.post('/download_pdf_file_checkpoint_detail', { schema: { tags, body: detailRequest, response: failures } }, async (request, reply) => {
    const detail = await requireCrossingDetail(db, await getScope(request), request.body.id);
    const { head } = detail;
    const filters: ReportFilter[] = [
      { label: /*i18n*/ 'Location', value: `${head.locationCode} ${head.locationName}` },
      { label: /*i18n*/ 'Reader', value: readerText(request, head) },
      { label: /*i18n*/ 'License', value: head.licenseNumber ?? '-' },
    ];
    const document = detailsDocument(exportContext(request, filters), [detail]);
    return sendExport(reply, document, { format: 'pdf', fileName: `checkpoint ${head.unitNumber} ${formatUsDate(head.crossedAt).replace(/\//g, '-')}` });
  });
}
