import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  countryList,
  countryStatesList,
  loadRangeList,
  positionList,
  regionParams,
  reportDefinitionList,
  reportsParams,
  statesQuery,
  tireSizeList,
  unitTypeList,
  userPreferences,
  vocationList,
} from '../../../contract/common-lookups';
import { requireUser } from '../../plugins/authenticate';
import {
  listCountries,
  listLoadRanges,
  listPositions,
  listReports,
  listStates,
  listTireSizes,
  listUnitTypes,
  listVocations,
} from '../../lookups/reference-repository';
import { createReferenceAnswer } from './reference-cache';
import { failures, tags } from './route-schema';

/**
 * Reference lists: the same for every user, so they are answered from memory with an ETag
 * (./reference-cache); reports, filtered by security codes, and preferences are read per user.
 */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const answer = createReferenceAnswer(app.config.LOOKUP_CACHE_SECONDS * 1000);

  r.get('/get_vocations', { schema: { tags, response: { 200: vocationList, ...failures } } }, (request, reply) =>
    answer(request, reply, 'vocations', () => listVocations(db)),
  );

  r.get('/get_countries/:region', { schema: { tags, params: regionParams, response: { 200: countryList, ...failures } } }, (request, reply) =>
    answer(request, reply, `countries:${request.params.region}`, () => listCountries(db, request.params.region)),
  );

  r.get('/get_states', { schema: { tags, querystring: statesQuery, response: { 200: countryStatesList, ...failures } } }, (request, reply) =>
    answer(request, reply, `states:${request.query.country ?? ''}`, () => listStates(db, request.query.country)),
  );

  r.get('/get_tire_sizes', { schema: { tags, response: { 200: tireSizeList, ...failures } } }, (request, reply) =>
    answer(request, reply, 'tire_sizes', () => listTireSizes(db)),
  );
  r.get('/get_load_ranges', { schema: { tags, response: { 200: loadRangeList, ...failures } } }, (request, reply) =>
    answer(request, reply, 'load_ranges', () => listLoadRanges(db)),
  );
  r.get('/get_positions', { schema: { tags, response: { 200: positionList, ...failures } } }, (request, reply) =>
    answer(request, reply, 'positions', () => listPositions(db)),
  );
  r.get('/get_unit_types', { schema: { tags, response: { 200: unitTypeList, ...failures } } }, (request, reply) =>
    answer(request, reply, 'unit_types', () => listUnitTypes(db)),
  );

  r.get('/get_reports/:x', { schema: { tags, params: reportsParams, response: { 200: reportDefinitionList, ...failures } } }, (request) =>
    listReports(db, request.params.x, requireUser(request).securityCodes),
  );

  r.get('/get_user_preferences', { schema: { tags, response: { 200: userPreferences, ...failures } } }, async (request) => ({
    currency_symbol: requireUser(request).currencySymbol || '$',
  }));
}
