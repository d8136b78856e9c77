/**
 * The checkpoint report's counts per crossing, kept in report_crossing_counts by refreshCrossings.
 *
 * How the checkpoint report counts a crossing's tires and exceptions. The levels and mismatch
 * tests are those of contract/tire-exceptions.ts (in SQL through server/tire-exceptions/level-sql, with the
 * contract's constants); the detail view applies the same functions in JavaScript.
 *
 * For each wheel the reader reported:
 * - its position class is the axle's in the unit's axle configuration, else
 *   fallbackPositionClass (axle 1 steer, others drive: contract/checkpoint.ts);
 * - its spec is resolveSpec's for the crossing's location, that class and the size of the tire
 *   mounted at that position now (no size when none is known);
 * - pressure and tread depth get their levels separately (pressureLevel, treadLevel); a wheel
 *   without a value (a raised lift axle) is unknown and counts nothing.
 *
 * Per crossing:
 * - total_tires: wheel positions reported; total_tires_read_count: those with a pressure or a
 *   tread depth value.
 * - pressure_critical / pressure_warning: wheels whose pressure level is critical / warning.
 * - tread_depth_critical / tread_depth_warning: the same for tread depth. A wheel low on both
 *   counts once in each column: they are two things to fix.
 * - tread_mismatch_duals_*: one per dual pair (the inner and outer tire at one end of an axle)
 *   whose tread depths differ by dualMismatch; critical when either tire of the pair is at
 *   critical tread depth, else warning (mismatchLevel, contract/checkpoint.ts).
 * - tread_mismatch_axle_*: one per axle whose two ends differ by axleMismatch (an end counts
 *   as the mean of its tires); critical when any tire of the axle is at critical tread depth.
 * - critical_exceptions = pressure_critical + tread_depth_critical +
 *   tread_mismatch_axle_critical + tread_mismatch_duals_critical; warning_exceptions alike.
 * Pressure mismatches (the contract's 5 psi rule) are shown in the detail but not counted: the
 * report has no column for them.
 *
 * The tiles are sums of these columns over every matching crossing; total_units counts
 * distinct units (a unit not in the fleet by the unit number read).
 */
import { sql, type SQL } from 'drizzle-orm';
import { STEER_AXLE_NUMBER } from '../../contract/checkpoint';
import type { Db } from '../db/client';
import { checkpointCrossings } from '../db/schema';
import { anyOf } from '../tenancy/id-list';
import { LEVEL_CODE, pressureLevelSql, SPEC, SPEC_CTES, specJoinsSql, treadLevelSql, treadMismatchSql } from '../tire-exceptions/level-sql';

const CRITICAL = sql.raw(String(LEVEL_CODE.critical));
const WARNING = sql.raw(String(LEVEL_CODE.warning));
const col = (name: string) => sql.raw(name);

/**
 * c: the crossings matching `where` (a condition on checkpoint_crossings, unaliased, so the
 * tenancy filters apply as written); w: their wheels with location, position class and size.
 * Wheels are read through the index on checkpoint_readings(crossing_id).
 */
export function wheelCtes(where: SQL): SQL {
  const cc = checkpointCrossings;
  return sql`c as (
      select ${cc.id} as id, ${cc.accountId} as account_id, ${cc.readerId} as reader_id, ${cc.unitId} as unit_id, ${cc.unitNumber} as unit_number,
        ${cc.licenseNumber} as license_number, ${cc.crossedAt} as crossed_at, ${cc.fleetLocationId} as fleet_location_id,
        u.axle_configuration_id
      from ${cc} left join units u on u.id = ${cc.unitId}
      where ${where}
    ),
    mounted as (
      select distinct on (t.unit_id, t.axle_number, t.side, t.place) t.unit_id, t.axle_number, t.side, t.place, t.tire_size_id
      from tires t
      where t.status = 'mounted' and t.unit_id in (select unit_id from c where unit_id is not null)
      order by t.unit_id, t.axle_number, t.side, t.place, t.id
    ),
    w as (
      select r.crossing_id, r.axle_number, r.side::text as side, r.place::text as place, r.is_lift_axle,
        r.pressure_psi::float8 as p, r.tread_depth_mm::float8 as t, c.fleet_location_id as loc,
        coalesce(aca.position_class::text, case when r.axle_number = ${sql.raw(String(STEER_AXLE_NUMBER))} then 'steer' else 'drive' end) as cls,
        m.tire_size_id as size
      from c
      join checkpoint_readings r on r.crossing_id = c.id
      left join axle_configuration_axles aca on aca.axle_configuration_id = c.axle_configuration_id and aca.axle_number = r.axle_number
      left join mounted m on m.unit_id = c.unit_id and m.axle_number = r.axle_number and m.side = r.side and m.place = r.place
    )`;
}

/** Every CTE of the count, ending in `counts`: one row per crossing with the report's columns. */
export function countCtes(where: SQL): SQL {
  const pl = pressureLevelSql(col('w.p'), SPEC.target, SPEC.maxPressure);
  const tl = treadLevelSql(col('w.t'), col('w.cls'), SPEC.min, SPEC.warn);
  const int = (expression: string) => sql.raw(`coalesce(${expression}, 0)::int`);
  return sql`${wheelCtes(where)},
    ${SPEC_CTES},
    lv as (
      select w.*, ${pl} as pl, ${tl} as tl
      from w ${specJoinsSql('w')}
    ),
    ends as (
      select crossing_id, axle_number, side,
        max(t) filter (where place = 'inner') as t_inner, max(t) filter (where place = 'outer') as t_outer,
        avg(t) as t_mean, max(tl) as tl_max
      from lv group by crossing_id, axle_number, side
    ),
    wheel_counts as (
      select crossing_id, count(*) as total_tires,
        count(*) filter (where p is not null or t is not null) as read_count,
        count(*) filter (where pl = ${CRITICAL}) as pressure_critical, count(*) filter (where pl = ${WARNING}) as pressure_warning,
        count(*) filter (where tl = ${CRITICAL}) as tread_critical, count(*) filter (where tl = ${WARNING}) as tread_warning
      from lv group by crossing_id
    ),
    dual_counts as (
      select crossing_id,
        count(*) filter (where mismatch and tl_max = ${CRITICAL}) as critical, count(*) filter (where mismatch and tl_max < ${CRITICAL}) as warning
      from (select crossing_id, tl_max, ${treadMismatchSql(col('t_inner'), col('t_outer'))} as mismatch from ends) d
      group by crossing_id
    ),
    axle_counts as (
      select crossing_id,
        count(*) filter (where mismatch and tl_max = ${CRITICAL}) as critical, count(*) filter (where mismatch and tl_max < ${CRITICAL}) as warning
      from (
        select l.crossing_id, greatest(l.tl_max, r.tl_max) as tl_max, ${treadMismatchSql(col('l.t_mean'), col('r.t_mean'))} as mismatch
        from ends l join ends r on r.crossing_id = l.crossing_id and r.axle_number = l.axle_number and r.side = 'right'
        where l.side = 'left'
      ) a
      group by crossing_id
    ),
    counts as (
      select c.id, c.unit_id, c.unit_number, c.license_number, c.crossed_at, c.fleet_location_id, fl.name as fleet_location,
        (c.crossed_at at time zone 'UTC')::time as time_of_day,
        ${int('wc.total_tires')} as total_tires, ${int('wc.read_count')} as total_tires_read_count,
        ${int('wc.pressure_critical')} as pressure_critical, ${int('wc.pressure_warning')} as pressure_warning,
        ${int('wc.tread_critical')} as tread_depth_critical, ${int('wc.tread_warning')} as tread_depth_warning,
        ${int('ac.critical')} as tread_mismatch_axle_critical, ${int('ac.warning')} as tread_mismatch_axle_warning,
        ${int('dc.critical')} as tread_mismatch_duals_critical, ${int('dc.warning')} as tread_mismatch_duals_warning,
        ${int('wc.pressure_critical + wc.tread_critical')} + ${int('ac.critical')} + ${int('dc.critical')} as critical_exceptions,
        ${int('wc.pressure_warning + wc.tread_warning')} + ${int('ac.warning')} + ${int('dc.warning')} as warning_exceptions
      from c
      join fleet_locations fl on fl.id = c.fleet_location_id
      left join wheel_counts wc on wc.crossing_id = c.id
      left join dual_counts dc on dc.crossing_id = c.id
      left join axle_counts ac on ac.crossing_id = c.id
    )`;
}

const COUNT_COLUMNS = `total_tires, total_tires_read_count, pressure_critical, pressure_warning, tread_depth_critical, tread_depth_warning,
  tread_mismatch_axle_critical, tread_mismatch_axle_warning, tread_mismatch_duals_critical, tread_mismatch_duals_warning,
  critical_exceptions, warning_exceptions`;
const FILTER_COLUMNS = 'account_id, fleet_location_id, reader_id, unit_id, unit_number, license_number, crossed_at';
const UPDATES = `${FILTER_COLUMNS}, ${COUNT_COLUMNS}`
  .split(',')
  .map((column) => `${column.trim()} = excluded.${column.trim()}`)
  .join(', ');

/**
 * Recomputes report_crossing_counts for the crossings matching `where` (a condition on
 * checkpoint_crossings) with the same CTEs the counts were always made with, and removes the rows
 * of those among `gone` that no longer exist.
 */
export async function refreshCrossings(db: Db, where: SQL, gone: readonly number[] = []): Promise<void> {
  await db.execute(sql`with ${countCtes(where)}
    insert into report_crossing_counts (crossing_id, ${sql.raw(FILTER_COLUMNS)}, ${sql.raw(COUNT_COLUMNS)})
    select c.id, c.account_id, c.fleet_location_id, c.reader_id, c.unit_id, c.unit_number, c.license_number, c.crossed_at, ${sql.raw(COUNT_COLUMNS)}
    from counts join c on c.id = counts.id
    on conflict (crossing_id) do update set ${sql.raw(UPDATES)}`);
  if (gone.length > 0) {
    await db.execute(sql`delete from report_crossing_counts r
      where ${anyOf(sql.raw('r.crossing_id'), gone)} and not exists (select 1 from checkpoint_crossings cc where cc.id = r.crossing_id)`);
  }
}
