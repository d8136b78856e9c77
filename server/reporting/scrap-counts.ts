/**
 * The scrap analysis report's aggregate, report_scrap_counts: per UTC day, account, location,
 * survey, dealer, removal reason, wear condition, position class and retread flag, how many tires
 * were scrapped, how many with a photo, and the sum and count of their measured tread depths.
 *
 * A row depends only on scrap_records, so only a scrap record's own change makes it stale: the
 * triggers of migration 0014 log each written record's location ('scrap_location'), and a refresh
 * recomputes every row of the logged locations; an account or location (broad changes, a
 * rebuild) is recomputed whole the same way.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { anyOf } from '../tenancy/id-list';

/** The aggregate rows of the scrap records matching `where` (a condition on scrap_records sr). */
export function scrapCountsSelect(where: SQL): SQL {
  return sql`select (sr.scrapped_at at time zone 'UTC')::date as day, sr.account_id, sr.fleet_location_id, sr.survey_id, sr.dealer_id,
      sr.removal_reason_id, sr.wear_condition_id, sr.position_class::text as position_class, sr.is_retread,
      count(*)::int as tires,
      (count(*) filter (where sr.image_storage_id is not null))::int as photos,
      coalesce(sum(sr.tread_depth_mm::float8), 0) as tread_sum_mm,
      count(sr.tread_depth_mm)::int as tread_count
    from scrap_records sr
    where ${where}
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9`;
}

const INSERT = sql`insert into report_scrap_counts (day, account_id, fleet_location_id, survey_id, dealer_id, removal_reason_id, wear_condition_id,
  position_class, is_retread, tires, photos, tread_sum_mm, tread_count)`;

/** Recomputes every row of these locations (their records may have moved day, survey or reason). */
export async function refreshScrapLocations(db: Db, locationIds: readonly number[]): Promise<void> {
  if (locationIds.length === 0) return;
  await db.execute(sql`delete from report_scrap_counts where ${anyOf(sql.raw('fleet_location_id'), locationIds)}`);
  await db.execute(sql`${INSERT} ${scrapCountsSelect(anyOf(sql.raw('sr.fleet_location_id'), locationIds))}`);
}

/** Recomputes a whole account or location (a broad change or a rebuild step). */
export async function refreshScrapScope(db: Db, scope: { accountId: number } | { locationId: number }): Promise<void> {
  const [column, key] = 'accountId' in scope ? ['account_id', scope.accountId] : ['fleet_location_id', scope.locationId];
  await db.execute(sql`delete from report_scrap_counts where ${sql.raw(column)} = ${key}`);
  await db.execute(sql`${INSERT} ${scrapCountsSelect(sql`${sql.raw(`sr.${column}`)} = ${key}`)}`);
}
