/**
 * report_unit_visits: per unit and the location and account of the surveys that inspected it,
 * the last day of a live survey, of one with exceptions and of one with trailer checks
 * (migration 0024). The inspection report counts the distinct units its surveys inspected; for
 * a range that reaches today, "inspected in a matching survey of the range" is "last day of the
 * matching kind at a matching place on or after the range's start", one row per unit and place
 * instead of one per inspection (a year over every fleet at scale 100: 152 thousand rows
 * instead of 634 thousand, and no distinct count but for units surveyed at two places).
 *
 * Read from report_inspection_counts and report_survey_counts, so it is refreshed after them,
 * for every unit whose inspections, surveys or own place changed (./refresh.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query';
import { anyOf } from '../tenancy/id-list';

const col = (name: string) => sql.raw(name);

/** Recomputes the visit rows of these units from the counts as they stand (rows of a unit no longer inspected go). */
export async function refreshUnitVisits(db: Db, unitIds: readonly number[]): Promise<void> {
  const ids = [...new Set(unitIds)];
  if (ids.length === 0) return;
  await db.execute(sql`delete from report_unit_visits where ${anyOf(col('unit_id'), ids)}`);
  await db.execute(sql`insert into report_unit_visits
      (unit_id, fleet_location_id, account_id, unit_location_id, repeated, last_any, last_exceptions, last_readiness)
    select v.unit_id, v.fleet_location_id, v.account_id, case when u.deleted_at is null then u.fleet_location_id end,
      count(*) over (partition by v.unit_id) > 1, v.last_any, v.last_exceptions, v.last_readiness
    from (
      select ic.unit_id, s.fleet_location_id, s.account_id, max(s.survey_date) as last_any,
        max(s.survey_date) filter (where sc.exceptions > 0) as last_exceptions,
        max(s.survey_date) filter (where sc.readiness_total > 0) as last_readiness
      from report_inspection_counts ic
      join surveys s on s.id = ic.survey_id and s.deleted_at is null
      left join report_survey_counts sc on sc.survey_id = s.id
      where ${anyOf(col('ic.unit_id'), ids)}
      group by ic.unit_id, s.fleet_location_id, s.account_id
    ) v
    left join units u on u.id = v.unit_id`);
}

const idsOf = async (db: Db, query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, query)).map((row) => Number(row.id));

/** The units inspected in these surveys, as report_inspection_counts holds them now. */
export const unitsOfSurveys = (db: Db, surveyIds: readonly number[]) =>
  surveyIds.length === 0 ? Promise.resolve([]) : idsOf(db, sql`select distinct unit_id as id from report_inspection_counts where ${anyOf(col('survey_id'), surveyIds)}`);

/** The units of these inspections or surveys before a refresh rewrites or removes their counts. */
export const unitsBeforeRefresh = (db: Db, inspectionIds: readonly number[], surveyIds: readonly number[]) =>
  inspectionIds.length === 0 && surveyIds.length === 0
    ? Promise.resolve([])
    : idsOf(
        db,
        sql`select distinct unit_id as id from report_inspection_counts
          where ${anyOf(col('unit_inspection_id'), inspectionIds)} or ${anyOf(col('survey_id'), surveyIds)}`,
      );

/** Every visit row of an account or a location, and those its surveys should have. */
export async function refreshUnitVisitsScope(db: Db, scope: { accountId: number } | { locationId: number }): Promise<void> {
  const [column, key] = 'accountId' in scope ? ['account_id', scope.accountId] : ['fleet_location_id', scope.locationId];
  const units = await idsOf(
    db,
    sql`select unit_id as id from report_unit_visits where ${col(column)} = ${key}
      union select ic.unit_id from report_inspection_counts ic join surveys s on s.id = ic.survey_id where ${col(`s.${column}`)} = ${key}`,
  );
  await refreshUnitVisits(db, units);
}
