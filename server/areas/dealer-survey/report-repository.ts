import { sql, type SQL } from 'drizzle-orm';
import type { DealerReportType, ReportDealerRow } from '../../../contract/dealer-survey';
import { formatUsDate } from '../../../contract/date-ranges';
import type { Db } from '../../db/client';
import { reportRows } from '../../db/query';
import { dealers, surveys } from '../../db/schema';
import { refreshNarrowChanges } from '../../reporting/refresh';

/**
 * `matched`: the surveys matching `where` (a condition on surveys joined to dealers) and the
 * report type, with their counts read from report_survey_counts (server/reporting/survey-counts.ts
 * says how they are counted), which the writes of the survey keep up to date. `filtered`: the
 * same with the names the table shows and sorts by. Neither is materialized: the summary sums
 * `matched` without the name joins, and the page joins the names before its top-N sort.
 */
function rowCtes(where: SQL, reportType: DealerReportType): SQL {
  return sql`matched as not materialized (
      select * from (
        select ${surveys.id} as survey_id, ${surveys.surveyDate} as survey_date, ${surveys.fleetLocationId} as fleet_location_id,
          ${surveys.accountId} as account_id, ${surveys.surveyByUserId} as survey_by_user_id,
          case when ${dealers.id} is null then null else ${dealers.name} || ' (' || ${dealers.city} || ', ' || ${dealers.state} || ')' end as dealer_location,
          coalesce(sc.total_tires, 0) as total_tires, coalesce(sc.total_units, 0) as total_units,
          coalesce(sc.exceptions, 0) as exceptions, coalesce(sc.units_with_exceptions, 0) as units_with_exceptions,
          coalesce(sc.trucks, 0) as trucks, coalesce(sc.trailers, 0) as trailers,
          coalesce(sc.readiness_total, 0) as readiness_total, coalesce(sc.readiness_passed, 0) as readiness_passed, sc.readiness_share
        from ${surveys}
        left join ${dealers} on ${dealers.id} = ${surveys.dealerId}
        left join report_survey_counts sc on sc.survey_id = ${surveys.id}
        where ${where}
      ) m
      where ${TYPE_FILTERS[reportType]}
    ),
    filtered as not materialized (
      select m.*, fl.name as fleet_location, usr.first_name || ' ' || usr.last_name as survey_by, a.name as fleet_name
      from matched m
      join fleet_locations fl on fl.id = m.fleet_location_id
      join accounts a on a.id = m.account_id
      join users usr on usr.id = m.survey_by_user_id
    )`;
}

/** Sort columns of `filtered` by order_by code (contract DEALER_SURVEY_ORDER; 0 = survey date). */
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
  await refreshNarrowChanges(db);
  const offset = (page.page_number - 1) * page.page_size;
  const rows = await reportRows<Record<string, unknown>>(
    db,
    sql`with ${rowCtes(where, query.reportType)},
      summary as (select ${SUMMARY} from matched)
    select summary.*, p.* from summary
    left join lateral (select * from filtered f order by ${orderSql('f', query)} limit ${page.page_size} offset ${offset}) p on true
    order by ${orderSql('p', query)}`,
  );
  return { summary: toSummary(rows[0]), rows: rows.filter((row) => row.survey_id !== null && row.survey_id !== undefined).map(toRow) };
}

/** Every matching survey in table order, with the summary, for the list files. */
export async function allDealerRows(db: Db, where: SQL, query: DealerQuery) {
  await refreshNarrowChanges(db);
  const rows = await reportRows<Record<string, unknown>>(
    db,
    sql`with ${rowCtes(where, query.reportType)}
    select f.*, s.* from filtered f cross join (select ${SUMMARY} from matched) s
    order by ${orderSql('f', query)}`,
  );
  return { summary: toSummary(rows[0]), rows: rows.map(toRow) };
}
