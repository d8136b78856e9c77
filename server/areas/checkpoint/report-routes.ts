import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  customerLocationsRequest,
  customerLocationsResponse,
  homePageResponse,
  reportRequest,
  reportResponse,
} from '../../../contract/checkpoint';
import { formatUsDate, lastDayOf } from '../../../contract/date-ranges';
import { requireUser } from '../../plugins/authenticate';
import { getScope } from '../../tenancy';
import { customerLocations, homePage } from './home-repository';
import { requireAccount, resolveCrossingFilter } from './report-filter';
import { reportPage } from './report-repository';
import { todayOf } from '../../plugins/request-context';
import { failures, measureFormats, tags } from './route-schema';

/** The filter page and the report table. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/get_home_page', { schema: { tags, response: { 200: homePageResponse, ...failures } } }, async (request) =>
    homePage(db, await getScope(request)),
  );

  r.post(
    '/get_customer_locations',
    { schema: { tags, body: customerLocationsRequest, response: { 200: customerLocationsResponse, ...failures } } },
    async (request) => {
      const scope = await getScope(request);
      await requireAccount(db, scope, request.body.account_id, request.body.account_kind);
      return customerLocations(db, scope, request.body);
    },
  );

  r.post('/report', { schema: { tags, body: reportRequest, response: { 200: reportResponse, ...failures } } }, async (request) => {
    const body = request.body;
    const filter = await resolveCrossingFilter(db, await getScope(request), body, todayOf(request));
    const page = await reportPage(db, filter.where, { reportType: body.report_type, orderBy: body.order_by, desc: body.is_sort_desc }, body);
    return {
      records_total: page.recordsTotal,
      page_number: body.page_number,
      page_size: body.page_size,
      date_from: formatUsDate(filter.range.from),
      date_to: formatUsDate(lastDayOf(filter.range)),
      ...measureFormats(requireUser(request)),
      tiles: page.tiles,
      data: page.rows,
    };
  });
}
