import { sql, type SQL } from 'drizzle-orm';
import type { UnitEventType } from '../../../contract/unit-history';
import { serviceCalls, surveys } from '../../db/schema';
import { anyOf, locationFilter, surveyFilter, type Scope } from '../../tenancy';

/*
 * The four sources of a unit's history as SQL branches over the chosen units. Each branch
 * starts from an index on the unit (unit_inspections.unit_id, then tire_readings by
 * inspection through its unique index, removed_tires.unit_id, service_calls (unit_id,
 * called_at)), so a request reads the chosen units' rows and nothing else.
 *
 * Order within a unit (newest first): an inspection's group (the survey row, its readings by
 * axle, side and place, then the tires removed in it), a removal outside an inspection and a
 * service call each its own group, groups by time. The sort keys are columns of every branch.
 */

/** Rows of one branch: the tables and conditions (for counts) and the joins and columns (for rows). */
interface Branch {
  type: UnitEventType;
  from: SQL;
  where: SQL;
  joins: SQL;
  columns: SQL;
}

export interface EventFilter {
  unitIds: readonly number[];
  /** Events after this instant are left out (a generated report reads the history as of its making). */
  asOf?: Date | null;
  types?: readonly UnitEventType[];
}

const surveyScope = (scope: Scope) =>
  surveyFilter(scope, { accountId: surveys.accountId, fleetLocationId: surveys.fleetLocationId, dealerId: surveys.dealerId }) ?? sql`true`;

/** A dealer sees the service calls it made, as it sees the surveys it made; customers their locations' calls. */
function serviceScope(scope: Scope): SQL {
  if (scope.kind === 'dealer') return scope.dealerId === null ? sql`false` : sql`${serviceCalls.dealerId} = ${scope.dealerId}`;
  return locationFilter(scope, { accountId: serviceCalls.accountId, locationId: serviceCalls.fleetLocationId }) ?? sql`true`;
}

const until = (column: SQL, asOf: Date | null | undefined) => (asOf ? sql` and ${column} <= ${asOf.toISOString()}::timestamptz` : sql``);

const productJoins = (table: string) =>
  sql.raw(`left join brands on brands.id = ${table}.brand_id
    left join product_lines on product_lines.id = ${table}.product_line_id
    left join tire_sizes on tire_sizes.id = ${table}.tire_size_id`);

const NO_TIRE = `null::real as pressure_psi, null::real as tread_depth_mm, null::text as brand, null::text as product_line,
  null::text as tire_size, null::text as serial_number, null::boolean as is_retread, null::text as valve, null::text as position_class`;

function branches(scope: Scope, filter: EventFilter): Branch[] {
  const units = anyOf(sql.raw('unit_inspections.unit_id'), filter.unitIds);
  const inSurveys = sql`surveys.deleted_at is null and ${surveyScope(scope)}`;
  const all: Branch[] = [
    {
      type: 'survey',
      from: sql`unit_inspections join surveys on surveys.id = unit_inspections.survey_id`,
      where: sql`${units} and ${inSurveys}${until(sql.raw('unit_inspections.inspected_at'), filter.asOf)}`,
      joins: sql.raw(`join fleet_locations on fleet_locations.id = surveys.fleet_location_id join users on users.id = surveys.survey_by_user_id`),
      columns: sql.raw(`unit_inspections.unit_id, 'survey' as event_type, unit_inspections.id as event_id, unit_inspections.inspected_at as event_at,
        unit_inspections.inspected_at as sort_at, 0 as group_kind, unit_inspections.id as group_id, 0 as rank,
        null::int as axle, null::text as side, null::text as place, surveys.id as survey_id, fleet_locations.name as location_name,
        trim(users.first_name || ' ' || users.last_name) as performed_by, ${NO_TIRE},
        unit_inspections.mileage, unit_inspections.hours, coalesce(unit_inspections.comments, '') as base_details, null::numeric as cost,
        null::timestamptz as rolled_at, null::text as replaced_by`),
    },
    {
      type: 'reading',
      from: sql`unit_inspections join surveys on surveys.id = unit_inspections.survey_id join tire_readings on tire_readings.unit_inspection_id = unit_inspections.id`,
      where: sql`${units} and ${inSurveys}${until(sql.raw('unit_inspections.inspected_at'), filter.asOf)}`,
      joins: sql.join([
        sql.raw(`join fleet_locations on fleet_locations.id = surveys.fleet_location_id join users on users.id = surveys.survey_by_user_id
          left join tires on tires.id = tire_readings.tire_id left join valve_types on valve_types.id = tire_readings.valve_type_id`),
        productJoins('tire_readings'),
      ], sql` `),
      columns: sql.raw(`unit_inspections.unit_id, 'reading' as event_type, tire_readings.id as event_id, tire_readings.read_at as event_at,
        unit_inspections.inspected_at as sort_at, 0 as group_kind, unit_inspections.id as group_id, 1 as rank,
        tire_readings.axle_number::int as axle, tire_readings.side::text as side, tire_readings.place::text as place,
        surveys.id as survey_id, fleet_locations.name as location_name, trim(users.first_name || ' ' || users.last_name) as performed_by,
        tire_readings.pressure_psi, tire_readings.tread_depth_mm, brands.name as brand, product_lines.name as product_line,
        tire_sizes.size as tire_size, tires.serial_number, tire_readings.is_retread, valve_types.name as valve,
        tire_readings.position_class::text as position_class, null::int as mileage, null::int as hours,
        '' as base_details,
        null::numeric as cost, null::timestamptz as rolled_at, null::text as replaced_by`),
    },
    {
      type: 'removal',
      from: sql`removed_tires join surveys on surveys.id = removed_tires.survey_id left join unit_inspections on unit_inspections.id = removed_tires.unit_inspection_id`,
      where: sql`${anyOf(sql.raw('removed_tires.unit_id'), filter.unitIds)} and ${inSurveys}${until(sql.raw('removed_tires.removed_at'), filter.asOf)}`,
      joins: sql.join([
        sql.raw(`join fleet_locations on fleet_locations.id = surveys.fleet_location_id join users on users.id = surveys.survey_by_user_id
          left join tires on tires.id = removed_tires.tire_id left join tires as replacement on replacement.id = removed_tires.replaced_by_tire_id`),
        productJoins('removed_tires'),
      ], sql` `),
      columns: sql.raw(`removed_tires.unit_id, 'removal' as event_type, removed_tires.id as event_id, removed_tires.removed_at as event_at,
        coalesce(unit_inspections.inspected_at, removed_tires.removed_at) as sort_at,
        case when unit_inspections.id is null then 1 else 0 end as group_kind, coalesce(unit_inspections.id, removed_tires.id) as group_id, 2 as rank,
        removed_tires.axle_number::int as axle, removed_tires.side::text as side, removed_tires.place::text as place,
        surveys.id as survey_id, fleet_locations.name as location_name, trim(users.first_name || ' ' || users.last_name) as performed_by,
        null::real as pressure_psi, removed_tires.tread_depth_mm, brands.name as brand, product_lines.name as product_line,
        tire_sizes.size as tire_size, tires.serial_number, tires.is_retread, null::text as valve, null::text as position_class,
        removed_tires.odometer as mileage, removed_tires.hours,
        coalesce(removed_tires.comments, '') as base_details,
        null::numeric as cost, null::timestamptz as rolled_at, replacement.serial_number as replaced_by`),
    },
    {
      type: 'service',
      from: sql`service_calls`,
      where: sql`${anyOf(sql.raw('service_calls.unit_id'), filter.unitIds)} and ${serviceScope(scope)}${until(sql.raw('service_calls.called_at'), filter.asOf)}`,
      joins: sql.raw(`join fleet_locations on fleet_locations.id = service_calls.fleet_location_id join dealers on dealers.id = service_calls.dealer_id`),
      columns: sql.raw(`service_calls.unit_id, 'service' as event_type, service_calls.id as event_id, service_calls.called_at as event_at,
        service_calls.called_at as sort_at, 2 as group_kind, service_calls.id as group_id, 0 as rank,
        null::int as axle, null::text as side, null::text as place, null::int as survey_id, fleet_locations.name as location_name,
        dealers.name as performed_by, null::real as pressure_psi, null::real as tread_depth_mm, null::text as brand, null::text as product_line,
        null::text as tire_size, null::text as serial_number, null::boolean as is_retread, null::text as valve,
        service_calls.wheel_position::text as position_class, null::int as mileage, null::int as hours,
        concat_ws(', ', service_calls.call_type::text, service_calls.place::text, service_calls.state) as base_details,
        service_calls.total_cost as cost, service_calls.rolled_at, null::text as replaced_by`),
    },
  ];
  return filter.types ? all.filter((branch) => filter.types!.includes(branch.type)) : all;
}

const DETAILS = sql.raw(`case events.event_type
    when 'reading' then coalesce((select string_agg(wear_conditions.name, ', ' order by wear_conditions.name) from tire_reading_wear_conditions
      join wear_conditions on wear_conditions.id = tire_reading_wear_conditions.wear_condition_id where tire_reading_wear_conditions.tire_reading_id = events.event_id), '')
    when 'removal' then concat_ws('; ',
      (select string_agg(removal_reasons.name, ', ' order by removal_reasons.name) from removed_tire_reasons
        join removal_reasons on removal_reasons.id = removed_tire_reasons.removal_reason_id where removed_tire_reasons.removed_tire_id = events.event_id),
      (select string_agg(wear_conditions.name, ', ' order by wear_conditions.name) from removed_tire_wear_conditions
        join wear_conditions on wear_conditions.id = removed_tire_wear_conditions.wear_condition_id where removed_tire_wear_conditions.removed_tire_id = events.event_id),
      nullif(events.base_details, ''))
    else events.base_details end`);

/** Events per unit, by type: every count is read from the unit's indexes. */
export function eventCountsQuery(scope: Scope, filter: EventFilter): SQL {
  const parts = branches(scope, filter).map(
    (branch) => sql`select ${sql.raw(branch.type === 'service' ? 'service_calls.unit_id' : branch.type === 'removal' ? 'removed_tires.unit_id' : 'unit_inspections.unit_id')} as unit_id,
      ${branch.type}::text as event_type, count(*)::int as events from ${branch.from} where ${branch.where} group by 1`,
  );
  return sql.join(parts, sql` union all `);
}

/**
 * The events of the chosen units in report order: the units in the order given (the caller
 * sorts them by number), newest groups first. `limit`/`offset` page within these units.
 */
export function eventRowsQuery(scope: Scope, filter: EventFilter, page?: { limit: number; offset: number }): SQL {
  const parts = branches(scope, filter).map((branch) => sql`select ${branch.columns} from ${branch.from} ${branch.joins} where ${branch.where}`);
  const order = `{${filter.unitIds.join(',')}}`;
  // Wear conditions and removal reasons are looked up in the outer list, which PostgreSQL
  // evaluates after the sort and limit: for the page's rows only.
  return sql`select events.*, ${DETAILS} as details from (${sql.join(parts, sql` union all `)}) as events
    order by array_position(${order}::int[], events.unit_id), events.sort_at desc, events.group_kind, events.group_id desc, events.rank,
      events.axle nulls first, events.side, events.place, events.event_id
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}
