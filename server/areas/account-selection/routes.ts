import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountSelects, selectAccountsRequest, selectAccountsResponse } from '../../../contract/account-selection';
import { errorResponse } from '../../../contract/common';
import { getScope } from '../../tenancy';
import { selectAccounts } from './repository';
import { getSelects } from './selects-repository';

export interface AccountSelectionRouteOptions {
  /** The report's security code (spec 1 §6); the table is part of the report's page. */
  securityCode: string;
  /** The OpenAPI tag of the report area mounting the table. */
  tags: string[];
}

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;

/** POST select_accounts and get_selects under the report area's prefix. */
export async function accountSelectionRoutes(app: FastifyInstance, options: AccountSelectionRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { securityCode: options.securityCode };
  const { tags } = options;

  r.post(
    '/select_accounts',
    { config, schema: { tags, body: selectAccountsRequest, response: { 200: selectAccountsResponse, ...failures } } },
    async (request) => selectAccounts(app.db, await getScope(request), request.body),
  );

  r.post('/get_selects', { config, schema: { tags, response: { 200: accountSelects, ...failures } } }, async (request) =>
    getSelects(app.db, await getScope(request)),
  );
}
