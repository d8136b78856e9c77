import { sql } from 'drizzle-orm';
import { MEASURE_EPSILON, MISMATCH_PRESSURE_PSI, MISMATCH_TREAD_MM, type PositionClass } from '../../../contract/tire-exceptions';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { tireSizes } from '../../db/schema';
import { anyOf } from '../../tenancy';
import { leveledReadings, ofSurveys, type LevelBounds, type SqlPressureLevel, type SqlTreadLevel } from './level-bounds';

/*
 * The report's aggregates over one chunk of surveys. Each query groups in the database and
 * returns a handful of rows per location, unit or class, never one row per tire.
 */

/** The (location, position class, tire size) combinations the readings need a spec for. */
export function readingCombos(db: Db, surveyIds: readonly number[]) {
  return queryRows<{ location_id: number; position_class: PositionClass; tire_size_id: number | null; tires: number }>(
    db,
    sql`SELECT s.fleet_location_id AS location_id, r.position_class::text AS position_class, r.tire_size_id, count(*)::int AS tires
        FROM tire_readings r JOIN surveys s ON s.id = r.survey_id
        WHERE ${ofSurveys(surveyIds)}
        GROUP BY 1, 2, 3`,
  );
}


export async function tireSizeNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: tireSizes.id, size: tireSizes.size }).from(tireSizes).where(anyOf(tireSizes.id, ids));
  return new Map(rows.map((row) => [row.id, row.size]));
}

export type LevelGroup = {
  account_id: number;
  fleet_location_id: number;
  position_class: PositionClass;
  pl: SqlPressureLevel;
  tl: SqlTreadLevel;
  target: number | null;
  tires: number;
  read: number;
  under: number;
  under_share: number;
};

/** Tires by account, location, class, both levels and target, with the under-inflation the loss estimate needs. */
export function levelGroups(db: Db, surveyIds: readonly number[], bounds: readonly LevelBounds[]) {
  return queryRows<LevelGroup>(
    db,
    sql`WITH ${leveledReadings(surveyIds, bounds)}
        SELECT account_id, fleet_location_id, position_class, pl, tl, target, count(*)::int AS tires,
               count(*) FILTER (WHERE pressure_psi IS NOT NULL OR tread_depth_mm IS NOT NULL)::int AS read,
               count(*) FILTER (WHERE pressure_psi < target)::int AS under,
               coalesce(sum((target - pressure_psi) / target) FILTER (WHERE pressure_psi < target), 0)::float8 AS under_share
        FROM lv GROUP BY 1, 2, 3, 4, 5, 6`,
  );
}

const CRITICAL = sql.raw(`(pl IN ('critical', 'critical_over') OR tl = 'critical')`);
const WARNING = sql.raw(`(pl = 'warning' OR tl = 'warning')`);

/** Per unit: tires recorded and their exceptions (a tire low on both counts once, at its worse level). */
export function unitLevels(db: Db, surveyIds: readonly number[], bounds: readonly LevelBounds[]) {
  return queryRows<{ unit_id: number; tires: number; critical: number; warning: number; pressure_exceptions: number; tread_exceptions: number }>(
    db,
    sql`WITH ${leveledReadings(surveyIds, bounds)}
        SELECT unit_id, count(*)::int AS tires,
               count(*) FILTER (WHERE ${CRITICAL})::int AS critical,
               count(*) FILTER (WHERE NOT ${CRITICAL} AND ${WARNING})::int AS warning,
               count(*) FILTER (WHERE pl <> 'ok' AND pl <> 'unknown')::int AS pressure_exceptions,
               count(*) FILTER (WHERE tl IN ('warning', 'critical'))::int AS tread_exceptions
        FROM lv GROUP BY unit_id`,
  );
}

/** The units inspected in these surveys, with where they belong and when they were last inspected. */
export function unitInspections(db: Db, surveyIds: readonly number[]) {
  return queryRows<{ unit_id: number; unit_number: string; unit_type: string; account_id: number; fleet_location_id: number; fleet_location: string; inspections: number; last_inspected_at: string | Date | null }>(
    db,
    sql`SELECT u.id AS unit_id, u.unit_number, ut.name AS unit_type, u.account_id, u.fleet_location_id, fl.name AS fleet_location,
               count(*)::int AS inspections, max(ui.inspected_at) AS last_inspected_at
        FROM unit_inspections ui
        JOIN units u ON u.id = ui.unit_id
        JOIN unit_types ut ON ut.id = u.unit_type_id
        JOIN fleet_locations fl ON fl.id = u.fleet_location_id
        WHERE ${anyOf(sql.raw('ui.survey_id'), surveyIds)}
        GROUP BY u.id, u.unit_number, ut.name, u.account_id, u.fleet_location_id, fl.name`,
  );
}

/**
 * Dual and axle mismatches by position class, with the rules of dualMismatch and axleMismatch:
 * duals compared when both tires of an end carry the value; an axle's ends compared by the
 * mean of each end's known values.
 */
export function mismatchCounts(db: Db, surveyIds: readonly number[]) {
  const tread = MISMATCH_TREAD_MM + MEASURE_EPSILON;
  const pressure = MISMATCH_PRESSURE_PSI + MEASURE_EPSILON;
  return queryRows<{ position_class: PositionClass; kind: 'dual' | 'axle'; checked: number; tread: number; pressure: number }>(
    db,
    sql`WITH ends AS (
          SELECT r.unit_inspection_id, r.axle_number, r.side::text AS side, min(r.position_class::text) AS position_class,
                 count(*) FILTER (WHERE r.place IN ('inner', 'outer')) AS duals,
                 count(r.pressure_psi) FILTER (WHERE r.place IN ('inner', 'outer')) AS dual_p,
                 max(r.pressure_psi::float8) FILTER (WHERE r.place IN ('inner', 'outer'))
                   - min(r.pressure_psi::float8) FILTER (WHERE r.place IN ('inner', 'outer')) AS p_spread,
                 count(r.tread_depth_mm) FILTER (WHERE r.place IN ('inner', 'outer')) AS dual_t,
                 max(r.tread_depth_mm::float8) FILTER (WHERE r.place IN ('inner', 'outer'))
                   - min(r.tread_depth_mm::float8) FILTER (WHERE r.place IN ('inner', 'outer')) AS t_spread,
                 avg(r.pressure_psi::float8) AS p_mean, avg(r.tread_depth_mm::float8) AS t_mean
          FROM tire_readings r WHERE ${ofSurveys(surveyIds)}
          GROUP BY 1, 2, 3),
        axles AS (
          SELECT unit_inspection_id, axle_number, min(position_class) AS position_class,
                 count(*) FILTER (WHERE side = 'left') > 0 AND count(*) FILTER (WHERE side = 'right') > 0 AS both_ends,
                 abs(max(p_mean) FILTER (WHERE side = 'left') - max(p_mean) FILTER (WHERE side = 'right')) AS p_diff,
                 abs(max(t_mean) FILTER (WHERE side = 'left') - max(t_mean) FILTER (WHERE side = 'right')) AS t_diff
          FROM ends GROUP BY 1, 2)
        SELECT position_class, 'dual' AS kind, count(*) FILTER (WHERE duals = 2)::int AS checked,
               count(*) FILTER (WHERE duals = 2 AND dual_t = 2 AND t_spread > ${tread}::float8)::int AS tread,
               count(*) FILTER (WHERE duals = 2 AND dual_p = 2 AND p_spread > ${pressure}::float8)::int AS pressure
        FROM ends GROUP BY 1
        UNION ALL
        SELECT position_class, 'axle', count(*) FILTER (WHERE both_ends)::int,
               count(*) FILTER (WHERE both_ends AND t_diff > ${tread}::float8)::int,
               count(*) FILTER (WHERE both_ends AND p_diff > ${pressure}::float8)::int
        FROM axles GROUP BY 1`,
  );
}

export function wearConditionCounts(db: Db, surveyIds: readonly number[]) {
  return queryRows<{ id: number; code: string; name: string; is_critical: boolean; position_class: PositionClass; tires: number }>(
    db,
    sql`SELECT wc.id, wc.code, wc.name, wc.is_critical, r.position_class::text AS position_class, count(*)::int AS tires
        FROM tire_reading_wear_conditions w
        JOIN tire_readings r ON r.id = w.tire_reading_id
        JOIN wear_conditions wc ON wc.id = w.wear_condition_id
        WHERE ${ofSurveys(surveyIds)}
        GROUP BY 1, 2, 3, 4, 5`,
  );
}

/**
 * Readings per position class and bucket of `width` (psi or mm). The tolerance keeps a value
 * stored a hair under a bucket's edge (4/32 in is 3.1749999 mm in a real column) in its bucket.
 */
export function histogram(db: Db, surveyIds: readonly number[], column: 'pressure_psi' | 'tread_depth_mm', width: number) {
  const value = sql.raw(`r.${column}`);
  return queryRows<{ position_class: PositionClass; bucket: number; tires: number }>(
    db,
    sql`SELECT r.position_class::text AS position_class, floor((${value}::float8 + ${MEASURE_EPSILON}::float8) / ${width}::float8)::int AS bucket,
               count(*)::int AS tires
        FROM tire_readings r
        WHERE ${ofSurveys(surveyIds)} AND ${value} IS NOT NULL
        GROUP BY 1, 2`,
  );
}

/** Photos of tires at a critical level, in survey and position order, at most `limit`. */
export function criticalImages(db: Db, surveyIds: readonly number[], bounds: readonly LevelBounds[], limit: number) {
  return queryRows<{
    image_id: number; storage_id: string; content_type: string; file_name: string | null; created_at: string | Date;
    survey_id: number; unit_id: number; unit_number: string; tire_id: number; axle_number: number; side: string; place: string;
    position_class: PositionClass; pl: SqlPressureLevel; tl: SqlTreadLevel;
  }>(
    db,
    sql`WITH ${leveledReadings(surveyIds, bounds)}
        SELECT i.id AS image_id, i.storage_id, i.content_type, i.file_name, i.created_at,
               lv.survey_id, lv.unit_id, u.unit_number, lv.tire_id, lv.axle_number, lv.side, lv.place, lv.position_class, lv.pl, lv.tl
        FROM lv
        JOIN images i ON i.unit_inspection_id = lv.unit_inspection_id AND i.tire_id = lv.tire_id AND i.deleted_at IS NULL
        JOIN units u ON u.id = lv.unit_id
        WHERE ${CRITICAL}
        ORDER BY lv.survey_id, lv.unit_id, lv.axle_number, lv.side, lv.place, i.id
        LIMIT ${limit}::int`,
  );
}
