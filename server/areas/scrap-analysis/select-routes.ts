import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSelects } from '../../../contract/account-selection';
import { countryList, countryStatesList, regionParams, statesQuery, vocationList } from '../../../contract/common-lookups';
import { getScope } from '../../tenancy';
import { accountSelectionRoutes, countriesInScope, dealersInScope, fleetNames } from '../account-selection';
import { listCountries, listStates, listVocations } from '../../lookups/reference-repository';
import { config, failures, tags } from './route-schema';

const dealerList = accountSelects.shape.dealers;

/**
 * The scrap analysis report's selects (spec 3 §7 "Scrap analysis"): the shared account selection
 * table (select_accounts, get_selects) and the single lists its filters and the dealer filter
 * read. Account-derived lists hold only what the user may see.
 */
export async function scrapSelectRoutes(app: FastifyInstance): Promise<void> {
  await app.register(accountSelectionRoutes, { securityCode: config.securityCode, tags });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.get('/get_countries/:region', { config, schema: { tags, params: regionParams, response: { 200: countryList, ...failures } } }, async (request) => {
    // The region's countries that hold an account the user may see.
    const [all, seen] = await Promise.all([listCountries(db, request.params.region), countriesInScope(db, await getScope(request))]);
    const visible = new Set(seen.map((country) => country.code));
    return all.filter((country) => visible.has(country.code));
  });
  r.get('/get_states', { config, schema: { tags, querystring: statesQuery, response: { 200: countryStatesList, ...failures } } }, (request) =>
    listStates(db, request.query.country),
  );
  r.get('/get_fleets', { config, schema: { tags, response: { 200: accountSelects.shape.fleets, ...failures } } }, async (request) =>
    fleetNames(db, await getScope(request)),
  );
  r.get('/get_dealers', { config, schema: { tags, response: { 200: dealerList, ...failures } } }, async (request) =>
    dealersInScope(db, await getScope(request), false),
  );
  r.get('/get_dealer_ctsc_locations', { config, schema: { tags, response: { 200: dealerList, ...failures } } }, async (request) =>
    dealersInScope(db, await getScope(request), true),
  );
  r.post('/get_vocations', { config, schema: { tags, body: z.unknown().optional(), response: { 200: vocationList, ...failures } } }, () => listVocations(db));
}
