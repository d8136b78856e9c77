import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dealersLocationsRequest, dealersLocationsResponse } from '../../../contract/scrap-analysis';
import type { Db } from '../../db/client';
import { dealers, scrapRecords } from '../../db/schema';
import { NO_PAGE_PERMISSION } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { anyOf, dealerFilter, getScope, surveyFilter, type Scope } from '../../tenancy';
import { accountsInScope } from '../account-selection';
import { config, failures, tags } from './route-schema';

/**
 * The dealers (or CTSC locations) the scope may see; with accounts, only those that scrapped
 * a tire of them that the scope may see (the report's own rule), so the filter offers no dealer
 * whose choice would empty the report.
 */
function dealerOptions(db: Db, scope: Scope, ctsc: boolean, accountIds: readonly number[]) {
  const scrapped =
    accountIds.length === 0
      ? undefined
      : sql`${dealers.id} in (select ${scrapRecords.dealerId} from ${scrapRecords} where ${and(anyOf(scrapRecords.accountId, accountIds), surveyFilter(scope, scrapRecords))})`;
  return db
    .select({ id: dealers.id, nonsig: dealers.nonsig, name: dealers.name, city: dealers.city, state: dealers.state })
    .from(dealers)
    .where(and(dealerFilter(scope, dealers.id), eq(dealers.isCtsc, ctsc), scrapped))
    .orderBy(asc(dealers.name), asc(dealers.id));
}

/** POST survey/get_dealers_locations, mounted at /api/v2/survey (the path spec 3 §7 gives it); TVSCRPAN. */
export async function scrapDealersLocationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/get_dealers_locations', { config, schema: { tags, body: dealersLocationsRequest, response: { 200: dealersLocationsResponse, ...failures } } }, async (request) => {
    const scope = await getScope(request);
    const accountIds = [...new Set(request.body.account_ids ?? [])];
    // An account outside the user's reach refuses the whole request, as the report itself does.
    if ((await accountsInScope(app.db, scope, accountIds)).length !== accountIds.length) throw new HttpError(403, NO_PAGE_PERMISSION);
    const [own, ctsc] = await Promise.all([dealerOptions(app.db, scope, false, accountIds), dealerOptions(app.db, scope, true, accountIds)]);
    return { dealers: own, dealers_ctsc: ctsc };
  });
}
