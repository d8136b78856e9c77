/**
 * The torque summary report's aggregate, report_torque_counts: per UTC day, location, survey
 * and unit, the wheel ends checked, those within spec, under and over (contract/torque-summary's
 * torqueStatus, with its TORQUE_TOLERANCE), and the sums of specified and measured torque.
 *
 * The status depends only on the reading's own two values, so no rule change can make a row
 * stale: a row changes only when its readings do. The triggers of migration 0010 log each
 * written reading's unit ('torque_unit'), and a refresh recomputes every row of the logged units;
 * a location or account (broad changes, a rebuild) is recomputed whole the same way.
 */
import { sql, type SQL } from 'drizzle-orm';
import { TORQUE_TOLERANCE } from '../../contract/torque-summary';
import type { Db } from '../db/client';
import { anyOf } from '../tenancy/id-list';

// In double precision throughout, as torqueStatus computes in JavaScript, so a bound reads the same on both sides.
const LOW = sql.raw(`${1 - TORQUE_TOLERANCE}::float8`);
const HIGH = sql.raw(`${1 + TORQUE_TOLERANCE}::float8`);
const MEASURED = sql.raw('tr.measured_ft_lb::float8');
const SPECIFIED = sql.raw('tr.specified_ft_lb::float8');

/** The aggregate rows of the torque readings matching `where` (a condition on torque_readings tr). */
export function torqueCountsSelect(where: SQL): SQL {
  return sql`select (tr.read_at at time zone 'UTC')::date as day, tr.account_id, tr.fleet_location_id, tr.survey_id, tr.unit_id,
      count(*)::int as wheels,
      (count(*) filter (where ${MEASURED} >= ${SPECIFIED} * ${LOW} and ${MEASURED} <= ${SPECIFIED} * ${HIGH}))::int as in_spec,
      (count(*) filter (where ${MEASURED} < ${SPECIFIED} * ${LOW}))::int as under,
      (count(*) filter (where ${MEASURED} > ${SPECIFIED} * ${HIGH}))::int as over,
      sum(${SPECIFIED}) as specified_sum, sum(${MEASURED}) as measured_sum
    from torque_readings tr
    where ${where}
    group by 1, tr.account_id, tr.fleet_location_id, tr.survey_id, tr.unit_id`;
}

const INSERT = sql`insert into report_torque_counts (day, account_id, fleet_location_id, survey_id, unit_id, wheels, in_spec, under, over, specified_sum, measured_sum)`;

/** Recomputes every row of these units (their readings may have moved day, location or survey). */
export async function refreshTorqueUnits(db: Db, unitIds: readonly number[]): Promise<void> {
  if (unitIds.length === 0) return;
  await db.execute(sql`delete from report_torque_counts where ${anyOf(sql.raw('unit_id'), unitIds)}`);
  await db.execute(sql`${INSERT} ${torqueCountsSelect(anyOf(sql.raw('tr.unit_id'), unitIds))}`);
}

/** Recomputes a whole account or location (a broad change or a rebuild step). */
export async function refreshTorqueScope(db: Db, scope: { accountId: number } | { locationId: number }): Promise<void> {
  const [column, key] = 'accountId' in scope ? ['account_id', scope.accountId] : ['fleet_location_id', scope.locationId];
  await db.execute(sql`delete from report_torque_counts where ${sql.raw(column)} = ${key}`);
  await db.execute(sql`${INSERT} ${torqueCountsSelect(sql`${sql.raw(`tr.${column}`)} = ${key}`)}`);
}
