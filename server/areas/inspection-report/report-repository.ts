import { sql, type SQL } from 'drizzle-orm';
import { formatUsDate } from '../../../contract/date-ranges';
import type { DealerReportType } from '../../../contract/dealer-survey';
import type { InspectionReportRow, InspectionSummary } from '../../../contract/inspection-report';
import type { Db } from '../../db/client';
import { reportRows } from '../../db/query';
import { accounts, fleetLocations, reportSurveyCounts } from '../../db/schema';
import { refreshNarrowChanges } from '../../reporting/refresh';
import { unitKindIds, type UnitKindIds } from '../../reporting/survey-counts';
import { anyOf } from '../../tenancy';
import type { InspectionFilter } from './report-filter';

const TYPE_FILTERS: Record<DealerReportType, SQL> = {
  all: sql.raw('true'),
  exceptions: sql`${reportSurveyCounts.exceptions} > 0`,
  trailer_readiness: sql`${reportSurveyCounts.readinessTotal} > 0`,
};

/** Sort columns of `filtered` by order_by code (contract INSPECTION_ORDER; 0 = survey date). */
const ORDER_COLUMNS: Record<number, string> = {
  0: 'survey_date',
  1: 'survey_date',
  2: 'fleet_location_name',
  3: 'survey_by',
  4: 'fleet_name',
  5: 'company',
  6: 'total_tires',
  7: 'total_units',
  8: 'exceptions',
  9: 'readiness_share',
  10: 'tractors_pct',
  11: 'trailers_pct',
};

export interface InspectionQuery {
  reportType: DealerReportType;
  orderBy: number;
  desc: boolean;
}

/** Order codes that sort by a name: the page is cut from the named rows. */
const BY_NAME = new Set([2, 3, 4, 5]);
/** Order codes that sort by a share of the location's units: the page is cut after the location's counts join. */
const BY_LOCATION_SHARE = new Set([10, 11]);

/** Rows of `source` with the names of their fleet, location, surveying dealer and user. */
const withNames = (source: SQL) => sql`select f.*, a.name as fleet_name, fl.name as fleet_location_name, fl.code as fleet_location,
    d.name as company, usr.first_name || ' ' || usr.last_name as survey_by
  from ${source} f join accounts a on a.id = f.account_id join fleet_locations fl on fl.id = f.fleet_location_id
    join users usr on usr.id = f.survey_by_user_id left join dealers d on d.id = f.dealer_id`;

/** Rows of `source` with their location's tractors and trailers today and the shares of them surveyed. */
const withLocationShares = (source: SQL) => sql`select m.*, coalesce(loc.tractors, 0) as tractor_units_count, coalesce(loc.trailers, 0) as trailer_units_count,
    round(100.0 * m.trucks / nullif(loc.tractors, 0), 1)::float8 as tractors_pct,
    round(100.0 * m.trailers / nullif(loc.trailers, 0), 1)::float8 as trailers_pct
  from ${source} m left join loc on loc.fleet_location_id = m.fleet_location_id`;

/**
 * One page, cut as early as its order allows: the names and the location's shares are joined
 * to the page's rows only, not to every matched survey (a year over every fleet is 54 thousand).
 */
function pageOf(query: InspectionQuery, limit: number, offset: number): SQL {
  const cut = (source: string) => sql`(select * from ${sql.raw(source)} f order by ${orderSql('f', query)} limit ${limit} offset ${offset})`;
  if (BY_NAME.has(query.orderBy)) return sql`select * from named f order by ${orderSql('f', query)} limit ${limit} offset ${offset}`;
  if (BY_LOCATION_SHARE.has(query.orderBy)) return withNames(cut('filtered'));
  return withNames(sql`(${withLocationShares(cut('matched'))})`);
}

function orderSql(alias: string, query: InspectionQuery): SQL {
  const direction = query.desc ? 'desc' : 'asc';
  // Surveys without a percentage (a location with no tractors) sort last either way.
  return sql.raw(`${alias}.${ORDER_COLUMNS[query.orderBy] ?? 'survey_date'} ${direction} nulls last, ${alias}.survey_id ${direction}`);
}

/**
 * The units the matched surveys inspected (`inspected`) and, of those, the live ones at the
 * matched locations today (`inspected_here`). From the surveys' bit sets (migration 0029): the
 * words OR-ed per word number, their set bits counted, and AND-ed with the same words of the
 * live units at those locations. `direct` counts every matched inspection instead.
 *
 * The two arrays are unnested side by side in the select list (pairing their elements as
 * unnest(a, b) does, both being as long): for the 84 thousand words of a year over every fleet
 * that takes about half the time of a lateral unnest(a, b), a function scan per survey.
 */
function inspectedUnits(direct: boolean): SQL {
  if (!direct) {
    return sql`seen as materialized (
      select word, bit_or(bits) as bits from (select unnest(unit_words) as word, unnest(unit_bits) as bits from matched) w group by word
    ),
    here as materialized (select word, bit_or(bits) as bits from live group by word),
    inspected as materialized (
      select (select coalesce(sum(bit_count(bits::bit(64))), 0) from seen) as inspected,
        (select coalesce(sum(bit_count((seen.bits & here.bits)::bit(64))), 0) from seen join here on here.word = seen.word) as inspected_here
    )`;
  }
  return sql`seen as materialized (
      select distinct ic.unit_id from report_inspection_counts ic where ic.survey_id in (select survey_id from matched)
    ),
    inspected as materialized (
      select (select count(*) from seen) as inspected,
        (select count(*) from units u where u.deleted_at is null and u.fleet_location_id in (select fleet_location_id from loc)
          and exists (select 1 from seen where seen.unit_id = u.id)) as inspected_here
    )`;
}

/**
 * The live units at the matched locations today, per location, unit type and word of ids: the
 * roll-up kept by the reporting layer (server/reporting/live-units.ts), or grouped from the units
 * themselves when `direct`.
 */
function liveUnits(direct: boolean): SQL {
  if (!direct) {
    return sql`select fleet_location_id, unit_type_id, word, units, bits from report_live_unit_words
      where fleet_location_id in (select distinct fleet_location_id from matched)`;
  }
  return sql`select u.fleet_location_id, u.unit_type_id, u.id >> 6 as word, count(*)::int as units, bit_or(1::bigint << (u.id & 63)) as bits
    from units u where u.deleted_at is null and u.fleet_location_id in (select distinct fleet_location_id from matched)
    group by 1, 2, 3`;
}

/**
 * `matched`: the surveys matching the filter and the report type, with their counts, read from
 * report_survey_counts alone (server/reporting/survey-counts.ts says how they are counted: never
 * the readings themselves; it copies the survey columns the filter reads, migration 0031), joined
 * to their account and location only where the filter reads them (a survey's always exist). A
 * survey is listed once the reporting layer has its row: at once for a survey written since
 * (every report drains the narrow changes first), after a rebuild once its account is done.
 * `live`: the live units at the matched locations today (liveUnits), summed per location (`loc`:
 * tractors, trailers and units) and OR-ed per word of unit ids (`here`). `inspected`: the units
 * the matched surveys inspected, in all and at those locations.
 */
function ctes(filter: InspectionFilter, reportType: DealerReportType, kinds: UnitKindIds, direct: boolean): SQL {
  const sc = reportSurveyCounts;
  return sql`matched as materialized (
      select ${sc.surveyId} as survey_id, ${sc.surveyDate} as survey_date, ${sc.fleetLocationId} as fleet_location_id,
        ${sc.surveyByUserId} as survey_by_user_id, ${sc.dealerId} as dealer_id, ${sc.accountId} as account_id,
        ${sc.totalTires} as total_tires, ${sc.totalUnits} as total_units, ${sc.exceptions} as exceptions,
        ${sc.unitsWithExceptions} as units_with_exceptions, ${sc.trucks} as trucks, ${sc.trailers} as trailers,
        ${sc.readinessTotal} as readiness_total, ${sc.readinessPassed} as readiness_passed, ${sc.readinessShare} as readiness_share,
        ${sc.unitWords} as unit_words, ${sc.unitBits} as unit_bits
      from ${sc}
      ${filter.reads.accounts ? sql`join ${accounts} on ${accounts.id} = ${sc.accountId}` : sql``}
      ${filter.reads.locations ? sql`join ${fleetLocations} on ${fleetLocations.id} = ${sc.fleetLocationId}` : sql``}
      where ${filter.where} and ${TYPE_FILTERS[reportType]}
    ),
    live as materialized (${liveUnits(direct)}),
    loc as materialized (
      select fleet_location_id, sum(units)::int as units,
        coalesce(sum(units) filter (where ${anyOf(sql.raw('unit_type_id'), kinds.trucks)}), 0)::int as tractors,
        coalesce(sum(units) filter (where ${anyOf(sql.raw('unit_type_id'), kinds.trailers)}), 0)::int as trailers
      from live group by fleet_location_id
    ),
    ${inspectedUnits(direct)},
    filtered as not materialized (${withLocationShares(sql`matched`)}),
    named as not materialized (${withNames(sql`filtered`)}),
    summary as (
      select count(*)::int as s_surveys, coalesce(sum(total_tires), 0)::int as s_tires, coalesce(sum(total_units), 0)::int as s_units,
        coalesce(sum(units_with_exceptions), 0)::int as s_units_with_exceptions, coalesce(sum(trucks), 0)::int as s_trucks,
        coalesce(sum(trailers), 0)::int as s_trailers, coalesce(sum(exceptions), 0)::int as s_exceptions,
        (select inspected from inspected)::int as s_inspected,
        (select coalesce(sum(units), 0) from loc)::int as s_fleet_vehicles,
        ((select coalesce(sum(units), 0) from loc) - (select inspected_here from inspected))::int as s_not_inspected
      from matched
    )`;
}

const num = (value: unknown) => Number(value ?? 0);

function toSummary(row: Record<string, unknown> | undefined): InspectionSummary {
  return {
    surveys: num(row?.s_surveys),
    tires: num(row?.s_tires),
    units: num(row?.s_units),
    units_with_exceptions: num(row?.s_units_with_exceptions),
    exceptions: num(row?.s_exceptions),
    total_of_trucks_surveyed: num(row?.s_trucks),
    total_of_trailers_surveyed: num(row?.s_trailers),
    inspected_units: num(row?.s_inspected),
    not_inspected_units: num(row?.s_not_inspected),
    inspections: num(row?.s_units),
    inspected_vehicles: num(row?.s_inspected),
    fleet_vehicles: num(row?.s_fleet_vehicles),
  };
}

const percent = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function toRow(row: Record<string, unknown>): InspectionReportRow {
  const total = num(row.readiness_total);
  return {
    survey_id: num(row.survey_id),
    fleet_location_name: String(row.fleet_location_name),
    fleet_location: String(row.fleet_location),
    survey_date: formatUsDate(new Date(row.survey_date as string | Date)),
    company: row.company === null || row.company === undefined ? null : String(row.company),
    fleet_name: String(row.fleet_name),
    survey_by: String(row.survey_by),
    total_tires: num(row.total_tires),
    total_units: num(row.total_units),
    exceptions: num(row.exceptions),
    units_with_exceptions: num(row.units_with_exceptions),
    tractor_units_count: num(row.tractor_units_count),
    trailer_units_count: num(row.trailer_units_count),
    tractors_surveyed_percentage: percent(row.tractors_pct),
    trailers_surveyed_percentage: percent(row.trailers_pct),
    trailer_readiness: total > 0 ? `${num(row.readiness_passed)}/${total}` : null,
  };
}

/** One page and the summary over every matching survey, in one statement. */
export async function inspectionReportPage(
  db: Db,
  filter: InspectionFilter,
  query: InspectionQuery,
  page: { page_number: number; page_size: number },
  options: { direct?: boolean } = {},
) {
  await refreshNarrowChanges(db);
  const kinds = await unitKindIds(db);
  const offset = (page.page_number - 1) * page.page_size;
  const rows = await reportRows<Record<string, unknown>>(
    db,
    sql`with ${ctes(filter, query.reportType, kinds, options.direct ?? false)}
    select summary.*, p.* from summary
    left join lateral (${pageOf(query, page.page_size, offset)}) p on true
    order by ${orderSql('p', query)}`,
  );
  return { summary: toSummary(rows[0]), rows: rows.filter((row) => row.survey_id !== null && row.survey_id !== undefined).map(toRow) };
}

/** Every matching survey in table order, with the summary, for the list files. */
export async function allInspectionRows(db: Db, filter: InspectionFilter, query: InspectionQuery) {
  await refreshNarrowChanges(db);
  const kinds = await unitKindIds(db);
  const rows = await reportRows<Record<string, unknown>>(
    db,
    sql`with ${ctes(filter, query.reportType, kinds, false)}
    select summary.*, f.* from summary left join named f on true
    order by ${orderSql('f', query)}`,
  );
  return { summary: toSummary(rows[0]), rows: rows.filter((row) => row.survey_id !== null && row.survey_id !== undefined).map(toRow) };
}
