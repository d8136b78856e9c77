import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/** Pulled for retreading: the casing goes on to a retreader, so the tire is not scrapped. */
export const NOT_SCRAP_REASON_CODE = 'RETREAD';

/**
 * Keeps the scrap record of one field removal true, in the caller's transaction: a removal with
 * a reason other than retreading is a scrapped tire (the scrap analysis reads it at once);
 * one whose only reason is retreading, or whose tire's brand or size is unknown (a scrap record
 * needs both), has none. One record per removal (unique removed_tire_id), so a save the sync
 * queue sends twice finds the record rather than adding a second; undoing the removal deletes
 * it (on delete cascade). The record's reason and wear condition are the removal's lowest-id
 * ones, as the report counts one of each per tire.
 */
export async function syncScrapOfRemoval(db: Db, removedTireId: number): Promise<void> {
  const scrapReason = sql`(select min(r.removal_reason_id) from removed_tire_reasons r
      join removal_reasons rr on rr.id = r.removal_reason_id
      where r.removed_tire_id = rt.id and rr.code <> ${NOT_SCRAP_REASON_CODE})`;
  await db.execute(sql`
    delete from scrap_records sr using removed_tires rt
    where sr.removed_tire_id = ${removedTireId} and rt.id = sr.removed_tire_id
      and (${scrapReason} is null or rt.brand_id is null or rt.tire_size_id is null)`);
  await db.execute(sql`
    insert into scrap_records (removed_tire_id, account_id, fleet_location_id, survey_id, dealer_id, tire_id, brand_id, product_line_id,
      tire_size_id, position_class, removal_reason_id, wear_condition_id, tread_depth_mm, is_retread, scrapped_at)
    select rt.id, s.account_id, s.fleet_location_id, s.id, s.dealer_id, rt.tire_id, rt.brand_id, rt.product_line_id,
      rt.tire_size_id, coalesce(aca.position_class, 'unknown'), ${scrapReason},
      (select min(w.wear_condition_id) from removed_tire_wear_conditions w where w.removed_tire_id = rt.id),
      rt.tread_depth_mm, coalesce(t.is_retread, false), rt.removed_at
    from removed_tires rt
    join surveys s on s.id = rt.survey_id
    join units u on u.id = rt.unit_id
    left join axle_configuration_axles aca on aca.axle_configuration_id = u.axle_configuration_id and aca.axle_number = rt.axle_number
    left join tires t on t.id = rt.tire_id
    where rt.id = ${removedTireId} and rt.brand_id is not null and rt.tire_size_id is not null and ${scrapReason} is not null
    on conflict (removed_tire_id) do update set
      removal_reason_id = excluded.removal_reason_id, wear_condition_id = excluded.wear_condition_id, tread_depth_mm = excluded.tread_depth_mm
      where (scrap_records.removal_reason_id, scrap_records.wear_condition_id, scrap_records.tread_depth_mm)
        is distinct from (excluded.removal_reason_id, excluded.wear_condition_id, excluded.tread_depth_mm)`);
}
