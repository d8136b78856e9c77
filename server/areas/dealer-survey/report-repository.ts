import { sql, type SQL } from 'drizzle-orm';
import type { DealerReportType, ReportDealerRow } from '../../../contract/dealer-survey';
import { formatUsDate } from '../../../contract/date-ranges';
import type { Db } from '../../db/client';
import { reportRows } from '../../db/query';
import { dealers, surveys, unitTypes } from '../../db/schema';
import { anyOf } from '../../tenancy';
import { LEVEL_CODE, pressureLevelSql, SPEC, SPEC_CTES, specJoinsSql, treadLevelSql } from '../../tire-exceptions/level-sql';
import { unitKindOf } from '../fleet-survey/units/unit-repository';

const col = (name: string) => sql.raw(name);

/** Unit types counted as trucks and as trailers, by the fleet survey's reading of type codes and names. */
export async function unitKindIds(db: Db): Promise<{ trucks: number[]; trailers: number[] }> {
  const types = await db.select({ id: unitTypes.id, code: unitTypes.code, name: unitTypes.name }).from(unitTypes);
  return {
    trucks: types.filter((type) => unitKindOf(type) === 'tractor').map((type) => type.id),
    trailers: types.filter((type) => unitKindOf(type) === 'trailer').map((type) => type.id),
  };
}

/**
 * `rows`: one row per survey matching `where` (a condition on surveys joined to dealers) with
 * its counts. A reading is an exception when its pressure or tread level is warning or worse
 * (the fleet survey's rule); readings go through the index on tire_readings(survey_id).
 */
function rowCtes(where: SQL, kinds: { trucks: number[]; trailers: number[] }): SQL {
  const pl = pressureLevelSql(col('rd.p'), SPEC.target, SPEC.maxPressure);
  const tl = treadLevelSql(col('rd.t'), col('rd.cls'), SPEC.min, SPEC.warn);
  return sql`s as (
      select ${surveys.id} as id, ${surveys.surveyDate} as survey_date, ${surveys.accountId} as account_id,
        ${surveys.fleetLocationId} as fleet_location_id, ${surveys.dealerId} as dealer_id, ${surveys.surveyByUserId} as survey_by_user_id
      from ${surveys} left join ${dealers} on ${dealers.id} = ${surveys.dealerId}
      where ${where}
    ),
    rd as (
      select tr.survey_id, tr.unit_inspection_id, s.fleet_location_id as loc, tr.position_class::text as cls, tr.tire_size_id as size,
        tr.pressure_psi::float8 as p, tr.tread_depth_mm::float8 as t
      from s join tire_readings tr on tr.survey_id = s.id
    ),
    ${SPEC_CTES},
    inspections as (
      select rd.survey_id, rd.unit_inspection_id, count(*) as tires,
        count(*) filter (where greatest(${pl}, ${tl}) >= ${sql.raw(String(LEVEL_CODE.warning))}) as exceptions
      from rd ${specJoinsSql('rd')}
      group by rd.survey_id, rd.unit_inspection_id
    ),
    tire_counts as (
      select survey_id, sum(tires) as tires, sum(exceptions) as exceptions, count(*) filter (where exceptions > 0) as units_with_exceptions
      from inspections group by survey_id
    ),
    unit_counts as (
      select ui.survey_id, count(*) as units,
        count(*) filter (where ${anyOf(col('u.unit_type_id'), kinds.trucks)}) as trucks,
        count(*) filter (where ${anyOf(col('u.unit_type_id'), kinds.trailers)}) as trailers
      from s join unit_inspections ui on ui.survey_id = s.id join units u on u.id = ui.unit_id
      group by ui.survey_id
    ),
    readiness as (
      select trc.survey_id, count(*) as total, count(*) filter (where trc.passed) as passed
      from s join trailer_readiness_checks trc on trc.survey_id = s.id
      group by trc.survey_id
    ),
    rows as (
      select s.id as survey_id, s.survey_date, fl.name as fleet_location, usr.first_name || ' ' || usr.last_name as survey_by, a.name as fleet_name,
        case when d.id is null then null else d.name || ' (' || d.city || ', ' || d.state || ')' end as dealer_location,
        coalesce(tc.tires, 0)::int as total_tires, coalesce(uc.units, 0)::int as total_units,
        coalesce(tc.exceptions, 0)::int as exceptions, coalesce(tc.units_with_exceptions, 0)::int as units_with_exceptions,
        coalesce(uc.trucks, 0)::int as trucks, coalesce(uc.trailers, 0)::int as trailers,
        coalesce(rc.total, 0)::int as readiness_total, coalesce(rc.passed, 0)::int as readiness_passed,
        rc.passed::float8 / nullif(rc.total, 0) as readiness_share
      from s
      join fleet_locations fl on fl.id = s.fleet_location_id
      join accounts a on a.id = s.account_id
      join users usr on usr.id = s.survey_by_user_id
      left join dealers d on d.id = s.dealer_id
      left join tire_counts tc on tc.survey_id = s.id
      left join unit_counts uc on uc.survey_id = s.id
      left join readiness rc on rc.survey_id = s.id
    )`;
}

/** Sort columns of `rows` by order_by code (contract DEALER_SURVEY_ORDER; 0 = survey date). */
const ORDER_COLUMNS: Record<number, string> = {
  0: 'survey_date',
  1: 'survey_date',
  2: 'fleet_location',
  3: 'survey_by',
  4: 'fleet_name',
  5: 'dealer_location',
  6: 'total_tires',
  7: 'total_units',
  8: 'exceptions',
  9: 'readiness_share',
};

const TYPE_FILTERS: Record<DealerReportType, SQL> = {
  all: sql.raw('true'),
  exceptions: sql.raw('exceptions > 0'),
  trailer_readiness: sql.raw('readiness_total > 0'),
};

export interface DealerQuery {
  reportType: DealerReportType;
  orderBy: number;
  desc: boolean;
}

function orderSql(alias: string, query: DealerQuery): SQL {
  const direction = query.desc ? 'desc' : 'asc';
  return sql.raw(`${alias}.${ORDER_COLUMNS[query.orderBy] ?? 'survey_date'} ${direction}, ${alias}.survey_id ${direction}`);
}

export interface DealerSummary {
  surveys: number;
  tires: number;
  units: number;
  units_with_exceptions: number;
  total_of_trucks_surveyed: number;
  total_of_trailers_surveyed: number;
  exceptions: number;
}

const SUMMARY = sql.raw(`count(*)::int as s_surveys, coalesce(sum(total_tires), 0)::int as s_tires, coalesce(sum(total_units), 0)::int as s_units,
  coalesce(sum(units_with_exceptions), 0)::int as s_units_with_exceptions, coalesce(sum(trucks), 0)::int as s_trucks,
  coalesce(sum(trailers), 0)::int as s_trailers, coalesce(sum(exceptions), 0)::int as s_exceptions`);

const toSummary = (row: Record<string, unknown> | undefined): DealerSummary => ({
  surveys: Number(row?.s_surveys ?? 0),
  tires: Number(row?.s_tires ?? 0),
  units: Number(row?.s_units ?? 0),
  units_with_exceptions: Number(row?.s_units_with_exceptions ?? 0),
  total_of_trucks_surveyed: Number(row?.s_trucks ?? 0),
  total_of_trailers_surveyed: Number(row?.s_trailers ?? 0),
  exceptions: Number(row?.s_exceptions ?? 0),
});

function toRow(row: Record<string, unknown>): ReportDealerRow {
  const total = Number(row.readiness_total);
  return {
    survey_id: Number(row.survey_id),
    fleet_location: String(row.fleet_location),
    survey_date: formatUsDate(new Date(row.survey_date as string | Date)),
    survey_by: String(row.survey_by),
    fleet_name: String(row.fleet_name),
    dealer_location: row.dealer_location === null ? null : String(row.dealer_location),
    total_tires: Number(row.total_tires),
    total_units: Number(row.total_units),
    exceptions: Number(row.exceptions),
    units_with_exceptions: Number(row.units_with_exceptions),
    trailer_readiness: total > 0 ? `${Number(row.readiness_passed)}/${total}` : null,
  };
}

/** One page and the summary over every matching survey, in one statement. */
export async function dealerReportPage(db: Db, where: SQL, query: DealerQuery, page: { page_number: number; page_size: number }) {
  const kinds = await unitKindIds(db);
  const offset = (page.page_number - 1) * page.page_size;
  const rows = await reportRows<Record<string, unknown>>(
    db,
    sql`with ${rowCtes(where, kinds)},
      filtered as (select * from rows where ${TYPE_FILTERS[query.reportType]}),
      summary as (select ${SUMMARY} from filtered)
    select summary.*, p.* from summary
    left join lateral (select * from filtered f order by ${orderSql('f', query)} limit ${page.page_size} offset ${offset}) p on true
    order by ${orderSql('p', query)}`,
  );
  return { summary: toSummary(rows[0]), rows: rows.filter((row) => row.survey_id !== null && row.survey_id !== undefined).map(toRow) };
}

/** Every matching survey in table order, with the summary, for the list files. */
export async function allDealerRows(db: Db, where: SQL, query: DealerQuery) {
  const kinds = await unitKindIds(db);
  const rows = await reportRows<Record<string, unknown>>(
    db,
    sql`with ${rowCtes(where, kinds)}, filtered as (select * from rows where ${TYPE_FILTERS[query.reportType]})
    select f.*, s.* from filtered f cross join (select ${SUMMARY} from filtered) s
    order by ${orderSql('f', query)}`,
  );
  return { summary: toSummary(rows[0]), rows: rows.map(toRow) };
}
