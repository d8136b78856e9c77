/**
 * The fleet dashboard calls under /api/v2/fleet_dashboard (spec 2 §7), all behind FDLOGIN.
 * The basket calls (get_baskets, basket_add, basket_remove, basket_clear) are ours: the spec
 * keeps the basket in the page, the product keeps it per user on the server.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam } from '../../../contract/common';
import {
  accountRequest,
  accountsResponse,
  basketAddRequest,
  basketRemoveRequest,
  basketResponse,
  basketsResponse,
  basketTab,
  createTemplateRequest,
  getReportsRequest,
  getReportsResponse,
  locationGroupsResponse,
  locationRegionsResponse,
  locationsRequest,
  locationsResponse,
  nonsigsRequest,
  nonsigsResponse,
  templateResponse,
  templatesRequest,
  templatesResponse,
  tireFilterOptionsRequest,
  tireFilterOptionsResponse,
} from '../../../contract/fleet-dashboard';
import { requireUser } from '../../plugins/authenticate';
import { todayOf } from '../../plugins/request-context';
import { getScope } from '../../tenancy';
import { fleetDashboardExportRoutes } from './export-routes';
import { dashboardAccounts, dashboardLocations, dashboardNonsigs, locationGroups, locationRegions } from './account-step-repository';
import { addToBasket, clearBasket, listBaskets, removeFromBasket } from './basket-repository';
import { requireDashboardAccount, reportRange } from './dashboard-scope';
import { getReports } from './reports-handler';
import { createTemplate, deleteTemplate, getTemplate, listTemplates } from './template-repository';
import { tireFilterOptions } from './tire-filter-options';

const tags = ['fleet_dashboard'];
const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;
const config = { securityCode: 'FDLOGIN' };

export async function fleetDashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const schema = <B, R>(body: B, response: R) => ({ tags, body, response: { 200: response, ...failures } });

  r.get('/get_accounts', { config, schema: { tags, response: { 200: accountsResponse, ...failures } } }, async (request) => dashboardAccounts(db, await getScope(request)));

  r.post('/get_customer_location_groups', { config, schema: schema(accountRequest, locationGroupsResponse) }, async (request) => {
    const scope = await getScope(request);
    const account = await requireDashboardAccount(db, scope, request.body.account);
    return locationGroups(db, scope, account.id);
  });

  r.post('/get_customer_location_regions', { config, schema: schema(accountRequest, locationRegionsResponse) }, async (request) => {
    const scope = await getScope(request);
    const account = await requireDashboardAccount(db, scope, request.body.account);
    return locationRegions(db, scope, account.id);
  });

  r.post('/get_locations', { config, schema: schema(locationsRequest, locationsResponse) }, async (request) => {
    const scope = await getScope(request);
    const account = await requireDashboardAccount(db, scope, request.body.account);
    return dashboardLocations(db, scope, account.id, request.body);
  });

  r.post('/get_nonsigs', { config, schema: schema(nonsigsRequest, nonsigsResponse) }, async (request) => {
    const account = await requireDashboardAccount(db, await getScope(request), request.body.account);
    return dashboardNonsigs(db, account.id, request.body);
  });

  r.post('/get_tire_filter_options', { config, schema: schema(tireFilterOptionsRequest, tireFilterOptionsResponse) }, async (request) => {
    const scope = await getScope(request);
    const account = await requireDashboardAccount(db, scope, request.body.account);
    return tireFilterOptions(db, scope, account.id, request.body.tab_type);
  });

  r.post('/get_reports', { config, schema: schema(getReportsRequest, getReportsResponse) }, async (request) =>
    getReports(db, await getScope(request), request.body, todayOf(request), request.language),
  );

  r.post('/get_templates', { config, schema: schema(templatesRequest, templatesResponse) }, async (request) => listTemplates(db, requireUser(request), request.body));

  r.post('/create_template', { config, schema: schema(createTemplateRequest, templateResponse) }, async (request) => {
    const user = requireUser(request);
    const base = request.body.base_parameters;
    await requireDashboardAccount(db, await getScope(request), base.account, 'base_parameters.account');
    const id = await createTemplate(db, user, request.body, reportRange(base, todayOf(request)));
    return getTemplate(db, user, id);
  });

  r.get('/get_template/:id', { config, schema: { tags, params: idParam, response: { 200: templateResponse, ...failures } } }, async (request) =>
    getTemplate(db, requireUser(request), request.params.id),
  );

  r.delete('/delete_template/:id', { config, schema: { tags, params: idParam, response: { 200: z.object({ id: z.number().int() }), ...failures } } }, async (request) => {
    await deleteTemplate(db, requireUser(request), request.params.id);
    return { id: request.params.id };
  });

  r.get('/get_baskets', { config, schema: { tags, response: { 200: basketsResponse, ...failures } } }, async (request) => listBaskets(db, requireUser(request).id));
  r.post('/basket_add', { config, schema: schema(basketAddRequest, basketResponse) }, async (request) =>
    addToBasket(db, requireUser(request).id, request.body.tab_type, request.body.entry),
  );
  r.post('/basket_remove', { config, schema: schema(basketRemoveRequest, basketResponse) }, async (request) =>
    removeFromBasket(db, requireUser(request).id, request.body.tab_type, request.body.report_type),
  );
  await app.register(fleetDashboardExportRoutes);
  r.post('/basket_clear', { config, schema: schema(basketTab, basketResponse) }, async (request) => clearBasket(db, requireUser(request).id, request.body.tab_type));
}

