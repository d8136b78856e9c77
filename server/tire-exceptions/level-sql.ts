/**
 * contract/tire-exceptions.ts as SQL, for reports that count exceptions over more readings than
 * are worth shipping to JavaScript (every crossing of a month, to sort and total them). Every
 * threshold is the contract's own constant, so the two cannot drift; ./level-sql.test.ts holds
 * them to the contract's functions at every threshold, the integration tests whole reports.
 *
 * Levels are integers ordered by severity like worstLevel: unknown 0, ok 1, warning 2,
 * critical 3, so the worst of several is greatest() or max().
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_WARN_TREAD_MM,
  LEGAL_MIN_TREAD_MM,
  MEASURE_EPSILON,
  MISMATCH_TREAD_MM,
  PRESSURE_CRITICAL_UNDER_SHARE,
  PRESSURE_WARNING_UNDER_SHARE,
  type ExceptionLevel,
} from '../../contract/tire-exceptions';
import { MAX_PLAUSIBLE_TIRE_AGE_YEARS } from '../../contract/tire-age';

export const LEVEL_CODE = { unknown: 0, ok: 1, warning: 2, critical: 3 } as const satisfies Record<ExceptionLevel, number>;
const LEVELS: readonly ExceptionLevel[] = ['unknown', 'ok', 'warning', 'critical'];

/**
 * Over the tire's maximum: critical, told apart where a report needs it (only under-inflation
 * costs fuel and casings). Above every LEVEL_CODE, so max() and greatest() still rank it worst.
 */
export const PRESSURE_OVER_CODE = 4;

export function levelOfCode(code: number): ExceptionLevel {
  return LEVELS[code] ?? 'unknown';
}

/** A constant of the code as a literal: never user input, and a literal keeps the plan generic. */
export const constant = (value: number): SQL => {
  if (!Number.isFinite(value)) throw new TypeError(`not a constant: ${value}`);
  return sql.raw(`(${value})::float8`);
};

const UNKNOWN = sql.raw(String(LEVEL_CODE.unknown));
const OK = sql.raw(String(LEVEL_CODE.ok));
const WARNING = sql.raw(String(LEVEL_CODE.warning));
const CRITICAL = sql.raw(String(LEVEL_CODE.critical));
const EPS = constant(MEASURE_EPSILON);

/**
 * pressureLevel: against the spec's target; over the maximum is critical (or `overMaximum`,
 * PRESSURE_OVER_CODE where it is told apart); no reading or spec is unknown.
 */
export function pressureLevelSql(pressure: SQL, target: SQL, max: SQL, overMaximum: SQL = CRITICAL): SQL {
  return sql`case
    when ${pressure} is null or ${target} is null or not (${target} > 0) then ${UNKNOWN}
    when ${pressure} > ${max} + ${EPS} then ${overMaximum}
    when ${pressure} <= ${target} * (1 - ${constant(PRESSURE_CRITICAL_UNDER_SHARE)}) + ${EPS} then ${CRITICAL}
    when ${pressure} <= ${target} * (1 - ${constant(PRESSURE_WARNING_UNDER_SHARE)}) + ${EPS} then ${WARNING}
    else ${OK} end`;
}

/** treadLimits' critical depth: the spec's minimum, never below the legal minimum of the position. */
export function treadCriticalSql(positionClass: SQL, specMin: SQL): SQL {
  const steer = sql`(${positionClass} = 'steer')`;
  const legal = sql`(case when ${steer} then ${constant(LEGAL_MIN_TREAD_MM.steer)} else ${constant(LEGAL_MIN_TREAD_MM.other)} end)`;
  return sql`greatest(${legal}, coalesce(${specMin}, ${legal}))`;
}

/** treadLimits + treadLevel: the spec's limits, never below the legal minimum of the position. */
export function treadLevelSql(tread: SQL, positionClass: SQL, specMin: SQL, specWarn: SQL): SQL {
  const steer = sql`(${positionClass} = 'steer')`;
  const fallbackWarn = sql`(case when ${steer} then ${constant(DEFAULT_WARN_TREAD_MM.steer)} else ${constant(DEFAULT_WARN_TREAD_MM.other)} end)`;
  const critical = treadCriticalSql(positionClass, specMin);
  const warning = sql`greatest(${critical}, coalesce(${specWarn}, ${fallbackWarn}))`;
  return sql`case
    when ${tread} is null then ${UNKNOWN}
    when ${tread} <= ${critical} + ${EPS} then ${CRITICAL}
    when ${tread} <= ${warning} + ${EPS} then ${WARNING}
    else ${OK} end`;
}

/** dualMismatch / axleMismatch on tread: both values known and apart by more than the limit. */
export function treadMismatchSql(a: SQL, b: SQL): SQL {
  return sql`(${a} is not null and ${b} is not null and abs(${a} - ${b}) > ${constant(MISMATCH_TREAD_MM)} + ${EPS})`;
}

/**
 * resolveSpec as four hash joins to small tables: the location's own spec for class and size,
 * else its own for the class, else the common one for class and size, else the common one for
 * the class; among equal rows the oldest (lowest id), as resolveSpec takes the first. Spec
 * values are NOT NULL, so coalescing each value in that order takes all of them from the same
 * row. Joins rather than a lookup per reading, so a year of readings is one pass.
 */
export const SPEC_CTES: SQL = sql.raw(`spec_os as (
      select distinct on (fleet_location_id, position_class, tire_size_id) fleet_location_id as loc, position_class::text as cls, tire_size_id as size,
        target_pressure_psi::float8 as target, max_pressure_psi::float8 as max_pressure, min_tread_depth_mm::float8 as spec_min, warn_tread_depth_mm::float8 as spec_warn
      from location_specs where fleet_location_id is not null and tire_size_id is not null
      order by fleet_location_id, position_class, tire_size_id, id
    ),
    spec_oa as (
      select distinct on (fleet_location_id, position_class) fleet_location_id as loc, position_class::text as cls,
        target_pressure_psi::float8 as target, max_pressure_psi::float8 as max_pressure, min_tread_depth_mm::float8 as spec_min, warn_tread_depth_mm::float8 as spec_warn
      from location_specs where fleet_location_id is not null and tire_size_id is null
      order by fleet_location_id, position_class, id
    ),
    spec_cs as (
      select distinct on (position_class, tire_size_id) position_class::text as cls, tire_size_id as size,
        target_pressure_psi::float8 as target, max_pressure_psi::float8 as max_pressure, min_tread_depth_mm::float8 as spec_min, warn_tread_depth_mm::float8 as spec_warn
      from location_specs where fleet_location_id is null and tire_size_id is not null
      order by position_class, tire_size_id, id
    ),
    spec_ca as (
      select distinct on (position_class) position_class::text as cls,
        target_pressure_psi::float8 as target, max_pressure_psi::float8 as max_pressure, min_tread_depth_mm::float8 as spec_min, warn_tread_depth_mm::float8 as spec_warn
      from location_specs where fleet_location_id is null and tire_size_id is null
      order by position_class, id
    )`);

/** The joins of SPEC_CTES for a reading relation with columns loc, cls and size (null: none known). */
export function specJoinsSql(reading: string): SQL {
  const r = reading;
  return sql.raw(`left join spec_os on spec_os.loc = ${r}.loc and spec_os.cls = ${r}.cls and spec_os.size = ${r}.size
    left join spec_oa on spec_oa.loc = ${r}.loc and spec_oa.cls = ${r}.cls
    left join spec_cs on spec_cs.cls = ${r}.cls and spec_cs.size = ${r}.size
    left join spec_ca on spec_ca.cls = ${r}.cls`);
}

const specValue = (column: string) => sql.raw(`coalesce(spec_os.${column}, spec_oa.${column}, spec_cs.${column}, spec_ca.${column})`);

/** The resolved spec's values after specJoinsSql; all null without a spec. */
export const SPEC = {
  target: specValue('target'),
  maxPressure: specValue('max_pressure'),
  min: specValue('spec_min'),
  warn: specValue('spec_warn'),
};

/**
 * tireAgeYears (contract/tire-age.ts): whole years from the Monday of the DOT week to the
 * reading's capture time (both in UTC), null without a date or for a week after it, at most
 * MAX_PLAUSIBLE_TIRE_AGE_YEARS.
 */
export function tireAgeYearsSql(week: SQL, year: SQL, at: SQL): SQL {
  const made = sql`to_date(${year}::text || '-' || ${week}::text || '-1', 'IYYY-IW-ID')`;
  const day = sql`(${at} at time zone 'UTC')::date`;
  return sql`(case when ${week} is null or ${year} is null or ${made} > ${day} then null
    else least(extract(year from age(${day}, ${made}))::int, ${sql.raw(String(MAX_PLAUSIBLE_TIRE_AGE_YEARS))}) end)`;
}

/** tireAgeLevel: critical at the steer limit on a steer position, warning at the warning age, unknown without an age. */
export function tireAgeLevelSql(age: SQL, positionClass: SQL, warningYears: SQL, criticalSteerYears: SQL): SQL {
  return sql`case
    when ${age} is null then ${UNKNOWN}
    when ${positionClass} = 'steer' and ${age} >= ${criticalSteerYears} then ${CRITICAL}
    when ${age} >= ${warningYears} then ${WARNING}
    else ${OK} end`;
}
