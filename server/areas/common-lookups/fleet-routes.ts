import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/common';
import {
  fleetLocationsRequest,
  fleetLocationsResponse,
  locationData,
  locationDataParams,
  ownerList,
  ownersRequest,
  surveysRequest,
  surveysResponse,
  technicianNumberRequest,
  technicianNumberResponse,
  unitsRequest,
  unitsResponse,
} from '../../../contract/common-lookups';
import { NO_PAGE_PERMISSION } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { assertAccountsInScope, assertLocationsInScope, canSeeLocation, getScope } from '../../tenancy';
import { findSurveys, findUnits, listOwners, technicianNumberExists } from './activity-repository';
import { findFleetLocations, findLocationData } from '../../lookups/location-repository';
import { failures, tags } from './route-schema';

export const LOCATION_NOT_FOUND = 'Location not found';

/**
 * Fleet locations, surveys, units and owners. Naming an account or location outside the
 * scope is refused (403) rather than quietly answered with less.
 */
export async function fleetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get(
    '/get_location_data/:x',
    { schema: { tags, params: locationDataParams, response: { 200: locationData, ...failures, 404: errorResponse } } },
    async (request) => {
      const scope = await getScope(request);
      const location = await findLocationData(db, request.params.x);
      if (!location) throw new HttpError(404, LOCATION_NOT_FOUND);
      if (!canSeeLocation(scope, { id: location.id, accountId: location.account_id })) throw new HttpError(403, NO_PAGE_PERMISSION);
      return location;
    },
  );

  r.post(
    '/get_fleet_locations',
    { schema: { tags, body: fleetLocationsRequest, response: { 200: fleetLocationsResponse, ...failures } } },
    async (request) => {
      const scope = await getScope(request);
      assertAccountsInScope(scope, request.body.account_ids ?? undefined);
      return findFleetLocations(db, scope, request.body);
    },
  );

  r.post('/get_surveys', { schema: { tags, body: surveysRequest, response: { 200: surveysResponse, ...failures } } }, async (request) => {
    const scope = await getScope(request);
    assertAccountsInScope(scope, request.body.account_ids ?? undefined);
    await assertLocationsInScope(db, scope, request.body.location_ids ?? undefined);
    return findSurveys(db, scope, request.body);
  });

  r.post('/get_units', { schema: { tags, body: unitsRequest, response: { 200: unitsResponse, ...failures } } }, async (request) => {
    const scope = await getScope(request);
    assertAccountsInScope(scope, request.body.account_ids ?? undefined);
    await assertLocationsInScope(db, scope, request.body.location_ids ?? undefined);
    return findUnits(db, scope, request.body);
  });

  r.post('/get_owners', { schema: { tags, body: ownersRequest, response: { 200: ownerList, ...failures } } }, async (request) =>
    listOwners(db, await getScope(request), request.body),
  );

  r.post(
    '/get_technician_number_existence',
    { schema: { tags, body: technicianNumberRequest, response: { 200: technicianNumberResponse, ...failures } } },
    async (request) => ({ exists: await technicianNumberExists(db, request.body.technician_number) }),
  );
}
