import { and, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { ReportDealerRequest } from '../../../contract/dealer-survey';
import { resolveDateRange, type DateRange } from '../../../contract/date-ranges';
import type { Db } from '../../db/client';
import { dealers, surveys } from '../../db/schema';
import { NO_PAGE_PERMISSION } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';
import { anyOf, dealerFilter, surveyFilter, type Scope } from '../../tenancy';
import { fieldError } from '../../plugins/error-handler';

/** Refuses (403) dealers the user may not see: a dealer naming another, a customer a stranger. */
export async function assertOwnersInScope(db: Db, scope: Scope, ids: readonly number[] | null | undefined): Promise<void> {
  if (!ids || ids.length === 0 || scope.kind === 'staff') return;
  const wanted = [...new Set(ids)];
  const rows = await db.select({ id: dealers.id }).from(dealers).where(and(anyOf(dealers.id, wanted), dealerFilter(scope, dealers.id)));
  if (rows.length !== wanted.length) throw new HttpError(403, NO_PAGE_PERMISSION);
}

export interface DealerFilter {
  /** Live surveys the user may see with the request's filters; a condition on surveys joined to dealers. */
  where: SQL;
  range: DateRange;
}

const some = <T>(list: readonly T[] | null | undefined): T[] | null => (list && list.length > 0 ? [...new Set(list)] : null);

/**
 * The surveys a report request selects. Country and states are the dealer's, like the owner
 * pick-list they narrow (common/get_owners). Dates are survey days (UTC).
 */
export async function resolveDealerFilter(db: Db, scope: Scope, body: ReportDealerRequest, today: Date): Promise<DealerFilter> {
  await assertOwnersInScope(db, scope, body.owner_ids);
  const range = resolveDateRange(body.date_range_type, today, body);
  if (!range) throw fieldError('date_from', 'Please enter date in the correct format');
  const owners = some(body.owner_ids);
  const byUsers = some(body.survey_by_user_ids);
  const states = some(body.states);
  const where = and(
    surveyFilter(scope, surveys),
    isNull(surveys.deletedAt),
    gte(surveys.surveyDate, range.from),
    lt(surveys.surveyDate, range.to),
    body.country ? eq(dealers.country, body.country) : undefined,
    states ? inArray(dealers.state, states) : undefined,
    owners ? anyOf(surveys.dealerId, owners) : undefined,
    byUsers ? anyOf(surveys.surveyByUserId, byUsers) : undefined,
  ) as SQL;
  return { where, range };
}
