/**
 * The wear-rate roll-ups (migration 0018): report_tire_wear summed per account and the keys the
 * wear-rate report filters and groups by (brand, product line, size, load range, wheel position,
 * axle layout, vocation, retread), so the report reads a few hundred rows for the largest account
 * instead of its quarter million tires.
 *
 * - report_wear_location_products: per fleet location as well. A location holds a few hundred
 *   tires, so a refresh recomputes the locations whose tires it rewrote, with the statement a
 *   rebuild runs; a customer narrowed to some locations of an account reads it.
 * - report_wear_products: the same over all of an account's locations, which every other user
 *   reads. The groups the recomputed locations held before or hold now are recomputed from the
 *   location rows (a group is a few hundred of them at most).
 *
 * Only sums and counts are kept: the tires, the measured ones, their tread lost and miles run
 * (numeric, so sums in any order are equal and a rate is the pooled lost over the pooled miles),
 * the cost per mile's sum and count (the average is formed when read), the earliest projected
 * pull date and every projected pull date sorted (how many fall before a day is one binary
 * search, width_bucket, whatever day the report is asked on). Keys without a value are 0.
 *
 * Both follow report_tire_wear in its refresh's transaction (./tire-wear.ts), so whatever makes a
 * tire's row stale (a reading, a product edit, a spec, a unit's vocation) reaches them with it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query';
import { anyOf } from '../tenancy/id-list';

export const WEAR_ROLLUP_TABLES = ['report_wear_location_products', 'report_wear_products'] as const;

/** The roll-ups' key columns, as stored (0 for none). */
export const WEAR_KEYS = [
  'account_id',
  'brand_id',
  'product_line_id',
  'tire_size_id',
  'load_range_id',
  'position_class',
  'axle_configuration_id',
  'vocation_id',
  'is_retread',
] as const;
type WearKey = Record<(typeof WEAR_KEYS)[number], number | string | boolean>;

const KEYS = WEAR_KEYS.join(', ');
const FIGURES = 'tires, measured, lost_mm, distance_mi, earliest_pull_at, pull_ats, cost_sum, cost_count';
const NULLABLE_IDS = new Set(['brand_id', 'product_line_id', 'tire_size_id', 'load_range_id', 'axle_configuration_id', 'vocation_id']);
const tireKey = (column: string) => (NULLABLE_IDS.has(column) ? `coalesce(w.${column}, 0)` : `w.${column}`);
const joinOn = (left: string, right: string) => WEAR_KEYS.map((column) => `${left}.${column} = ${right}.${column}`).join(' and ');

/** Recomputes the location roll-up of these locations from report_tire_wear, then the account groups they touch. */
export async function refreshWearRollups(db: Db, locationIds: readonly number[]): Promise<void> {
  const locations = [...new Set(locationIds)];
  if (locations.length === 0) return;
  const at = (alias: string) => anyOf(sql.raw(`${alias}.fleet_location_id`), locations);
  const before = await queryRows<WearKey>(
    db,
    sql`delete from report_wear_location_products r where ${at('r')} returning ${sql.raw(WEAR_KEYS.map((column) => `r.${column}`).join(', '))}`,
  );
  await db.execute(sql`insert into report_wear_location_products (${sql.raw(KEYS)}, fleet_location_id, ${sql.raw(FIGURES)})
    select ${sql.raw(WEAR_KEYS.map(tireKey).join(', '))}, w.fleet_location_id,
      count(*)::int, (count(*) filter (where w.is_measured))::int,
      coalesce(sum(w.tread_lost_mm::numeric) filter (where w.is_measured), 0), coalesce(sum(w.distance_mi::numeric) filter (where w.is_measured), 0),
      min(w.projected_pull_at),
      coalesce(array_agg(w.projected_pull_at order by w.projected_pull_at) filter (where w.projected_pull_at is not null), '{}'),
      coalesce(sum(w.cost_per_mile::numeric), 0), count(w.cost_per_mile)::int
    from report_tire_wear w
    where ${at('w')}
    group by ${sql.raw(WEAR_KEYS.map(tireKey).join(', '))}, w.fleet_location_id`);
  // The account groups the locations held before (passed back as JSON) or hold now.
  const seen = new Set<string>();
  const old = before.filter((key) => {
    const id = WEAR_KEYS.map((column) => String(key[column])).join('|');
    return seen.has(id) ? false : (seen.add(id), true);
  });
  const touched = sql`(select ${sql.raw(KEYS)} from json_to_recordset(${JSON.stringify(old)}::json) as k(account_id int, brand_id int, product_line_id int,
      tire_size_id int, load_range_id int, position_class text, axle_configuration_id int, vocation_id int, is_retread boolean)
    union select ${sql.raw(KEYS)} from report_wear_location_products r where ${at('r')})`;
  await db.execute(sql`delete from report_wear_products p using ${touched} k where ${sql.raw(joinOn('p', 'k'))}`);
  await db.execute(sql`insert into report_wear_products (${sql.raw(KEYS)}, ${sql.raw(FIGURES)})
    select ${sql.raw(WEAR_KEYS.map((column) => `k.${column}`).join(', '))},
      sum(r.tires)::int, sum(r.measured)::int, sum(r.lost_mm), sum(r.distance_mi), min(r.earliest_pull_at),
      coalesce((select array_agg(p order by p) from report_wear_location_products r2 cross join unnest(r2.pull_ats) p where ${sql.raw(joinOn('r2', 'k'))}), '{}'),
      sum(r.cost_sum), sum(r.cost_count)::int
    from ${touched} k join report_wear_location_products r on ${sql.raw(joinOn('r', 'k'))}
    group by ${sql.raw(WEAR_KEYS.map((column) => `k.${column}`).join(', '))}`);
}

/** Recomputes the roll-ups of an account's tires (filling a database upgraded to 0018, kind wear_rollup_account). */
export async function refreshWearRollupsOfAccount(db: Db, accountId: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select distinct fleet_location_id as id from report_tire_wear where account_id = ${accountId}
      union select fleet_location_id from report_wear_location_products where account_id = ${accountId}`,
  );
  await refreshWearRollups(
    db,
    rows.map((row) => Number(row.id)),
  );
}

