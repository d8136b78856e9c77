import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describeDateRange, formatUsDate, lastDayOf, type DateRange } from '../../../contract/date-ranges';
import {
  detailsReportRequest,
  homePageResponse,
  imageLinksRequest,
  imageLinksResponse,
  imagesPageRequest,
  imagesPageResponse,
  INSPECTION_REPORT_TYPES,
  inspectionReportRequest,
  inspectionReportResponse,
  surveyDetailResponse,
  surveyIdBody,
  systemLevelAccessResponse,
  type InspectionReportRequest,
} from '../../../contract/inspection-report';
import { isStaff } from '../../auth/session-user';
import type { ExportFormat, ReportFilter } from '../../exports/report-model';
import { exportContext } from '../../exports/report-meta';
import { sendExport } from '../../exports/send-export';
import { requireUser } from '../../plugins/authenticate';
import { todayOf } from '../../plugins/request-context';
import { refreshNarrowChanges } from '../../reporting/refresh';
import { getScope } from '../../tenancy';
import { failures, tags } from '../dealer-survey/route-schema';
import { surveyReadiness } from '../../reporting/survey-detail-queries';
import { requireReportSurvey, surveyDetail } from './detail-repository';
import { inspectionDetailDocument, inspectionListDocument } from './export-documents';
import { homePage } from './home-repository';
import { exportWords } from '../../exports/export-words';
import { imageLinks, imagesPage } from './image-repository';
import { resolveInspectionFilter } from './report-filter';
import { allInspectionRows, inspectionReportPage } from './report-repository';

const queryOf = (body: InspectionReportRequest) => ({ reportType: body.report_type, orderBy: body.order_by, desc: body.is_sort_desc });

function describeRequest(body: InspectionReportRequest, range: DateRange, language: string): ReportFilter[] {
  const { i18n } = exportWords(language);
  const lines: ReportFilter[] = [
    { label: /*i18n*/ 'Report type', value: i18n._(INSPECTION_REPORT_TYPES.find((t) => t.value === body.report_type)?.text ?? body.report_type) },
    { label: /*i18n*/ 'Dates', value: describeDateRange(range, language) },
  ];
  if (body.account_types?.length) lines.push({ label: /*i18n*/ 'Account kinds', value: body.account_types.join(', ') });
  if (body.leasing_ids?.length) lines.push({ label: /*i18n*/ 'Leasings', value: String(body.leasing_ids.length) });
  if (body.country) lines.push({ label: /*i18n*/ 'Country', value: body.country });
  if (body.states?.length) lines.push({ label: /*i18n*/ 'States', value: body.states.join(', ') });
  if (body.survey_by_user_ids?.length) lines.push({ label: /*i18n*/ 'Surveyed by', value: String(body.survey_by_user_ids.length) });
  if (body.location_ids?.length) lines.push({ label: /*i18n*/ 'Locations', value: String(body.location_ids.length) });
  if (!body.include_local_books) lines.push({ label: /*i18n*/ 'Local books', value: i18n._('Excluded') });
  return lines;
}

const fileDay = (day: Date) => formatUsDate(day).replace(/\//g, '-');

/**
 * Inspection reporting (spec 3 §7, prefix survey), mounted at /api/v2/survey beside the dealer
 * survey calls. Every survey is one the user may see (./survey-scope); a survey outside it
 * answers 404 like a missing one, a named location or leasing outside it 403.
 */
export async function inspectionReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/get_home_page', { schema: { tags, response: { 200: homePageResponse, ...failures } } }, async (request) => homePage(db, await getScope(request)));

  // Staff reach every fleet: the account kind, leasing and local book steps are theirs (docs/business-rules.md).
  r.get('/has_system_level_access', { schema: { tags, response: { 200: systemLevelAccessResponse, ...failures } } }, (request) => ({
    has_access: isStaff(requireUser(request)),
  }));

  r.post('/report', { schema: { tags, body: inspectionReportRequest, response: { 200: inspectionReportResponse, ...failures } } }, async (request) => {
    const body = request.body;
    const filter = await resolveInspectionFilter(db, await getScope(request), body, todayOf(request));
    const page = await inspectionReportPage(db, filter, queryOf(body), body);
    return {
      records_total: page.summary.surveys,
      page_number: body.page_number,
      page_size: body.page_size,
      date_from: formatUsDate(filter.range.from),
      date_to: formatUsDate(lastDayOf(filter.range)),
      result_status: 'success' as const,
      message: '',
      ...page.summary,
      data: page.rows,
    };
  });

  const listFile = (format: ExportFormat) => async (request: FastifyRequest<{ Body: InspectionReportRequest }>, reply: FastifyReply) => {
    const body = request.body;
    const filter = await resolveInspectionFilter(db, await getScope(request), body, todayOf(request));
    const { rows, summary } = await allInspectionRows(db, filter, queryOf(body));
    const document = inspectionListDocument(exportContext(request, describeRequest(body, filter.range, request.language)), rows, summary);
    return sendExport(reply, document, { format, fileName: `inspection survey report ${fileDay(filter.range.from)} ${fileDay(lastDayOf(filter.range))}` });
  };
  const listSchema = { tags, body: inspectionReportRequest, response: failures };
  r.post('/download_pdf_file_survey_reports', { schema: listSchema }, listFile('pdf'));
  r.post('/download_excel_file_survey_reports', { schema: listSchema }, listFile('xlsx'));

  r.post('/detail', { schema: { tags, body: surveyIdBody, response: { 200: surveyDetailResponse, ...failures } } }, async (request) => {
    const scope = await getScope(request);
    const survey = await requireReportSurvey(db, scope, request.body.survey_id);
    // Readings just synced count in the wear projections, as every report reads them.
    await refreshNarrowChanges(db);
    return { ...(await surveyDetail(db, scope, survey)), currency_symbol: requireUser(request).currencySymbol };
  });

  const detailFile = async (request: FastifyRequest, reply: FastifyReply, surveyId: number, format: ExportFormat) => {
    const scope = await getScope(request);
    const survey = await requireReportSurvey(db, scope, surveyId);
    await refreshNarrowChanges(db);
    const [detail, readiness] = await Promise.all([surveyDetail(db, scope, survey), surveyReadiness(db, survey.id)]);
    const document = inspectionDetailDocument(exportContext(request, []), detail, readiness, todayOf(request));
    return sendExport(reply, document, { format, fileName: `inspection survey ${survey.locationCode} ${fileDay(survey.surveyDate)}` });
  };
  const detailSchema = { tags, body: surveyIdBody, response: failures };
  r.post('/download_pdf_file_survey_details', { schema: detailSchema }, (request, reply) => detailFile(request, reply, request.body.survey_id, 'pdf'));
  r.post('/download_excel_file_survey_details', { schema: detailSchema }, (request, reply) => detailFile(request, reply, request.body.survey_id, 'xlsx'));
  r.post('/detailsreport', { schema: { tags, body: detailsReportRequest, response: failures } }, (request, reply) =>
    detailFile(request, reply, request.body.survey_id, request.body.format),
  );

  r.post('/get_image_links', { schema: { tags, body: imageLinksRequest, response: { 200: imageLinksResponse, ...failures } } }, async (request) => {
    const survey = await requireReportSurvey(db, await getScope(request), request.body.survey_id);
    return imageLinks(db, survey.id, request.body.unit_id);
  });

  r.post('/get_images_page', { schema: { tags, body: imagesPageRequest, response: { 200: imagesPageResponse, ...failures } } }, async (request) => {
    const survey = await requireReportSurvey(db, await getScope(request), request.body.survey_id);
    return imagesPage(db, survey.id, request.body);
  });
}
