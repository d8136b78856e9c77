/**
 * The fleet condition report's tallies, per survey: a report covers a set of surveys (a period's
 * at the chosen locations, or each location's latest), so a survey is the finest grain it picks
 * by, and summing a survey's handful of rows replaces reading its hundred-odd readings.
 *
 * - report_survey_levels: tires per position class, tire size, pressure level and tread level
 *   under the spec resolved for the survey's location (SPEC_CTES, the shared rule) and age level
 *   under the location's age rule (tireAgeLevelSql), with the target and the under-inflation the
 *   potential-loss estimate needs.
 * - report_survey_mismatches: dual pairs and axles checked and mismatched, per position class
 *   (dualMismatch and axleMismatch of contract/tire-exceptions.ts: duals compared when both
 *   tires of an end carry the value; an axle's ends by the mean of each end's known values).
 * - report_survey_wear: tires per wear condition and position class.
 * - report_survey_histograms: readings per position class and bucket of pressure and of tread.
 *
 * Like the other aggregates they are recomputed for the surveys a change names (./refresh.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { MEASURE_EPSILON, MISMATCH_PRESSURE_PSI, MISMATCH_TREAD_MM, MM_PER_32ND } from '../../contract/tire-exceptions';
import type { Db } from '../db/client';
import { anyOf } from '../tenancy/id-list';
import { constant, LEVEL_CODE, PRESSURE_OVER_CODE, pressureLevelSql, SPEC, SPEC_CTES, specJoinsSql, tireAgeLevelSql, tireAgeYearsSql, treadLevelSql } from '../tire-exceptions/level-sql';

/** Chart buckets: 5 psi of pressure, 2/32 in of tread depth. */
export const PRESSURE_BUCKET_PSI = 5;
export const TREAD_BUCKET_MM = 2 * MM_PER_32ND;

export const SURVEY_TALLY_TABLES = ['report_survey_levels', 'report_survey_mismatches', 'report_survey_wear', 'report_survey_histograms'] as const;

const col = (name: string) => sql.raw(name);

/** The readings of the surveys matching `where` (a condition on surveys s), as `rd`. */
const readingsOf = (where: SQL) => sql`rd as (
    select tr.id, tr.survey_id, tr.unit_inspection_id, tr.axle_number, tr.side::text as side, tr.place::text as place,
      s.fleet_location_id as loc, tr.position_class::text as cls, tr.tire_size_id as size,
      tr.pressure_psi::float8 as p, tr.tread_depth_mm::float8 as t, tr.tire_id, tr.read_at
    from surveys s join tire_readings tr on tr.survey_id = s.id
    where ${where}
  )`;

function insertLevels(where: SQL): SQL {
  const pl = pressureLevelSql(col('rd.p'), SPEC.target, SPEC.maxPressure, sql.raw(String(PRESSURE_OVER_CODE)));
  const tl = treadLevelSql(col('rd.t'), col('rd.cls'), SPEC.min, SPEC.warn);
  // The tire's age on the day it was read, under its location's rule (as the survey report reads it).
  const age = tireAgeYearsSql(col('tire.dot_week'), col('tire.dot_year'), col('rd.read_at'));
  const al = tireAgeLevelSql(age, col('rd.cls'), col('fl.tire_age_warning_years'), col('fl.tire_age_critical_steer_years'));
  return sql`with ${readingsOf(where)}, ${SPEC_CTES},
    lv as (
      select rd.survey_id, rd.cls, rd.size, rd.p, rd.t, ${pl} as pl, ${tl} as tl, ${al} as al,
        case when ${SPEC.target} > 0 then ${SPEC.target} end as target
      from rd ${specJoinsSql('rd')}
        join fleet_locations fl on fl.id = rd.loc
        left join tires tire on tire.id = rd.tire_id
    )
    insert into report_survey_levels (survey_id, position_class, tire_size_id, pressure_level, tread_level, age_level, target, tires, read, under, under_share)
    select survey_id, cls, size, pl, tl, al, target, count(*),
      count(*) filter (where p is not null or t is not null),
      count(*) filter (where p < target),
      coalesce(sum((target - p) / target) filter (where p < target), 0)
    from lv group by survey_id, cls, size, pl, tl, al, target`;
}

function insertMismatches(where: SQL): SQL {
  const tread = constant(MISMATCH_TREAD_MM + MEASURE_EPSILON);
  const pressure = constant(MISMATCH_PRESSURE_PSI + MEASURE_EPSILON);
  const dual = sql.raw(`rd.place in ('inner', 'outer')`);
  return sql`with ${readingsOf(where)},
    ends as (
      select rd.survey_id, rd.unit_inspection_id, rd.axle_number, rd.side, min(rd.cls) as cls,
        count(*) filter (where ${dual}) as duals,
        count(rd.p) filter (where ${dual}) as dual_p,
        max(rd.p) filter (where ${dual}) - min(rd.p) filter (where ${dual}) as p_spread,
        count(rd.t) filter (where ${dual}) as dual_t,
        max(rd.t) filter (where ${dual}) - min(rd.t) filter (where ${dual}) as t_spread,
        avg(rd.p) as p_mean, avg(rd.t) as t_mean
      from rd group by 1, 2, 3, 4
    ),
    axles as (
      select survey_id, unit_inspection_id, axle_number, min(cls) as cls,
        count(*) filter (where side = 'left') > 0 and count(*) filter (where side = 'right') > 0 as both_ends,
        abs(max(p_mean) filter (where side = 'left') - max(p_mean) filter (where side = 'right')) as p_diff,
        abs(max(t_mean) filter (where side = 'left') - max(t_mean) filter (where side = 'right')) as t_diff
      from ends group by 1, 2, 3
    )
    insert into report_survey_mismatches (survey_id, position_class, kind, checked, tread, pressure)
    select survey_id, cls, 'dual', count(*) filter (where duals = 2),
      count(*) filter (where duals = 2 and dual_t = 2 and t_spread > ${tread}),
      count(*) filter (where duals = 2 and dual_p = 2 and p_spread > ${pressure})
    from ends group by survey_id, cls
    union all
    select survey_id, cls, 'axle', count(*) filter (where both_ends),
      count(*) filter (where both_ends and t_diff > ${tread}),
      count(*) filter (where both_ends and p_diff > ${pressure})
    from axles group by survey_id, cls`;
}

function insertWear(where: SQL): SQL {
  return sql`with ${readingsOf(where)}
    insert into report_survey_wear (survey_id, wear_condition_id, position_class, tires)
    select rd.survey_id, w.wear_condition_id, rd.cls, count(*)
    from rd join tire_reading_wear_conditions w on w.tire_reading_id = rd.id
    group by 1, 2, 3`;
}

/** The tolerance keeps a value stored a hair under a bucket's edge (4/32 in is 3.1749999 mm in a real column) in its bucket. */
function insertHistograms(where: SQL): SQL {
  const bucket = (value: string, width: number) => sql`floor((${col(value)} + ${constant(MEASURE_EPSILON)}) / ${constant(width)})::int`;
  return sql`with ${readingsOf(where)}
    insert into report_survey_histograms (survey_id, measure, position_class, bucket, tires)
    select survey_id, 'pressure', cls, ${bucket('rd.p', PRESSURE_BUCKET_PSI)}, count(*) from rd where rd.p is not null group by 1, 2, 3, 4
    union all
    select survey_id, 'tread', cls, ${bucket('rd.t', TREAD_BUCKET_MM)}, count(*) from rd where rd.t is not null group by 1, 2, 3, 4`;
}

/**
 * Recomputes the tallies of the surveys matching `where` (a condition on surveys s) and removes
 * those of `gone` (surveys that may no longer exist, or no longer match).
 */
export async function refreshSurveyTallies(db: Db, where: SQL, gone: readonly number[] = []): Promise<void> {
  for (const table of SURVEY_TALLY_TABLES) {
    const t = sql.raw(table);
    await db.execute(sql`delete from ${t} t using surveys s where t.survey_id = s.id and ${where}`);
    if (gone.length > 0) await db.execute(sql`delete from ${t} t where ${anyOf(col('t.survey_id'), gone)}`);
  }
  for (const insert of [insertLevels, insertMismatches, insertWear, insertHistograms]) await db.execute(insert(where));
}

/** The level codes as the fleet condition report names them. */
export const PRESSURE_LEVEL_NAMES = {
  [LEVEL_CODE.unknown]: 'unknown',
  [LEVEL_CODE.ok]: 'ok',
  [LEVEL_CODE.warning]: 'warning',
  [LEVEL_CODE.critical]: 'critical',
  [PRESSURE_OVER_CODE]: 'critical_over',
} as const;
