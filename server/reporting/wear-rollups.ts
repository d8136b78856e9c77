/**
 * The wear-rate roll-ups (migration 0018): report_tire_wear summed per account and the keys the
 * wear-rate report filters and groups by (brand, product line, size, load range, wheel position,
 * axle layout, vocation, retread), so the report reads a few hundred or a few thousand rows for
 * the largest account instead of its quarter million tires.
 *
 * - report_wear_location_products: per fleet location as well, with the earliest projected pull
 *   date and every one of them sorted (how many fall before an instant is one binary search,
 *   width_bucket, whatever day the report is asked on). A location holds a few hundred tires, so
 *   a refresh recomputes the locations whose tires it rewrote, with the statement a rebuild runs.
 *   The table of the report and a customer narrowed to some locations read it.
 * - report_wear_products: the same sums over all of an account's locations, without the pull
 *   dates, which the search lists and tire counts read. It follows the location rows by delta:
 *   the rows a refresh replaces are subtracted and the new ones added (integer and numeric sums,
 *   so exact and equal to a rebuild's), and a row left with no tire is removed.
 *
 * Only sums and counts are kept: the tires, the measured ones, their tread lost and miles run
 * (numeric, so a rate is the pooled lost over the pooled miles whatever the order of adding),
 * and the cost per mile's sum and count (the average is formed when read). Keys without a value
 * are 0. Both follow report_tire_wear in its refresh's transaction (./tire-wear.ts), so whatever
 * makes a tire's row stale (a reading, a product edit, a spec, a unit's vocation) reaches them.
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

const KEYS = WEAR_KEYS.join(', ');
const SUMS = ['tires', 'measured', 'lost_mm', 'distance_mi', 'cost_sum', 'cost_count'] as const;
const NULLABLE_IDS = new Set(['brand_id', 'product_line_id', 'tire_size_id', 'load_range_id', 'axle_configuration_id', 'vocation_id']);
const tireKey = (column: string) => (NULLABLE_IDS.has(column) ? `coalesce(w.${column}, 0)` : `w.${column}`);
// trim_scale: a numeric sum reads the same whichever rows were added and subtracted to reach it.
const NUMERIC = new Set(['lost_mm', 'distance_mi', 'cost_sum']);
const total = (column: string, value: string) => (NUMERIC.has(column) ? `trim_scale(${value})` : value);

/** Adds (sign 1) or subtracts (-1) location rows, answered by `rows` (a data-modifying CTE named r), to the account rows. */
function applyToAccounts(rows: ReturnType<typeof sql>, sign: 1 | -1) {
  const sums = SUMS.map((column) => total(column, `${sign} * sum(r.${column})`)).join(', ');
  const add = SUMS.map((column) => `${column} = ${total(column, `a.${column} + excluded.${column}`)}`).join(', ');
  return sql`with r as (${rows})
    insert into report_wear_products as a (${sql.raw(KEYS)}, ${sql.raw(SUMS.join(', '))})
    select ${sql.raw(WEAR_KEYS.map((column) => `r.${column}`).join(', '))}, ${sql.raw(sums)} from r group by ${sql.raw(WEAR_KEYS.map((column) => `r.${column}`).join(', '))}
    on conflict (${sql.raw(KEYS)}) do update set ${sql.raw(add)}`;
}

/** Recomputes the location roll-up of these locations from report_tire_wear, and the account rows by delta. */
export async function refreshWearRollups(db: Db, locationIds: readonly number[]): Promise<void> {
  const locations = [...new Set(locationIds)];
  if (locations.length === 0) return;
  const at = (alias: string) => anyOf(sql.raw(`${alias}.fleet_location_id`), locations);
  const returning = sql.raw(`returning ${KEYS}, ${SUMS.join(', ')}`);
  await db.execute(applyToAccounts(sql`delete from report_wear_location_products x where ${at('x')} ${returning}`, -1));
  await db.execute(
    applyToAccounts(
      sql`insert into report_wear_location_products (${sql.raw(KEYS)}, fleet_location_id, ${sql.raw(SUMS.join(', '))}, earliest_pull_at, pull_ats)
        select ${sql.raw(WEAR_KEYS.map(tireKey).join(', '))}, w.fleet_location_id,
          count(*)::int, (count(*) filter (where w.is_measured))::int,
          ${sql.raw(total('lost_mm', 'coalesce(sum(w.tread_lost_mm::numeric) filter (where w.is_measured), 0)'))},
          ${sql.raw(total('distance_mi', 'coalesce(sum(w.distance_mi::numeric) filter (where w.is_measured), 0)'))},
          ${sql.raw(total('cost_sum', 'coalesce(sum(w.cost_per_mile::numeric), 0)'))}, count(w.cost_per_mile)::int,
          min(w.projected_pull_at), coalesce(array_agg(w.projected_pull_at order by w.projected_pull_at) filter (where w.projected_pull_at is not null), '{}')
        from report_tire_wear w
        where ${at('w')}
        group by ${sql.raw(WEAR_KEYS.map(tireKey).join(', '))}, w.fleet_location_id
        ${returning}`,
      1,
    ),
  );
  await db.execute(sql`delete from report_wear_products where tires = 0`);
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

