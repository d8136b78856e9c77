import { and, gte, lt, sql } from 'drizzle-orm';
import { NOT_SCRAP_REASON_CODE } from '../fleet-survey/removals/scrap-of-removal';
import type { DateRange } from '../../../contract/date-ranges';
import { reportScrapCounts, scrapRecords } from '../../db/schema';
import { anyOf, surveyFilter, type Scope } from '../../tenancy';

/** What a scrap query is narrowed to, after the request was checked against the scope. */
export interface ScrapSelection {
  scope: Scope;
  accountIds: readonly number[];
  range: DateRange;
  dealerIds: readonly number[];
  surveyIds: readonly number[];
}

const day = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The chosen accounts, dealers and surveys over the period, narrowed to the user's scope the way
 * surveys are (a customer's own locations, a dealer's own work), on the aggregate or on the raw
 * scrap records: the same rule for the figures and for the photos. Tires pulled for retreading
 * are left out (never scrap).
 */
export function scrapCondition(selection: ScrapSelection, table: typeof reportScrapCounts | typeof scrapRecords) {
  const { range } = selection;
  const period =
    table === reportScrapCounts
      ? and(gte(reportScrapCounts.day, day(range.from)), lt(reportScrapCounts.day, day(range.to)))
      : and(gte(scrapRecords.scrappedAt, range.from), lt(scrapRecords.scrappedAt, range.to));
  return and(
    anyOf(table.accountId, selection.accountIds),
    period,
    selection.dealerIds.length > 0 ? anyOf(table.dealerId, selection.dealerIds) : undefined,
    selection.surveyIds.length > 0 ? anyOf(table.surveyId, selection.surveyIds) : undefined,
    surveyFilter(selection.scope, table),
    // A tire pulled for retreading goes on to a retreader: it is never scrap, whatever record an
    // older import or the demo data left for it.
    sql`not exists (select 1 from removal_reasons rr where rr.id = ${table.removalReasonId} and rr.code = ${NOT_SCRAP_REASON_CODE})`,
  );
}
