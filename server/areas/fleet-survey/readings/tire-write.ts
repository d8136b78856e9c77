import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SaveTireRequest } from '../../../../contract/fleet-survey/inspection';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query';
import type { EventTimes } from '../../../plugins/request-context';
import { axleConfigurationAxles, surveys, units, wearConditions } from '../../../db/schema';
import { anyOf, surveyFilter, type Scope } from '../../../tenancy';
import { unitReach } from '../survey-access';
import { placesOf } from './positions';

/*
 * save_tire in two statements, for the common case where every check passes. A technician's
 * tablet replays hundreds of readings after a day offline, and step by step a reading cost
 * about fifteen statements. When anything is off here (no such survey, a finished one, a
 * position the unit lacks...) these functions answer null and the caller runs the step-by-step
 * checks, which name the problem exactly as before: the refusals keep one implementation.
 */

export interface TireTarget {
  surveyId: number;
  unitId: number;
  accountId: number;
  positionClass: 'steer' | 'drive' | 'trail' | 'unknown';
  /** Bounds the reading's capture time below. */
  surveyDate: Date;
}

const uniqueIds = (ids: readonly number[]) => [...new Set(ids)];

/**
 * The survey (held shared, so it cannot be finished meanwhile), the unit (held for update:
 * writes to a unit's positions queue up behind each other), the axle of the position and the
 * wear conditions, checked in one statement. Null when a check fails.
 */
export async function lockTireTarget(db: Db, scope: Scope, body: SaveTireRequest): Promise<TireTarget | null> {
  const wearIds = uniqueIds(body.wear_condition_ids);
  const wearFound = wearIds.length === 0 ? sql`0` : sql`(select count(*)::int from ${wearConditions} where ${anyOf(wearConditions.id, wearIds)})`;
  const unitMatches = and(
    eq(units.id, body.unit_id),
    eq(units.accountId, surveys.accountId),
    isNull(units.deletedAt),
    unitReach(db, scope, { id: surveys.id, fleetLocationId: surveys.fleetLocationId }),
  );
  const axleMatches = and(eq(axleConfigurationAxles.axleConfigurationId, units.axleConfigurationId), eq(axleConfigurationAxles.axleNumber, body.axle_number));
  const [row] = await queryRows<{ status: string; survey_date: Date | string; account_id: number; tire_count: number | null; position_class: TireTarget['positionClass'] | null; wear_found: number }>(
    db,
    sql`select ${surveys.status} as status, ${surveys.surveyDate} as survey_date, ${units.accountId} as account_id, ${axleConfigurationAxles.tireCount} as tire_count,
          ${axleConfigurationAxles.positionClass} as position_class, ${wearFound} as wear_found
        from ${surveys}
        join ${units} on ${unitMatches}
        left join ${axleConfigurationAxles} on ${axleMatches}
        where ${and(eq(surveys.id, body.survey_id), isNull(surveys.deletedAt), surveyFilter(scope, surveys))}
        for share of ${surveys} for update of ${units}`,
  );
  if (!row || row.status !== 'open' || row.tire_count === null || row.position_class === null) return null;
  if (!placesOf(row.tire_count).includes(body.place) || row.wear_found !== wearIds.length) return null;
  return { surveyId: body.survey_id, unitId: body.unit_id, accountId: row.account_id, positionClass: row.position_class, surveyDate: new Date(row.survey_date) };
}

export interface WrittenReading {
  inspectionId: number;
  tireId: number;
  /** Null when `conflict`: nothing was written. */
  readingId: number | null;
  version: number | null;
  /** The position has a reading of this tire at another version than the request's. */
  conflict: boolean;
}

/**
 * The write of a reading in one statement, run after lockTireTarget (a statement of its own,
 * so this one reads what the lock holders committed): the unit's inspection and the
 * position's tire record are created when missing, the reading is inserted or, when the
 * version matches, updated, and its wear conditions replaced. A reading left by a tire replaced
 * since belongs to the removal record now; the new tire's first reading takes its place
 * without a version. On a conflict the caller throws, which rolls back the whole transaction.
 * Null when the inspection was created concurrently and is not visible yet.
 */
export async function writeTireReading(db: Db, target: TireTarget, body: SaveTireRequest, times: EventTimes): Promise<WrittenReading | null> {
  // Typed here: parameters in a select list would otherwise be taken for text.
  const surveyId = sql`${target.surveyId}::int`;
  const unitId = sql`${target.unitId}::int`;
  const axle = sql`${body.axle_number}::smallint`;
  const side = sql`${body.side}::tire_side`;
  const place = sql`${body.place}::tire_place`;
  const at = sql`${times.at.toISOString()}::timestamptz`;
  const received = sql`${times.receivedAt.toISOString()}::timestamptz`;
  const atPosition = sql`axle_number = ${axle} and side = ${side} and place = ${place}`;
  const wear = sql`${`{${uniqueIds(body.wear_condition_ids).join(',')}}`}::int[]`;
  const values = sql`${target.positionClass}::position_class, ${body.pressure_psi}::real, ${body.tread_depth_mm}::real, ${at}, ${received}`;
  const [row] = await queryRows<{ inspection_id: number; tire_id: number; reading_id: number | null; version: number | null; conflict: boolean }>(
    db,
    sql`with
      new_inspection as (
        insert into unit_inspections (survey_id, unit_id, inspected_at, received_at) values (${surveyId}, ${unitId}, ${at}, ${received})
        on conflict do nothing returning id),
      inspection as (
        select id from new_inspection
        union all select id from unit_inspections where survey_id = ${surveyId} and unit_id = ${unitId}),
      mounted as (
        select id, brand_id, product_line_id, tire_size_id, valve_type_id, is_retread from tires
        where unit_id = ${unitId} and status = 'mounted' and ${atPosition}
        order by id desc limit 1),
      new_tire as (
        insert into tires (account_id, unit_id, axle_number, side, place, status)
        select ${target.accountId}::int, ${unitId}, ${axle}, ${side}, ${place}, 'mounted'::tire_status from inspection
        where not exists (select 1 from mounted)
        returning id, brand_id, product_line_id, tire_size_id, valve_type_id, is_retread),
      tire as (select * from mounted union all select * from new_tire),
      existing as (
        select r.id, r.tire_id, r.version from tire_readings r join inspection i on r.unit_inspection_id = i.id
        where ${atPosition}),
      verdict as (
        select exists (
          select 1 from existing, tire
          where (existing.tire_id is null or existing.tire_id = tire.id) and existing.version is distinct from ${body.version ?? null}::int
        ) as conflict),
      updated as (
        update tire_readings r set (tire_id, position_class, pressure_psi, tread_depth_mm, read_at, received_at, brand_id, product_line_id, tire_size_id, valve_type_id, is_retread, version)
          = (tire.id, ${values}, tire.brand_id, tire.product_line_id, tire.tire_size_id, tire.valve_type_id, tire.is_retread, r.version + 1)
        from existing, tire, verdict
        where r.id = existing.id and not verdict.conflict
        returning r.id, r.version),
      inserted as (
        insert into tire_readings (unit_inspection_id, survey_id, unit_id, tire_id, axle_number, side, place, position_class, pressure_psi, tread_depth_mm, read_at, received_at,
          brand_id, product_line_id, tire_size_id, valve_type_id, is_retread)
        select i.id, ${surveyId}, ${unitId}, tire.id, ${axle}, ${side}, ${place}, ${values},
          tire.brand_id, tire.product_line_id, tire.tire_size_id, tire.valve_type_id, tire.is_retread
        from inspection i, tire
        where not exists (select 1 from existing)
        returning id, version),
      reading as (select id, version from updated union all select id, version from inserted),
      -- The conditions the request no longer names go; those it adds come (an unchanged one stays).
      dropped_wear as (
        delete from tire_reading_wear_conditions w using updated
        where w.tire_reading_id = updated.id and w.wear_condition_id <> all(${wear})),
      added_wear as (
        insert into tire_reading_wear_conditions (tire_reading_id, wear_condition_id)
        select reading.id, unnest(${wear}) from reading
        on conflict do nothing)
    select i.id as inspection_id, tire.id as tire_id, reading.id as reading_id, reading.version, verdict.conflict
    from inspection i cross join tire cross join verdict left join reading on true`,
  );
  if (!row) return null;
  return { inspectionId: row.inspection_id, tireId: row.tire_id, readingId: row.reading_id, version: row.version, conflict: row.conflict };
}
