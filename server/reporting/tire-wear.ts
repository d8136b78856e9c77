/**
 * The wear-rate aggregate, report_tire_wear: one row per tire with at least one reading that has
 * a tread depth and its inspection's odometer. The wear rule is written here once, as SQL that
 * both the change-log refresh and `npm run reporting:rebuild` run:
 *
 * A tire's wear is the tread lost between its first and last reading on its current unit over
 * the miles that unit's odometer ran between them, because an odometer measures one unit's
 * distance only; a tire with fewer than two such readings, or no distance run, has no rate
 * (is_measured false) and reports count it apart.
 *
 * From the rate, per tire: the projected pull date, when its last tread reaches the critical
 * depth (the spec's minimum, never below the legal one, as tire exceptions read it) at the unit's
 * odometer miles per day over all its inspections; and the cost per mile, the product's price
 * over the miles its usable tread (new depth down to that minimum) lasts at the rate.
 *
 * Stale rows are logged by the triggers of migration 0013 (wear_tire, wear_unit, wear_product,
 * wear_account) and, for a survey's location or a spec, by those of migration 0005.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query';
import { anyOf } from '../tenancy/id-list';
import { refreshWearRollups } from './wear-rollups';
import { SPEC, SPEC_CTES, specJoinsSql, treadCriticalSql } from '../tire-exceptions/level-sql';

/** A projection further out than this is no removal to plan: it is left empty. */
export const PULL_HORIZON_DAYS = 3650;

const col = (name: string) => sql.raw(name);

/** The aggregate rows of the tires `tires` selects (a query answering tire_id). */
function tireWearSelect(tires: SQL): SQL {
  const minTread = treadCriticalSql(col('w.cls'), SPEC.min);
  return sql`with rd as (
      select tr.tire_id, tr.id, tr.read_at, tr.tread_depth_mm::float8 as t, ui.mileage::float8 as m, ui.unit_id,
        tr.position_class::text as cls, s.fleet_location_id as loc, tr.tire_size_id as size
      from tire_readings tr
      join unit_inspections ui on ui.id = tr.unit_inspection_id
      join surveys s on s.id = ui.survey_id
      where tr.tire_id in (${tires}) and tr.tread_depth_mm is not null and ui.mileage is not null
    ),
    latest as (
      select distinct on (tire_id) tire_id, unit_id, cls, loc, size from rd order by tire_id, read_at desc, id desc
    ),
    h as (
      select rd.tire_id, count(*)::int as readings, min(rd.read_at) as first_read_at, max(rd.read_at) as last_read_at,
        (array_agg(rd.t order by rd.read_at, rd.id))[1] as first_t, (array_agg(rd.t order by rd.read_at desc, rd.id desc))[1] as last_t,
        (array_agg(rd.m order by rd.read_at, rd.id))[1] as first_m, (array_agg(rd.m order by rd.read_at desc, rd.id desc))[1] as last_m
      from rd join latest l on l.tire_id = rd.tire_id and l.unit_id = rd.unit_id
      group by rd.tire_id
    ),
    pace as (
      select ui.unit_id,
        (max(ui.mileage) - min(ui.mileage))::float8 / nullif(extract(epoch from max(ui.inspected_at) - min(ui.inspected_at))::float8 / 86400, 0) as mpd
      from unit_inspections ui
      where ui.unit_id in (select unit_id from latest) and ui.mileage is not null
      group by ui.unit_id
    ),
    ${SPEC_CTES},
    w as (
      select h.*, l.unit_id, l.cls, l.loc, coalesce(l.size, t.tire_size_id, p.tire_size_id) as size,
        t.account_id, t.product_id, t.is_retread, t.brand_id as brand,
        coalesce(t.product_line_id, p.product_line_id) as product_line_id,
        p.load_range_id, p.tread_depth_new_mm::float8 as new_t, p.price::float8 as price,
        u.axle_configuration_id, u.vocation_id, pace.mpd,
        (h.readings >= 2 and h.last_m > h.first_m) as measured
      from h join latest l on l.tire_id = h.tire_id
      join tires t on t.id = h.tire_id
      left join products p on p.id = t.product_id
      join units u on u.id = l.unit_id
      left join pace on pace.unit_id = l.unit_id
    ),
    f as (
      select w.*, coalesce(w.brand, pl.brand_id) as brand_id, ${minTread} as min_t,
        case when w.measured then (w.first_t - w.last_t) / (w.last_m - w.first_m) end as per_mile
      from w left join product_lines pl on pl.id = w.product_line_id
      ${specJoinsSql('w')}
    )
    select f.tire_id, f.account_id, f.loc, f.unit_id, f.product_id, f.brand_id, f.product_line_id, f.size, f.load_range_id, f.is_retread, f.cls,
      f.axle_configuration_id, f.vocation_id, f.readings, f.first_read_at, f.last_read_at, f.first_t, f.last_t, f.first_m, f.last_m, f.measured,
      case when f.measured then f.first_t - f.last_t end, case when f.measured then f.last_m - f.first_m end,
      f.mpd, f.min_t, f.new_t, f.price,
      case
        when not f.measured or not (f.per_mile > 0) or not (f.mpd > 0) then null
        when f.last_t <= f.min_t then f.last_read_at
        when (f.last_t - f.min_t) / f.per_mile / f.mpd > ${sql.raw(String(PULL_HORIZON_DAYS))} then null
        else f.last_read_at + make_interval(secs => (f.last_t - f.min_t) / f.per_mile / f.mpd * 86400)
      end,
      case when f.per_mile > 0 and f.new_t > f.min_t and f.price is not null then f.price / ((f.new_t - f.min_t) / f.per_mile) end
    from f`;
}

const INSERT = sql`insert into report_tire_wear (tire_id, account_id, fleet_location_id, unit_id, product_id, brand_id, product_line_id, tire_size_id,
    load_range_id, is_retread, position_class, axle_configuration_id, vocation_id, readings, first_read_at, last_read_at, first_tread_mm, last_tread_mm,
    first_mileage, last_mileage, is_measured, tread_lost_mm, distance_mi, miles_per_day, min_tread_mm, new_tread_mm, price, projected_pull_at, cost_per_mile)`;

/**
 * Recomputes the rows of these tires (a tire without readings left loses its row), then the
 * roll-ups of the locations the rows were at before or are at now (./wear-rollups.ts).
 */
export async function refreshTireWear(db: Db, tireIds: readonly number[]): Promise<void> {
  const ids = [...new Set(tireIds)];
  if (ids.length === 0) return;
  const gone = await queryRows<{ loc: number }>(
    db,
    sql`with d as (delete from report_tire_wear where ${anyOf(col('tire_id'), ids)} returning fleet_location_id) select distinct fleet_location_id as loc from d`,
  );
  const made = await queryRows<{ loc: number }>(
    db,
    sql`with i as (${INSERT} ${tireWearSelect(sql`select unnest(${`{${ids.join(',')}}`}::int[])`)} returning fleet_location_id) select distinct fleet_location_id as loc from i`,
  );
  await refreshWearRollups(
    db,
    [...gone, ...made].map((row) => Number(row.loc)),
  );
}

const idsOf = async (db: Db, query: SQL) => (await queryRows<{ id: number }>(db, query)).map((row) => Number(row.id));

/** The tires a unit change touches: those whose row sits on the units and those read on them. */
export function tiresOfUnits(db: Db, unitIds: readonly number[]): Promise<number[]> {
  if (unitIds.length === 0) return Promise.resolve([]);
  return idsOf(
    db,
    sql`select tire_id as id from report_tire_wear where ${anyOf(col('unit_id'), unitIds)}
      union select tr.tire_id from unit_inspections ui join tire_readings tr on tr.unit_inspection_id = ui.id
      where ${anyOf(col('ui.unit_id'), unitIds)} and tr.tire_id is not null`,
  );
}

/** The tires read in these surveys (a survey moved to another location, hence spec). */
export function tiresOfSurveys(db: Db, surveyIds: readonly number[]): Promise<number[]> {
  if (surveyIds.length === 0) return Promise.resolve([]);
  return idsOf(db, sql`select distinct tire_id as id from tire_readings where ${anyOf(col('survey_id'), surveyIds)} and tire_id is not null`);
}

export type TireWearScope = { accountId: number } | { locationId: number } | { productId: number };

/** Recomputes every tire of an account, a location (its own spec changed) or a product (its price or tread changed). */
export async function refreshTireWearScope(db: Db, scope: TireWearScope): Promise<void> {
  const query =
    'accountId' in scope
      ? sql`select id from tires where account_id = ${scope.accountId} union select tire_id from report_tire_wear where account_id = ${scope.accountId}`
      : 'locationId' in scope
        ? sql`select tire_id as id from report_tire_wear where fleet_location_id = ${scope.locationId}
            union select tr.tire_id from surveys s join tire_readings tr on tr.survey_id = s.id where s.fleet_location_id = ${scope.locationId} and tr.tire_id is not null`
        : sql`select id from tires where product_id = ${scope.productId} union select tire_id from report_tire_wear where product_id = ${scope.productId}`;
  await refreshTireWear(db, await idsOf(db, query));
}
