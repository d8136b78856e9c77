import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../../../contract/common';
import {
  addLocationRequest,
  addLocationResponse,
  locationResponse,
  nonsigsResponse,
  preferredLocationsRequest,
  preferredLocationsResponse,
  selectLocationsRequest,
  selectLocationsResponse,
  selectsRequest,
  selectsResponse,
  summaryRequest,
  summaryResponse,
} from '../../../../contract/fleet-survey/locations';
import { requireUser } from '../../../plugins/authenticate';
import { HttpError } from '../../../plugins/error-handler';
import { runWrite } from '../../../plugins/idempotency';
import { assertAccountsInScope, getScope } from '../../../tenancy';
import { LOCATION_NOT_FOUND, requireLocation } from '../survey-access';
import { addLocation, findLocation, preferredLocations, selectLocations } from './location-repository';
import { recordFailures, tags } from '../route-schema';
import { listAccounts, listOwners, listSurveyByUsers } from '../selects-repository';
import { surveySummary } from '../surveys/survey-repository';

const optionalAccount = (id: number | null | undefined) => (id ? [id] : undefined);

/** Picking, reading and adding the fleet locations a survey happens at; the survey header selects. */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.post('/select_locations', { schema: { tags, body: selectLocationsRequest, response: { 200: selectLocationsResponse, ...recordFailures } } }, async (request) => {
    const scope = await getScope(request);
    assertAccountsInScope(scope, optionalAccount(request.body.account_id));
    return selectLocations(db, scope, request.body);
  });

  r.get('/get_location/:id', { schema: { tags, params: idParam, response: { 200: locationResponse, ...recordFailures } } }, async (request) => {
    const location = await findLocation(db, await getScope(request), request.params.id);
    if (!location) throw new HttpError(404, LOCATION_NOT_FOUND);
    return { location };
  });

  r.post(
    '/select_preff_locations',
    { schema: { tags, body: preferredLocationsRequest, response: { 200: preferredLocationsResponse, ...recordFailures } } },
    async (request) => preferredLocations(db, await getScope(request), request.body.key_word),
  );

  r.post('/add_location', { schema: { tags, body: addLocationRequest, response: { 201: addLocationResponse, ...recordFailures } } }, async (request, reply) => {
    const scope = await getScope(request);
    assertAccountsInScope(scope, [request.body.account_id]);
    return runWrite(request, reply, async (tx) => {
      const location = await addLocation(tx, scope, request.body);
      return { statusCode: 201, body: { status: 201, description: 'Location added', isError: false, location } };
    });
  });

  r.post('/get_selects', { schema: { tags, body: selectsRequest, response: { 200: selectsResponse, ...recordFailures } } }, async (request) => {
    const scope = await getScope(request);
    assertAccountsInScope(scope, optionalAccount(request.body.account_id));
    const location = request.body.location_id ? await requireLocation(db, scope, request.body.location_id) : null;
    const accountId = request.body.account_id ?? location?.accountId ?? null;
    const [accounts, owners, surveyByUsers] = await Promise.all([
      listAccounts(db, scope, null),
      listOwners(db, scope, accountId),
      listSurveyByUsers(db, scope, requireUser(request), { accountId, locationId: location?.id ?? null }),
    ]);
    return { accounts, owners, survey_by_users: surveyByUsers };
  });

  r.get('/get_nonsigs/:id', { schema: { tags, params: idParam, response: { 200: nonsigsResponse, ...recordFailures } } }, async (request) => {
    const scope = await getScope(request);
    assertAccountsInScope(scope, [request.params.id]);
    return { nonsigs_list: await listOwners(db, scope, request.params.id) };
  });

  r.post('/summary', { schema: { tags, body: summaryRequest, response: { 200: summaryResponse, ...recordFailures } } }, async (request) => {
    const scope = await getScope(request);
    await requireLocation(db, scope, request.body.location_id);
    return surveySummary(db, scope, request.body);
  });
}
