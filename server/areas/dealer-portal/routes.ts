import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/common';
import { ctscLocationsResponse, dealerLocationsRequest, dealerLocationsResponse, dealersResponse } from '../../../contract/dealer-portal';
import { NO_PAGE_PERMISSION } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { getScope } from '../../tenancy';
import { canSeeDealer, ctscByRegion, dealerLocations, visibleDealers } from './repository';

const tags = ['dealer_portal'];
/** Dealer lists feed the portal's reports: the portal sign-in code TVLOGIN. */
const config = { securityCode: 'TVLOGIN' };
const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;

/** Dealer lists (spec 3 §3 "Dealer lists", §7 "Other"), mounted at /api/v2/dealer_portal. */
export async function dealerPortalRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/get_dealers', { config, schema: { tags, response: { 200: dealersResponse, ...failures } } }, async (request) => ({
    dealers: await visibleDealers(app.db, await getScope(request)),
  }));

  r.get('/get_dealer_ctsc_locations', { config, schema: { tags, response: { 200: ctscLocationsResponse, ...failures } } }, async () => ({
    regions: await ctscByRegion(app.db),
  }));

  r.post('/get_dealer_locations', { config, schema: { tags, body: dealerLocationsRequest, response: { 200: dealerLocationsResponse, ...failures } } }, async (request) => {
    const scope = await getScope(request);
    // A dealer outside the caller's reach is refused as a whole, not answered with an empty list.
    if (!(await canSeeDealer(app.db, scope, request.body.dealer_id))) throw new HttpError(403, NO_PAGE_PERMISSION);
    return { locations: await dealerLocations(app.db, scope, request.body.dealer_id) };
  });
}
