import { sql, type SQL } from 'drizzle-orm';
import {
  MEASURE_EPSILON,
  PRESSURE_CRITICAL_UNDER_SHARE,
  PRESSURE_WARNING_UNDER_SHARE,
  treadLimits,
  type PositionClass,
  type TireSpec,
} from '../../../contract/tire-exceptions';
import { anyOf } from '../../tenancy';

/*
 * The exception rules of contract/tire-exceptions.ts, applied inside the database so a report
 * over thousands of locations counts levels with GROUP BY instead of reading every tire into
 * JavaScript. The spec of each (location, position class, tire size) is resolved once in
 * JavaScript by resolveSpec and treadLimits and turned into the level bounds below; SQL then
 * only compares a reading with its bounds, in the same order and with the same tolerance as
 * pressureLevel and treadLevel (level-bounds.test.ts checks the two agree at every boundary).
 */

/** The bounds one reading is compared with; pressure bounds are null when no usable spec applies. */
export interface LevelBounds {
  location_id: number;
  position_class: PositionClass;
  tire_size_id: number | null;
  target: number | null;
  /** Above: critical (over the tire's maximum). */
  pressure_over: number | null;
  /** At or below: critical. */
  pressure_critical: number | null;
  /** At or below: warning. */
  pressure_warning: number | null;
  /** At or below: critical, then warning. */
  tread_critical: number;
  tread_warning: number;
}

export function levelBounds(locationId: number, positionClass: PositionClass, tireSizeId: number | null, spec: TireSpec | null): LevelBounds {
  const tread = treadLimits(positionClass, spec);
  const usable = spec !== null && spec.target_pressure_psi > 0;
  const target = usable ? spec.target_pressure_psi : null;
  return {
    location_id: locationId,
    position_class: positionClass,
    tire_size_id: tireSizeId,
    target,
    pressure_over: usable ? spec.max_pressure_psi + MEASURE_EPSILON : null,
    pressure_critical: target === null ? null : target * (1 - PRESSURE_CRITICAL_UNDER_SHARE) + MEASURE_EPSILON,
    pressure_warning: target === null ? null : target * (1 - PRESSURE_WARNING_UNDER_SHARE) + MEASURE_EPSILON,
    tread_critical: tread.critical + MEASURE_EPSILON,
    tread_warning: tread.warning + MEASURE_EPSILON,
  };
}

/** The bounds as a table `b`, passed as one JSON parameter however many rows it has. */
export function boundsTable(bounds: readonly LevelBounds[]): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(bounds)}::jsonb) AS b(
    location_id int, position_class text, tire_size_id int, target float8,
    pressure_over float8, pressure_critical float8, pressure_warning float8, tread_critical float8, tread_warning float8)`;
}

/** 'critical_over' is critical too; kept apart because only under-inflation costs fuel and casings. */
export const PRESSURE_LEVEL = sql.raw(`CASE
    WHEN r.pressure_psi IS NULL OR b.target IS NULL THEN 'unknown'
    WHEN r.pressure_psi::float8 > b.pressure_over THEN 'critical_over'
    WHEN r.pressure_psi::float8 <= b.pressure_critical THEN 'critical'
    WHEN r.pressure_psi::float8 <= b.pressure_warning THEN 'warning'
    ELSE 'ok' END`);

export const TREAD_LEVEL = sql.raw(`CASE
    WHEN r.tread_depth_mm IS NULL OR b.tread_critical IS NULL THEN 'unknown'
    WHEN r.tread_depth_mm::float8 <= b.tread_critical THEN 'critical'
    WHEN r.tread_depth_mm::float8 <= b.tread_warning THEN 'warning'
    ELSE 'ok' END`);

/** Readings `r` of these surveys (one array parameter). */
export const ofSurveys = (surveyIds: readonly number[]) => anyOf(sql.raw('r.survey_id'), surveyIds);

/** How reading `r` (with its survey `s`) finds its bounds `b`. */
export const BOUNDS_JOIN = sql.raw(
  `b.location_id = s.fleet_location_id AND b.position_class = r.position_class::text AND b.tire_size_id IS NOT DISTINCT FROM r.tire_size_id`,
);

export type SqlPressureLevel = 'ok' | 'warning' | 'critical' | 'critical_over' | 'unknown';
export type SqlTreadLevel = 'ok' | 'warning' | 'critical' | 'unknown';

/**
 * The readings of some surveys with their levels, as the CTE `lv`: every reading column the
 * report uses plus account, location, target, pl (pressure level) and tl (tread level).
 */
export function leveledReadings(surveyIds: readonly number[], bounds: readonly LevelBounds[]): SQL {
  return sql`lv AS (
    SELECT r.id, r.unit_inspection_id, r.survey_id, r.unit_id, r.tire_id, r.axle_number, r.side::text AS side, r.place::text AS place,
           r.position_class::text AS position_class, r.pressure_psi::float8 AS pressure_psi, r.tread_depth_mm::float8 AS tread_depth_mm,
           r.read_at, s.account_id, s.fleet_location_id, b.target,
           ${PRESSURE_LEVEL} AS pl, ${TREAD_LEVEL} AS tl
    FROM tire_readings r
    JOIN surveys s ON s.id = r.survey_id
    LEFT JOIN ${boundsTable(bounds)} ON ${BOUNDS_JOIN}
    WHERE ${ofSurveys(surveyIds)})`;
}
