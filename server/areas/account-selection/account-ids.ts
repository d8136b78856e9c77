import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { selectAccountIdsQuery, selectAccountIdsResponse, selectAccountsRequest } from '../../../contract/account-selection';
import { errorResponse } from '../../../contract/common';
import { getScope } from '../../tenancy';
import { selectAccounts } from './repository';
import type { AccountSelectionRouteOptions } from './routes';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;

/**
 * GET select_account_ids: every account the user may see matching the typed words (up to the
 * selection's limit), for the table's "select all"; the same query as select_accounts.
 */
export async function accountIdsRoute(app: FastifyInstance, options: AccountSelectionRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/select_account_ids',
    { config: { securityCode: options.securityCode }, schema: { tags: options.tags, querystring: selectAccountIdsQuery, response: { 200: selectAccountIdsResponse, ...failures } } },
    async (request) => {
      const body = selectAccountsRequest.parse({ key_word: request.query.key_word, is_select_all: true, page_size: 1 });
      const { account_ids: accountIds } = await selectAccounts(app.db, await getScope(request), body);
      return { account_ids: accountIds };
    },
  );
}
