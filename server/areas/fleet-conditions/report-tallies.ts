import { sql } from 'drizzle-orm';
import type { ExceptionLevel, PositionClass } from '../../../contract/tire-exceptions';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { tireSizes } from '../../db/schema';
import { PRESSURE_LEVEL_NAMES } from '../../reporting/survey-tallies';
import { LEVEL_CODE, levelOfCode, PRESSURE_OVER_CODE, pressureLevelSql, SPEC, SPEC_CTES, specJoinsSql, treadLevelSql } from '../../tire-exceptions/level-sql';
import { anyOf } from '../../tenancy';

/*
 * The report's figures over one chunk of surveys, summed from the reporting layer's per-survey
 * tallies and per-inspection counts (server/reporting), never from the readings themselves. Each
 * query returns a handful of rows per location, unit or class. The survey ids come from
 * loadSurveys, within the user's scope.
 */

export type SqlPressureLevel = (typeof PRESSURE_LEVEL_NAMES)[keyof typeof PRESSURE_LEVEL_NAMES];
export type SqlTreadLevel = 'ok' | 'warning' | 'critical' | 'unknown';

const col = (name: string) => sql.raw(name);
const ofSurveys = (column: string, surveyIds: readonly number[]) => anyOf(col(column), surveyIds);

const pressureName = (code: number): SqlPressureLevel => PRESSURE_LEVEL_NAMES[code as keyof typeof PRESSURE_LEVEL_NAMES] ?? 'unknown';

/** Units inspected and tires recorded per survey. */
export async function surveyCounts(db: Db, surveyIds: readonly number[]): Promise<Map<number, { units: number; tires: number }>> {
  const rows = await queryRows<{ survey_id: number; units: number; tires: number }>(
    db,
    sql`select survey_id, total_units as units, total_tires as tires from report_survey_counts c where ${ofSurveys('c.survey_id', surveyIds)}`,
  );
  return new Map(rows.map((row) => [Number(row.survey_id), { units: row.units, tires: row.tires }]));
}

/** The (location, position class, tire size) combinations read, with their tires: the specs the report lists. */
export function readingCombos(db: Db, surveyIds: readonly number[]) {
  return queryRows<{ location_id: number; position_class: PositionClass; tire_size_id: number | null; tires: number }>(
    db,
    sql`select s.fleet_location_id as location_id, l.position_class, l.tire_size_id, sum(l.tires)::int as tires
        from report_survey_levels l join surveys s on s.id = l.survey_id
        where ${ofSurveys('l.survey_id', surveyIds)}
        group by 1, 2, 3`,
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
  /** The tires' age level under the location's rule; unknown without a DOT date. */
  al: ExceptionLevel;
  target: number | null;
  tires: number;
  read: number;
  under: number;
  under_share: number;
};

/** Tires by account, location, class, the three levels and target, with the under-inflation the loss estimate needs. */
export async function levelGroups(db: Db, surveyIds: readonly number[]): Promise<LevelGroup[]> {
  const rows = await queryRows<Omit<LevelGroup, 'pl' | 'tl' | 'al'> & { pl: number; tl: number; al: number }>(
    db,
    sql`select s.account_id, s.fleet_location_id, l.position_class, l.pressure_level as pl, l.tread_level as tl, l.age_level as al, l.target,
          sum(l.tires)::int as tires, sum(l.read)::int as read, sum(l.under)::int as under, sum(l.under_share)::float8 as under_share
        from report_survey_levels l join surveys s on s.id = l.survey_id
        where ${ofSurveys('l.survey_id', surveyIds)}
        group by 1, 2, 3, 4, 5, 6, 7`,
  );
  return rows.map((row) => ({ ...row, pl: pressureName(row.pl), tl: levelOfCode(row.tl), al: levelOfCode(row.al) }));
}

/**
 * The units inspected in these surveys: where they belong, how often and when last inspected,
 * the tires recorded and their exceptions (a tire low on both counts once, at its worse level).
 */
export function unitSummaries(db: Db, surveyIds: readonly number[]) {
  return queryRows<{
    unit_id: number; unit_number: string; unit_type: string; account_id: number; fleet_location_id: number; fleet_location: string;
    inspections: number; last_inspected_at: string | Date | null;
    tires: number; critical: number; warning: number; pressure_exceptions: number; tread_exceptions: number;
  }>(
    db,
    sql`with c as (
          select unit_id, count(*)::int as inspections, max(inspected_at) as last_inspected_at, sum(tires)::int as tires,
            sum(critical)::int as critical, sum(warning)::int as warning,
            sum(pressure_exceptions)::int as pressure_exceptions, sum(tread_exceptions)::int as tread_exceptions
          from report_inspection_counts ic where ${ofSurveys('ic.survey_id', surveyIds)}
          group by unit_id
        )
        select u.id as unit_id, u.unit_number, ut.name as unit_type, u.account_id, u.fleet_location_id, fl.name as fleet_location, c.inspections,
          c.last_inspected_at, c.tires, c.critical, c.warning, c.pressure_exceptions, c.tread_exceptions
        from c
        join units u on u.id = c.unit_id
        join unit_types ut on ut.id = u.unit_type_id
        join fleet_locations fl on fl.id = u.fleet_location_id`,
  );
}

/** Dual and axle mismatches by position class. */
export function mismatchCounts(db: Db, surveyIds: readonly number[]) {
  return queryRows<{ position_class: PositionClass; kind: 'dual' | 'axle'; checked: number; tread: number; pressure: number }>(
    db,
    sql`select position_class, kind, sum(checked)::int as checked, sum(tread)::int as tread, sum(pressure)::int as pressure
        from report_survey_mismatches m where ${ofSurveys('m.survey_id', surveyIds)}
        group by 1, 2`,
  );
}

export function wearConditionCounts(db: Db, surveyIds: readonly number[]) {
  return queryRows<{ id: number; code: string; name: string; is_critical: boolean; position_class: PositionClass; tires: number }>(
    db,
    sql`select wc.id, wc.code, wc.name, wc.is_critical, w.position_class, sum(w.tires)::int as tires
        from report_survey_wear w join wear_conditions wc on wc.id = w.wear_condition_id
        where ${ofSurveys('w.survey_id', surveyIds)}
        group by 1, 2, 3, 4, 5`,
  );
}

/** Readings per position class and bucket (PRESSURE_BUCKET_PSI or TREAD_BUCKET_MM wide). */
export function histogram(db: Db, surveyIds: readonly number[], measure: 'pressure' | 'tread') {
  return queryRows<{ position_class: PositionClass; bucket: number; tires: number }>(
    db,
    sql`select position_class, bucket, sum(tires)::int as tires
        from report_survey_histograms h where ${ofSurveys('h.survey_id', surveyIds)} and h.measure = ${measure}
        group by 1, 2`,
  );
}

/**
 * Photos of tires at a critical level, in survey and position order, at most `limit`. Starts
 * from the photos (few) and levels only their readings, with the shared spec rule.
 */
export async function criticalImages(db: Db, surveyIds: readonly number[], limit: number) {
  const pl = pressureLevelSql(col('rd.p'), SPEC.target, SPEC.maxPressure, sql.raw(String(PRESSURE_OVER_CODE)));
  const tl = treadLevelSql(col('rd.t'), col('rd.cls'), SPEC.min, SPEC.warn);
  const rows = await queryRows<{
    image_id: number; storage_id: string; content_type: string; file_name: string | null; created_at: string | Date;
    survey_id: number; unit_id: number; unit_number: string; tire_id: number; axle_number: number; side: string; place: string;
    position_class: PositionClass; pl: number; tl: number;
  }>(
    db,
    sql`with rd as (
          select i.id as image_id, i.storage_id, i.content_type, i.file_name, i.created_at, r.survey_id, r.unit_id, r.tire_id, r.axle_number,
            r.side::text as side, r.place::text as place, r.position_class::text as cls, r.tire_size_id as size, s.fleet_location_id as loc,
            r.pressure_psi::float8 as p, r.tread_depth_mm::float8 as t
          from images i
          join unit_inspections ui on ui.id = i.unit_inspection_id
          join tire_readings r on r.unit_inspection_id = i.unit_inspection_id and r.tire_id = i.tire_id
          join surveys s on s.id = r.survey_id
          where ${ofSurveys('ui.survey_id', surveyIds)} and i.tire_id is not null and i.deleted_at is null
        ),
        ${SPEC_CTES},
        lv as (select rd.*, ${pl} as pl, ${tl} as tl from rd ${specJoinsSql('rd')})
        select lv.image_id, lv.storage_id, lv.content_type, lv.file_name, lv.created_at, lv.survey_id, lv.unit_id, u.unit_number, lv.tire_id,
          lv.axle_number, lv.side, lv.place, lv.cls as position_class, lv.pl, lv.tl
        from lv join units u on u.id = lv.unit_id
        where greatest(lv.pl, lv.tl) >= ${sql.raw(String(LEVEL_CODE.critical))}
        order by lv.survey_id, lv.unit_id, lv.axle_number, lv.side, lv.place, lv.image_id
        limit ${limit}::int`,
  );
  return rows.map((row) => ({ ...row, pl: pressureName(row.pl), tl: levelOfCode(row.tl) }));
}
