import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  countriesWithStatesResponse,
  DEALER_REPORT_TYPES,
  detailsDealerReportRequest,
  reportDealerRequest,
  reportDealerResponse,
  surveyByUsersRequest,
  surveyByUsersResponse,
  type ReportDealerRequest,
} from '../../../contract/dealer-survey';
import { describeDateRange, formatUsDate, lastDayOf } from '../../../contract/date-ranges';
import type { ExportFormat, ReportFilter } from '../../exports/report-model';
import { sendExport } from '../../exports/send-export';
import { getScope } from '../../tenancy';
import { specRowsByLocation } from '../../tire-exceptions/spec-rows';
import { exportContext } from '../../exports/report-meta';
import { todayOf } from '../../plugins/request-context';
import { listStates } from '../../lookups/reference-repository';
import { inspectedUnitCount, surveyReadiness, surveyReadings } from '../../reporting/survey-detail-queries';
import { requireDealerSurvey } from './detail-repository';
import { dealerListDocument, surveyDetailDocument } from './export-documents';
import { allDealerRows, dealerReportPage } from './report-repository';
import { exportWords } from '../../exports/export-words';
import { failures, tags } from './route-schema';
import { assertOwnersInScope, resolveDealerFilter } from './survey-filter';
import { surveyByUsers } from './users-repository';

const queryOf = (body: ReportDealerRequest) => ({ reportType: body.report_type, orderBy: body.order_by, desc: body.is_sort_desc });

function describeRequest(body: ReportDealerRequest, range: Parameters<typeof describeDateRange>[0], language: string): ReportFilter[] {
  const { i18n } = exportWords(language);
  const lines: ReportFilter[] = [
    { label: /*i18n*/ 'Report type', value: i18n._(DEALER_REPORT_TYPES.find((t) => t.value === body.report_type)?.text ?? body.report_type) },
    { label: /*i18n*/ 'Dates', value: describeDateRange(range, language) },
  ];
  if (body.country) lines.push({ label: /*i18n*/ 'Country', value: body.country });
  if (body.states?.length) lines.push({ label: /*i18n*/ 'States', value: body.states.join(', ') });
  if (body.owner_ids?.length) lines.push({ label: /*i18n*/ 'Dealers', value: String(body.owner_ids.length) });
  if (body.survey_by_user_ids?.length) lines.push({ label: /*i18n*/ 'Surveyed by', value: String(body.survey_by_user_ids.length) });
  return lines;
}

/**
 * Dealer survey reports (spec 1 §7), mounted at /api/v2/survey: the country and state list,
 * who surveyed, the report with its summary figures, and its files. Every query is limited to
 * the surveys the user may see: a dealer its own, a customer its accounts', staff all.
 */
export async function dealerSurveyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/get_countries_with_states', { schema: { tags, response: { 200: countriesWithStatesResponse, ...failures } } }, () => listStates(db, undefined));

  r.post('/get_survey_by_users', { schema: { tags, body: surveyByUsersRequest, response: { 200: surveyByUsersResponse, ...failures } } }, async (request) => {
    const scope = await getScope(request);
    await assertOwnersInScope(db, scope, request.body.owner_id ? [request.body.owner_id] : null);
    return { survey_by_users: await surveyByUsers(db, scope, request.body) };
  });

  r.post('/report-dealer', { schema: { tags, body: reportDealerRequest, response: { 200: reportDealerResponse, ...failures } } }, async (request) => {
    const body = request.body;
    const filter = await resolveDealerFilter(db, await getScope(request), body, todayOf(request));
    const page = await dealerReportPage(db, filter.where, queryOf(body), body);
    return {
      records_total: page.summary.surveys,
      page_number: body.page_number,
      page_size: body.page_size,
      date_from: formatUsDate(filter.range.from),
      date_to: formatUsDate(lastDayOf(filter.range)),
      ...page.summary,
      data: page.rows,
    };
  });

  const listFile = (format: ExportFormat) => async (request: FastifyRequest<{ Body: ReportDealerRequest }>, reply: FastifyReply) => {
    const body = request.body;
    const filter = await resolveDealerFilter(db, await getScope(request), body, todayOf(request));
    const { rows, summary } = await allDealerRows(db, filter.where, queryOf(body));
    const document = dealerListDocument(exportContext(request, describeRequest(body, filter.range, request.language)), rows, summary);
    return sendExport(reply, document, { format, fileName: `dealer survey report ${formatUsDate(filter.range.from)} ${formatUsDate(lastDayOf(filter.range))}`.replace(/\//g, '-') });
  };
  const listSchema = { tags, body: reportDealerRequest, response: failures };
  r.post('/download_pdf_file_survey_dealer_reports', { schema: listSchema }, listFile('pdf'));
  r.post('/download_excel_file_survey_dealer_reports', { schema: listSchema }, listFile('xlsx'));

  r.post('/detailsdealerreport', { schema: { tags, body: detailsDealerReportRequest, response: failures } }, async (request, reply) => {
    const survey = await requireDealerSurvey(db, await getScope(request), request.body.survey_id);
    const [readings, readiness, unitCount, specs] = await Promise.all([
      surveyReadings(db, survey.id),
      surveyReadiness(db, survey.id),
      inspectedUnitCount(db, survey.id),
      specRowsByLocation(db, [survey.fleetLocationId]),
    ]);
    const document = surveyDetailDocument(exportContext(request, []), survey, readings, specs.get(survey.fleetLocationId) ?? [], readiness, unitCount);
    return sendExport(reply, document, { format: request.body.format, fileName: `dealer survey ${survey.locationCode} ${formatUsDate(survey.surveyDate).replace(/\//g, '-')}` });
  });
}
