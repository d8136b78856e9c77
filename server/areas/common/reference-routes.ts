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
} from '../../../contract/lookups';
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
} from './reference-repository';
import { failures, tags } from './route-schema';

/** Reference lists: the same for every user, apart from reports filtered by security codes. */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/get_vocations', { schema: { tags, response: { 200: vocationList, ...failures } } }, () => listVocations(db));

  r.get('/get_countries/:region', { schema: { tags, params: regionParams, response: { 200: countryList, ...failures } } }, (request) =>
    listCountries(db, request.params.region),
  );

  r.get('/get_states', { schema: { tags, querystring: statesQuery, response: { 200: countryStatesList, ...failures } } }, (request) =>
    listStates(db, request.query.country),
  );

  r.get('/get_tire_sizes', { schema: { tags, response: { 200: tireSizeList, ...failures } } }, () => listTireSizes(db));
  r.get('/get_load_ranges', { schema: { tags, response: { 200: loadRangeList, ...failures } } }, () => listLoadRanges(db));
  r.get('/get_positions', { schema: { tags, response: { 200: positionList, ...failures } } }, () => listPositions(db));
  r.get('/get_unit_types', { schema: { tags, response: { 200: unitTypeList, ...failures } } }, () => listUnitTypes(db));

  r.get('/get_reports/:x', { schema: { tags, params: reportsParams, response: { 200: reportDefinitionList, ...failures } } }, (request) =>
    listReports(db, request.params.x, requireUser(request).securityCodes),
  );

  r.get('/get_user_preferences', { schema: { tags, response: { 200: userPreferences, ...failures } } }, async (request) => ({
    currency_symbol: requireUser(request).currencySymbol || '$',
  }));
}
