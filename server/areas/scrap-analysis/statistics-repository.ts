import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { reportScrapCounts } from '../../db/schema';
import { scrapCondition, type ScrapSelection } from './scrap-filter';

/** Which grouping set a row of scrapTallies belongs to. */
export type TallyKind = 'reason' | 'wear' | 'position' | 'account' | 'account_reason' | 'total';

export interface ScrapTally {
  kind: TallyKind;
  accountId: number | null;
  removalReasonId: number | null;
  wearConditionId: number | null;
  positionClass: string | null;
  tires: number;
  retreads: number;
  photos: number;
  treadSumMm: number;
  treadCount: number;
  locations: number;
  surveys: number;
}

// grouping(account_id, removal_reason_id, wear_condition_id, position_class): a bit is 1 where the column was summed away.
const KIND_BY_GROUPING: Record<number, TallyKind> = { 0b1011: 'reason', 0b1101: 'wear', 0b1110: 'position', 0b0111: 'account', 0b0011: 'account_reason', 0b1111: 'total' };

interface Row extends Record<string, unknown> {
  g: number;
  account_id: number | null;
  removal_reason_id: number | null;
  wear_condition_id: number | null;
  position_class: string | null;
  tires: number;
  retreads: number;
  photos: number;
  tread_sum_mm: number;
  tread_count: number;
  locations: number;
  surveys: number;
}

/**
 * The report's statistics in one pass over report_scrap_counts (never the raw records): per
 * removal reason, wear condition, position class, account, account and reason, and in total.
 * Locations and surveys are distinct over the whole selection.
 */
export async function scrapTallies(db: Db, selection: ScrapSelection): Promise<ScrapTally[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select grouping(account_id, removal_reason_id, wear_condition_id, position_class) as g,
        account_id, removal_reason_id, wear_condition_id, position_class,
        sum(tires)::int as tires, coalesce(sum(tires) filter (where is_retread), 0)::int as retreads, sum(photos)::int as photos,
        sum(tread_sum_mm)::float8 as tread_sum_mm, sum(tread_count)::int as tread_count,
        count(distinct fleet_location_id)::int as locations, count(distinct survey_id)::int as surveys
      from ${reportScrapCounts}
      where ${scrapCondition(selection, reportScrapCounts)}
      group by grouping sets ((removal_reason_id), (wear_condition_id), (position_class), (account_id), (account_id, removal_reason_id), ())`,
  );
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return rows.map((row) => ({
    kind: KIND_BY_GROUPING[Number(row.g)] ?? 'total',
    accountId: num(row.account_id),
    removalReasonId: num(row.removal_reason_id),
    wearConditionId: num(row.wear_condition_id),
    positionClass: row.position_class,
    tires: Number(row.tires),
    retreads: Number(row.retreads),
    photos: Number(row.photos),
    treadSumMm: Number(row.tread_sum_mm ?? 0),
    treadCount: Number(row.tread_count),
    locations: Number(row.locations),
    surveys: Number(row.surveys),
  }));
}
