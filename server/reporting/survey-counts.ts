/**
 * The dealer survey report's counts: per unit inspection in report_inspection_counts, per
 * survey in report_survey_counts (summed from the inspections and the trailer readiness checks).
 *
 * - An inspection's tires are its readings; its exceptions are the readings whose pressure or
 *   tread level is warning or worse under the spec resolved for the survey's location, the
 *   reading's position class and size (the fleet survey's rule, contract/tire-exceptions.ts), or
 *   whose tire's age from its DOT code is under the location's age rule (contract/tire-age.ts);
 *   critical and warning count pressure and tread alone, as the fleet condition report reads them.
 *   For the fleet condition report's units it also keeps its date and the readings critical,
 *   warning at worst, with a pressure exception and with a tread exception.
 * - A survey's units are its inspections; trucks and trailers those whose unit type is of that
 *   kind (unitKindOf); units_with_exceptions those with at least one exception; readiness the
 *   trailer checks made and passed.
 */
import { sql, type SQL } from 'drizzle-orm';
import { unitKindOf } from '../../contract/fleet-survey/units';
import type { Db } from '../db/client';
import { queryRows } from '../db/query';
import { unitTypes } from '../db/schema';
import { anyOf } from '../tenancy/id-list';
import { LEVEL_CODE, pressureLevelSql, SPEC, SPEC_CTES, specJoinsSql, tireAgeLevelSql, tireAgeYearsSql, treadLevelSql } from '../tire-exceptions/level-sql';

const col = (name: string) => sql.raw(name);
const WARNING = sql.raw(String(LEVEL_CODE.warning));
const CRITICAL = sql.raw(String(LEVEL_CODE.critical));

export interface UnitKindIds {
  trucks: number[];
  trailers: number[];
}

/** Unit types counted as trucks and as trailers, by the fleet survey's reading of type codes and names. */
export async function unitKindIds(db: Db): Promise<UnitKindIds> {
  const types = await db.select({ id: unitTypes.id, code: unitTypes.code, name: unitTypes.name }).from(unitTypes);
  return {
    trucks: types.filter((type) => unitKindOf(type) === 'tractor').map((type) => type.id),
    trailers: types.filter((type) => unitKindOf(type) === 'trailer').map((type) => type.id),
  };
}

const surveyIdsOf = (rows: { survey_id: unknown }[]) => rows.map((row) => Number(row.survey_id));

/**
 * Recomputes report_inspection_counts for the inspections matching `where` (a condition on
 * unit_inspections ui joined to surveys s), removes those among `gone` that no longer exist,
 * and answers the surveys whose sums are now stale.
 */
export async function refreshInspections(db: Db, where: SQL, gone: readonly number[] = []): Promise<number[]> {
  const pl = pressureLevelSql(col('rd.p'), SPEC.target, SPEC.maxPressure);
  const tl = treadLevelSql(col('rd.t'), col('rd.cls'), SPEC.min, SPEC.warn);
  const al = tireAgeLevelSql(col('rd.age'), col('rd.cls'), col('rd.age_warning'), col('rd.age_critical'));
  const age = tireAgeYearsSql(col('t.dot_week'), col('t.dot_year'), col('tr.read_at'));
  const written = await queryRows<{ survey_id: number }>(
    db,
    sql`with i as (
        select ui.id, ui.survey_id, ui.unit_id, ui.inspected_at, s.fleet_location_id as loc
        from unit_inspections ui join surveys s on s.id = ui.survey_id
        where ${where}
      ),
      rd as (
        select tr.unit_inspection_id, i.loc, tr.position_class::text as cls, tr.tire_size_id as size,
          tr.pressure_psi::float8 as p, tr.tread_depth_mm::float8 as t,
          ${age} as age, fl.tire_age_warning_years as age_warning, fl.tire_age_critical_steer_years as age_critical
        from i join tire_readings tr on tr.unit_inspection_id = i.id
          join fleet_locations fl on fl.id = i.loc
          left join tires t on t.id = tr.tire_id
      ),
      ${SPEC_CTES},
      lv as (
        select rd.unit_inspection_id, ${pl} as pl, ${tl} as tl, ${al} as al from rd ${specJoinsSql('rd')}
      ),
      agg as (
        select unit_inspection_id, count(*) as tires,
          count(*) filter (where greatest(pl, tl, al) >= ${WARNING}) as exceptions,
          count(*) filter (where greatest(pl, tl) = ${CRITICAL}) as critical,
          count(*) filter (where greatest(pl, tl) = ${WARNING}) as warning,
          count(*) filter (where pl >= ${WARNING}) as pressure_exceptions,
          count(*) filter (where tl >= ${WARNING}) as tread_exceptions
        from lv group by unit_inspection_id
      )
    insert into report_inspection_counts
      (unit_inspection_id, survey_id, unit_id, inspected_at, tires, exceptions, critical, warning, pressure_exceptions, tread_exceptions)
    select i.id, i.survey_id, i.unit_id, i.inspected_at, coalesce(agg.tires, 0), coalesce(agg.exceptions, 0), coalesce(agg.critical, 0),
      coalesce(agg.warning, 0), coalesce(agg.pressure_exceptions, 0), coalesce(agg.tread_exceptions, 0)
    from i left join agg on agg.unit_inspection_id = i.id
    on conflict (unit_inspection_id) do update
      set survey_id = excluded.survey_id, unit_id = excluded.unit_id, inspected_at = excluded.inspected_at, tires = excluded.tires,
        exceptions = excluded.exceptions, critical = excluded.critical, warning = excluded.warning,
        pressure_exceptions = excluded.pressure_exceptions, tread_exceptions = excluded.tread_exceptions
    returning survey_id`,
  );
  const removed =
    gone.length === 0
      ? []
      : await queryRows<{ survey_id: number }>(
          db,
          sql`delete from report_inspection_counts r
            where ${anyOf(col('r.unit_inspection_id'), gone)} and not exists (select 1 from unit_inspections ui where ui.id = r.unit_inspection_id)
            returning survey_id`,
        );
  return [...new Set([...surveyIdsOf(written), ...surveyIdsOf(removed)])];
}

/**
 * Recomputes report_survey_counts for the surveys matching `where` (a condition on surveys s)
 * from report_inspection_counts, the units inspected as a bit set among them (migration 0029),
 * so refreshInspections must have run first for any inspection that changed; copies the
 * survey's columns the inspection list filters on (migration 0031); removes those among `gone`
 * that no longer exist.
 */
export async function refreshSurveySums(db: Db, where: SQL, kinds: UnitKindIds, gone: readonly number[] = []): Promise<void> {
  await db.execute(sql`insert into report_survey_counts
      (survey_id, survey_date, deleted_at, account_id, fleet_location_id, dealer_id, survey_by_user_id,
        total_tires, total_units, exceptions, units_with_exceptions, trucks, trailers, readiness_total, readiness_passed, readiness_share,
        unit_words, unit_bits)
    select s.id, s.survey_date, s.deleted_at, s.account_id, s.fleet_location_id, s.dealer_id, s.survey_by_user_id, coalesce(ic.tires, 0), coalesce(uc.units, 0), coalesce(ic.exceptions, 0), coalesce(ic.units_with_exceptions, 0),
      coalesce(uc.trucks, 0), coalesce(uc.trailers, 0), coalesce(rc.total, 0), coalesce(rc.passed, 0), rc.passed::float8 / nullif(rc.total, 0),
      coalesce(ub.words, '{}'), coalesce(ub.bits, '{}')
    from surveys s
    left join lateral (
      select sum(tires)::int as tires, sum(exceptions)::int as exceptions, (count(*) filter (where exceptions > 0))::int as units_with_exceptions
      from report_inspection_counts where survey_id = s.id
    ) ic on true
    left join lateral (
      select array_agg(word order by word) as words, array_agg(bits order by word) as bits
      from (
        select unit_id >> 6 as word, bit_or(1::bigint << (unit_id & 63)) as bits
        from report_inspection_counts where survey_id = s.id group by 1
      ) w
    ) ub on true
    left join lateral (
      select count(*)::int as units,
        (count(*) filter (where ${anyOf(col('u.unit_type_id'), kinds.trucks)}))::int as trucks,
        (count(*) filter (where ${anyOf(col('u.unit_type_id'), kinds.trailers)}))::int as trailers
      from unit_inspections ui join units u on u.id = ui.unit_id where ui.survey_id = s.id
    ) uc on true
    left join lateral (
      select count(*)::int as total, (count(*) filter (where passed))::int as passed from trailer_readiness_checks where survey_id = s.id
    ) rc on true
    where ${where}
    on conflict (survey_id) do update set survey_date = excluded.survey_date, deleted_at = excluded.deleted_at, account_id = excluded.account_id,
      fleet_location_id = excluded.fleet_location_id, dealer_id = excluded.dealer_id, survey_by_user_id = excluded.survey_by_user_id,
      total_tires = excluded.total_tires, total_units = excluded.total_units,
      exceptions = excluded.exceptions, units_with_exceptions = excluded.units_with_exceptions, trucks = excluded.trucks,
      trailers = excluded.trailers, readiness_total = excluded.readiness_total, readiness_passed = excluded.readiness_passed,
      readiness_share = excluded.readiness_share, unit_words = excluded.unit_words, unit_bits = excluded.unit_bits`);
  if (gone.length > 0) {
    await db.execute(
      sql`delete from report_survey_counts r where ${anyOf(col('r.survey_id'), gone)} and not exists (select 1 from surveys s where s.id = r.survey_id)`,
    );
  }
}
