import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/common';
import {
  brandsResponse,
  generateProductReportRequest,
  generateReportResponse,
  getReportRequest,
  productLinesResponse,
  productReportRequest,
  productReportResponse,
  productSelectsRequest,
  reportNotReady,
  reportsResponse,
  tireSizesResponse,
  tireTypesResponse,
  type ProductReport,
  type ProductReportRequest,
} from '../../../contract/product-analysis';
import { systemAccessResponse } from '../../../contract/product-wear-rate';
import { accounts } from '../../db/schema';
import { sendExport, type ExportFormat } from '../../exports';
import { insertQueuedReport, listReports, readyReport } from '../../jobs/generated-reports';
import { NO_PAGE_PERMISSION, requireUser } from '../../plugins/authenticate';
import { fieldError, HttpError } from '../../plugins/error-handler';
import { runWrite } from '../../plugins/idempotency';
import { anyOf, assertAccountsInScope, getScope } from '../../tenancy';
import { accountIdsRoute, accountSelectionRoutes } from '../account-selection';
import { comparisonChart } from './export-chart';
import { productAnalysisDocument } from './export-document';
import { productAnalysisJob } from './job';
import { productNames, productSelect } from './repository';
import { buildProductReport, defaultReportName, PRODUCT_ANALYSIS_KIND, type ReportAuthor, type StoredParameters } from './report-service';
import { exportContext } from '../../exports/report-meta';

export const PRODUCT_ANALYSIS_CODE = 'TVPRDANL';
const config = { securityCode: PRODUCT_ANALYSIS_CODE };
const tags = ['product_analysis_report'];
const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;
const reportFailures = { ...failures, 404: errorResponse, 409: reportNotReady, 410: errorResponse } as const;

/**
 * A generate request checked now, with the user's scope: every account must exist and be
 * theirs (403 otherwise, nothing queued), and the report gets its name from the two products
 * when none was given.
 */
async function queuedParameters(request: FastifyRequest, body: ProductReportRequest, author: ReportAuthor): Promise<StoredParameters> {
  const db = request.server.db;
  const ids = [...new Set(body.account_ids)];
  assertAccountsInScope(await getScope(request), ids);
  const found = await db.select({ id: accounts.id }).from(accounts).where(anyOf(accounts.id, ids));
  if (found.length !== ids.length) throw new HttpError(403, NO_PAGE_PERMISSION);
  const [first, second] = await Promise.all(body.products.map((product) => productNames(db, product)));
  if (!first || !second) throw fieldError('products', 'Unknown product line');
  return {
    ...body,
    account_ids: ids,
    report_name: body.report_name.trim() || defaultReportName({ product_line: first.product_line, tire_size: first.tire_size ?? '' }, { product_line: second.product_line, tire_size: second.tire_size ?? '' }),
    unit_of_measurement: author.unit,
    prepared_by: author.preparedBy,
    currency_symbol: author.currencySymbol,
  };
}

const authorOf = (request: FastifyRequest): ReportAuthor => {
  const user = requireUser(request);
  return { unit: user.unitOfMeasurement, preparedBy: `${user.firstName} ${user.lastName}`.trim(), currencySymbol: user.currencySymbol };
};

/** The comparison answered at once (get_product_report and its files). */
async function productReport(request: FastifyRequest, body: ProductReportRequest): Promise<ProductReport> {
  return buildProductReport(request.server.db, await getScope(request), body, authorOf(request));
}

async function sendReportFile(request: FastifyRequest, reply: FastifyReply, report: ProductReport, format: ExportFormat) {
  // The PDF prints the screen's chart; Excel carries the wear rates in the comparison's table.
  const chart = format === 'pdf' ? await comparisonChart(report, request.language) : undefined;
  const document = productAnalysisDocument(exportContext(request), report, chart);
  return sendExport(reply, document, { format, fileName: report.report_name });
}

/**
 * The product analysis report (spec 3 §7 "Product analysis report"), mounted at
 * /api/v2/product_analysis_report; every call needs TVPRDANL and reads only the chosen
 * accounts the user may see.
 */
export async function productAnalysisRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('reportJobs')) throw new Error('register reportJobRunner before the product analysis routes');
  app.reportJobs.register(PRODUCT_ANALYSIS_KIND, productAnalysisJob(app.db));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = <T>(response: T) => ({ tags, body: productSelectsRequest, response: { 200: response, ...failures } });
  r.post('/get_tire_types', { config, schema: schema(tireTypesResponse) }, async (request) => ({
    types: await productSelect(app.db, await getScope(request), request.body, 'type'),
  }));
  r.post('/get_brands', { config, schema: schema(brandsResponse) }, async (request) => ({
    brands: await productSelect(app.db, await getScope(request), request.body, 'brand'),
  }));
  r.post('/get_product_lines', { config, schema: schema(productLinesResponse) }, async (request) => ({
    product_lines: await productSelect(app.db, await getScope(request), request.body, 'line'),
  }));
  r.post('/get_tire_sizes', { config, schema: schema(tireSizesResponse) }, async (request) => ({
    sizes: await productSelect(app.db, await getScope(request), request.body, 'size'),
  }));
  r.post('/get_product_report', { config, schema: { tags, body: productReportRequest, response: { 200: productReportResponse, ...failures } } }, async (request) =>
    productReport(request, request.body),
  );
  const file = (format: ExportFormat) => async (request: FastifyRequest<{ Body: ProductReportRequest }>, reply: FastifyReply) =>
    sendReportFile(request, reply, await productReport(request, request.body), format);
  const fileSchema = { tags, body: productReportRequest, response: failures };
  r.post('/get_product_report_pdf', { config, schema: fileSchema }, file('pdf'));
  r.post('/get_product_report_excel', { config, schema: fileSchema }, file('xlsx'));
  r.post(
    '/generate_reports',
    { config, schema: { tags, body: generateProductReportRequest, response: { 202: generateReportResponse, ...failures } } },
    async (request, reply) => {
      const user = requireUser(request);
      const parameters = await queuedParameters(request, request.body, authorOf(request));
      const answer = await runWrite(request, reply, async (tx) => ({
        statusCode: 202,
        body: await insertQueuedReport(tx, PRODUCT_ANALYSIS_KIND, user.id, parameters.report_name, parameters),
      }));
      app.reportJobs.wake();
      return answer;
    },
  );
  r.get('/get_reports', { config, schema: { tags, response: { 200: reportsResponse, ...failures } } }, async (request) => ({
    reports: await listReports(app.db, PRODUCT_ANALYSIS_KIND, requireUser(request).id),
  }));
  r.post(
    '/get_report',
    { config, schema: { tags, body: getReportRequest, response: { 200: productReportResponse, ...reportFailures } } },
    async (request, reply) => {
      const report = await readyReport(app.db, PRODUCT_ANALYSIS_KIND, requireUser(request).id, request.body.id, productReportResponse);
      return request.body.format === 'json' ? report : sendReportFile(request, reply, report, request.body.format);
    },
  );
  r.get('/has_system_level_access', { config, schema: { tags, response: { 200: systemAccessResponse, ...failures } } }, async (request) => ({
    has_access: (await getScope(request)).kind === 'staff',
  }));
  await app.register(accountSelectionRoutes, { securityCode: PRODUCT_ANALYSIS_CODE, tags });
  await app.register(accountIdsRoute, { securityCode: PRODUCT_ANALYSIS_CODE, tags });
}
