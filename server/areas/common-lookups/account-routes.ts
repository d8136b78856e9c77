import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  ALL_KEYWORD,
  accountList,
  canadianAccountsParams,
  commonOwnerList,
  fleetLocationStructure as fleetLocationStructureSchema,
  fleetLocationStructureRequest,
  globalAccountsParams,
  leasingList,
  leasingLocationList,
  leasingLocationsQuery,
  verifiedAccountsRequest,
  verifiedAccountsResponse,
  type AccountTypeCode,
} from '../../../contract/common-lookups';
import { getScope } from '../../tenancy';
import {
  CANADIAN_TYPES,
  accountTypesInScope,
  listAccounts,
  listCanadianCommonOwners,
  listLeasingLocations,
  listLeasings,
  verifyAccounts,
} from '../../lookups/account-repository';
import { failures, tags } from './route-schema';
import { fleetLocationStructure } from './structure';

const accountsSchema = { tags, response: { 200: accountList, ...failures } };
const globalSchema = { tags, params: globalAccountsParams, response: { 200: accountList, ...failures } };
const keywordOf = (x: string) => (x.trim().toLowerCase() === ALL_KEYWORD ? undefined : x);

/** Account pickers: every list holds only accounts within the user's scope. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const byType = (types: AccountTypeCode[]) => async (request: FastifyRequest) => ({
    accounts: await listAccounts(db, await getScope(request), { types }),
  });

  r.get('/get_government_accounts', { schema: accountsSchema }, byType([ACCOUNT_TYPE.government]));
  r.get('/get_us_national_accounts', { schema: accountsSchema }, byType([ACCOUNT_TYPE.nationalAccount]));
  r.get('/get_preffered_fleets', { schema: accountsSchema }, byType([ACCOUNT_TYPE.preferredFleet]));

  r.get(
    '/get_canadian_accounts/:x',
    { schema: { tags, params: canadianAccountsParams, response: { 200: accountList, ...failures } } },
    async (request) => {
      const commonOwnerId = request.params.x === 0 ? undefined : request.params.x;
      return { accounts: await listAccounts(db, await getScope(request), { types: CANADIAN_TYPES, commonOwnerId }) };
    },
  );

  r.get('/get_canadian_common_owners', { schema: { tags, response: { 200: commonOwnerList, ...failures } } }, async (request) =>
    listCanadianCommonOwners(db, await getScope(request)),
  );

  r.get('/get_us_national_global_accounts/:x', { schema: globalSchema }, async (request) => ({
    accounts: await listAccounts(db, await getScope(request), {
      types: [ACCOUNT_TYPE.nationalAccount],
      globalOnly: true,
      keyword: keywordOf(request.params.x),
    }),
  }));

  r.get('/get_canadian_global_accounts/:x', { schema: globalSchema }, async (request) => ({
    accounts: await listAccounts(db, await getScope(request), { types: CANADIAN_TYPES, globalOnly: true, keyword: keywordOf(request.params.x) }),
  }));

  r.get('/get_leasings', { schema: { tags, response: { 200: leasingList, ...failures } } }, async (request) =>
    listLeasings(db, await getScope(request)),
  );

  r.get(
    '/get_leasing_locations',
    { schema: { tags, querystring: leasingLocationsQuery, response: { 200: leasingLocationList, ...failures } } },
    async (request) => listLeasingLocations(db, await getScope(request), request.query.customerNumber),
  );

  r.post(
    '/get_verified_accounts',
    { schema: { tags, body: verifiedAccountsRequest, response: { 200: verifiedAccountsResponse, ...failures } } },
    async (request) => verifyAccounts(db, await getScope(request), request.body.account_ids),
  );

  r.post(
    '/get_fleet_location_structure',
    { schema: { tags, body: fleetLocationStructureRequest, response: { 200: fleetLocationStructureSchema, ...failures } } },
    async (request) => {
      const scope = await getScope(request);
      const types = scope.kind === 'staff' ? new Set<number>() : await accountTypesInScope(db, scope);
      return fleetLocationStructure(scope, types, request.body.report_type ?? null);
    },
  );
}
