import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/common';
import {
  brandsResponse,
  productLinesResponse,
  productReportRequest,
  productReportResponse,
  productSelectsRequest,
  tireSizesResponse,
  tireTypesResponse,
  type ProductReport,
  type ProductReportRequest,
} from '../../../contract/product-analysis';
import { systemAccessResponse } from '../../../contract/product-wear-rate';
import { sendExport, type ExportFormat } from '../../exports';
import { requireUser } from '../../plugins/authenticate';
import { refreshNarrowChanges } from '../../reporting/refresh';
import { anyOf, assertAccountsInScope, getScope } from '../../tenancy';
import { accountIdsRoute, accountSelectionRoutes } from '../account-selection';
import { accounts } from '../../db/schema';
import { wearRateUnit } from '../product-wear-rate/wear-rate-table';
import { productAnalysisDocument } from './export-document';
import { productBlock, productSelect } from './repository';

export const PRODUCT_ANALYSIS_CODE = 'TVPRDANL';
const config = { securityCode: PRODUCT_ANALYSIS_CODE };
const tags = ['product_analysis_report'];
const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;

/** The comparison of two products on the chosen accounts (refused with 403 outside the scope before any read). */
async function productReport(request: FastifyRequest, body: ProductReportRequest): Promise<ProductReport> {
  const user = requireUser(request);
  const scope = await getScope(request);
  const db = request.server.db;
  assertAccountsInScope(scope, body.account_ids);
  await refreshNarrowChanges(db);
  const unit = user.unitOfMeasurement;
  const [first, second, accountRows] = await Promise.all([
    productBlock(db, scope, body, body.products[0]!, unit),
    productBlock(db, scope, body, body.products[1]!, unit),
    db.select({ id: accounts.id, account_number: accounts.accountNumber, name: accounts.name }).from(accounts).where(anyOf(accounts.id, [...new Set(body.account_ids)])).orderBy(accounts.name),
  ]);
  const reportName = body.report_name.trim() || `${first.product_line} ${first.tire_size} vs ${second.product_line} ${second.tire_size}`;
  return {
    product_comp_model: {
      cover_page: {
        title: /*i18n*/ 'Product analysis report',
        prepared_for: accountRows.map((row) => row.name),
        prepared_by: `${user.firstName} ${user.lastName}`.trim(),
        generated_at: new Date().toISOString(),
      },
      account_data: accountRows,
      graph_header: { wear_rate_unit: wearRateUnit(unit), distance_unit: unit === 'metric' ? 'km' : 'mi', tire_type: body.tire_type ?? null },
      products: [first, second],
      comments: body.comments,
    },
    report_name: reportName,
  };
}

/**
 * The product analysis report (spec 3 §7 "Product analysis report"), mounted at
 * /api/v2/product_analysis_report; every call needs TVPRDANL and reads only the chosen
 * accounts the user may see.
 */
export async function productAnalysisRoutes(app: FastifyInstance): Promise<void> {
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
  const file = (format: ExportFormat) => async (request: FastifyRequest<{ Body: ProductReportRequest }>, reply: FastifyReply) => {
    const report = await productReport(request, request.body);
    const document = productAnalysisDocument({ user: requireUser(request), language: request.language, filters: [] }, report);
    return sendExport(reply, document, { format, fileName: report.report_name });
  };
  const fileSchema = { tags, body: productReportRequest, response: failures };
  r.post('/get_product_report_pdf', { config, schema: fileSchema }, file('pdf'));
  r.post('/get_product_report_excel', { config, schema: fileSchema }, file('xlsx'));
  r.get('/has_system_level_access', { config, schema: { tags, response: { 200: systemAccessResponse, ...failures } } }, async (request) => ({
    has_access: (await getScope(request)).kind === 'staff',
  }));
  await app.register(accountSelectionRoutes, { securityCode: PRODUCT_ANALYSIS_CODE, tags });
  await app.register(accountIdsRoute, { securityCode: PRODUCT_ANALYSIS_CODE, tags });
}
