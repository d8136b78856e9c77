import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponse } from '../../../contract/common';
import {
  allFiltersResponse,
  availableTiresResponse,
  searchResponse,
  systemAccessResponse,
  wearRateFilters,
  wearRateRequest,
  wearRateResponse,
  wearRateSearchRequest,
  type WearRateResponse,
} from '../../../contract/product-wear-rate';
import { sendExport, type ExportFormat } from '../../exports';
import { requireUser } from '../../plugins/authenticate';
import { todayOf } from '../../plugins/request-context';
import { refreshNarrowChanges } from '../../reporting/refresh';
import { assertAccountsInScope, getScope } from '../../tenancy';
import { accountIdsRoute, accountSelectionRoutes } from '../account-selection';
import { wearRateChart } from './export-chart';
import { wearRateDocument } from './export-document';
import { allFilters, availableTires, searchList } from './search-repository';
import type { WearFilterKey } from './wear-conditions';
import { pageOf, wearRateRows, wearRateUnit } from './wear-rate-table';
import { exportContext } from '../../exports/report-meta';

export const WEAR_RATE_CODE = 'TVWEARRT';
const config = { securityCode: WEAR_RATE_CODE };
const tags = ['product_wear_rate_report'];
const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;

/** The spec's search calls and the filter each one lists. */
const SEARCHES: Record<string, WearFilterKey> = {
  search_brand: 'brand',
  search_product_line: 'product_line',
  search_load_range: 'load_range',
  search_tire_size: 'tire_size',
  search_wheel_position: 'wheel_position',
  search_axel_configuration: 'axle_configuration',
  search_vocation: 'vocation',
  get_retread: 'retread',
};

type TableBody = z.output<typeof wearRateRequest>;

async function reportOf(request: FastifyRequest, body: TableBody): Promise<WearRateResponse> {
  const user = requireUser(request);
  const unit = user.unitOfMeasurement;
  const scope = await getScope(request);
  const db = request.server.db;
  // Tenancy first (403 before any work), then what was committed before the call.
  assertAccountsInScope(scope, body.account_ids);
  await refreshNarrowChanges(db);
  const { rows, totals } = await wearRateRows(db, scope, body, unit, todayOf(request));
  return {
    product_wear_rates: pageOf(rows, body),
    page_number: body.page_number,
    page_size: body.page_size,
    total_items: rows.length,
    totals,
    unit_of_measurement: unit,
    wear_rate_unit: wearRateUnit(unit),
    currency_symbol: user.currencySymbol,
  };
}

/**
 * The product wear rate report (spec 3 §7 "Product wear rate report"), mounted at
 * /api/v2/product_wear_rate_report; every call needs TVWEARRT and reads only the chosen
 * accounts the user may see, from the wear-rate aggregate.
 */
export async function productWearRateRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const [path, key] of Object.entries(SEARCHES)) {
    r.post(`/${path}`, { config, schema: { tags, body: wearRateSearchRequest, response: { 200: searchResponse, ...failures } } }, async (request) => ({
      search_result: await searchList(app.db, await getScope(request), request.body, key, request.body.key_word),
    }));
  }

  r.post('/get_all_filters', { config, schema: { tags, body: wearRateFilters, response: { 200: allFiltersResponse, ...failures } } }, async (request) =>
    allFilters(app.db, await getScope(request), request.body),
  );

  // Runs on every filter change: the client aborts the previous call; no drain, a roll-up read.
  r.post('/get_available_tires', { config, schema: { tags, body: wearRateFilters, response: { 200: availableTiresResponse, ...failures } } }, async (request) =>
    availableTires(app.db, await getScope(request), request.body),
  );

  r.post('/get_product_wear_rates', { config, schema: { tags, body: wearRateRequest, response: { 200: wearRateResponse, ...failures } } }, async (request) =>
    reportOf(request, request.body),
  );

  const file = (format: ExportFormat) => async (request: FastifyRequest<{ Body: TableBody }>, reply: FastifyReply) => {
    const report = await reportOf(request, { ...request.body, page_number: 1, page_size: Number.MAX_SAFE_INTEGER });
    // The PDF prints the chart of the page the screen showed; Excel carries every figure as its table.
    const chart = format === 'pdf' ? await wearRateChart(report.product_wear_rates, request.body, report.wear_rate_unit, request.language) : undefined;
    const document = wearRateDocument(exportContext(request), report, chart);
    return sendExport(reply, document, { format, fileName: 'product wear rate report' });
  };
  const fileSchema = { tags, body: wearRateRequest, response: failures };
  r.post('/get_product_wear_rates_report_xls', { config, schema: fileSchema }, file('xlsx'));
  r.post('/get_product_wear_rates_report_pdf', { config, schema: fileSchema }, file('pdf'));

  r.get('/has_system_level_access', { config, schema: { tags, response: { 200: systemAccessResponse, ...failures } } }, async (request) => ({
    has_access: (await getScope(request)).kind === 'staff',
  }));

  await app.register(accountSelectionRoutes, { securityCode: WEAR_RATE_CODE, tags });
  await app.register(accountIdsRoute, { securityCode: WEAR_RATE_CODE, tags });
}
