import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/query';
import { DASHBOARD_SOURCES } from '../../server/reporting/dashboard-national';
import { rebuildReporting } from '../../server/reporting/refresh';
import { WEAR_KEYS } from '../../server/reporting/wear-rollups';

/** Every aggregate row of the reporting layer, in key order, with dates as ISO strings. */
export async function snapshotAggregates(db: Db) {
  const plain = (rows: Record<string, unknown>[]) =>
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])));
  return {
    crossings: plain(await queryRows(db, sql`select * from report_crossing_counts order by crossing_id`)),
    inspections: plain(await queryRows(db, sql`select * from report_inspection_counts order by unit_inspection_id`)),
    surveys: plain(await queryRows(db, sql`select * from report_survey_counts order by survey_id`)),
    surveyLevels: plain(
      await queryRows(db, sql`select * from report_survey_levels order by survey_id, position_class, tire_size_id nulls first, pressure_level, tread_level, age_level, target nulls first`),
    ),
    surveyMismatches: plain(await queryRows(db, sql`select * from report_survey_mismatches order by survey_id, position_class, kind`)),
    surveyWear: plain(await queryRows(db, sql`select * from report_survey_wear order by survey_id, wear_condition_id, position_class`)),
    surveyHistograms: plain(await queryRows(db, sql`select * from report_survey_histograms order by survey_id, measure, position_class, bucket`)),
    dashCalls: plain(await queryRows(db, sql`select * from report_dash_calls order by fleet_location_id, day, dealer_id, state, call_type, place, wheel_position`)),
    dashItems: plain(await queryRows(db, sql`select * from report_dash_items order by fleet_location_id, day, dealer_id, call_type, place, wheel_position, kind, product_id`)),
    dashNational: await Promise.all(
      Object.values(DASHBOARD_SOURCES).map(async (source) => plain(await queryRows(db, sql.raw(`select * from ${source.national} order by account_kind, day, ${source.keys.join(', ')}`)))),
    ),
    dashNationalAccounts: plain(await queryRows(db, sql`select * from report_dash_na_accounts order by source, account_kind, month, account_id`)),
    dashCasings: plain(
      await queryRows(db, sql`select * from report_dash_casings order by fleet_location_id, day, retreader_id, finished, casing_brand_id, tire_size_id, position_class, status, reject_reason_id`),
    ),
    torque: plain(await queryRows(db, sql`select * from report_torque_counts order by day, fleet_location_id, survey_id nulls first, unit_id`)),
    liveUnits: plain(await queryRows(db, sql`select * from report_live_unit_words order by fleet_location_id, unit_type_id, word`)),
    tireWear: plain(await queryRows(db, sql`select * from report_tire_wear order by tire_id`)),
    wearLocationProducts: plain(await queryRows(db, sql.raw(`select * from report_wear_location_products order by ${WEAR_KEYS.join(', ')}, fleet_location_id`))),
    wearProducts: plain(await queryRows(db, sql.raw(`select * from report_wear_products order by ${WEAR_KEYS.join(', ')}`))),
    scrap: plain(
      await queryRows(
        db,
        sql`select * from report_scrap_counts order by day, fleet_location_id, survey_id nulls first, dealer_id nulls first, removal_reason_id nulls first, wear_condition_id nulls first, position_class, is_retread`,
      ),
    ),
  };
}

class Rollback extends Error {}

/** The aggregates as a rebuild from raw rows makes them, leaving the maintained ones untouched. */
export async function rebuiltSnapshot(db: Db) {
  let rebuilt: Awaited<ReturnType<typeof snapshotAggregates>> | undefined;
  await db
    .transaction(async (tx) => {
      await rebuildReporting(tx as unknown as Db);
      rebuilt = await snapshotAggregates(tx as unknown as Db);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return rebuilt;
}
