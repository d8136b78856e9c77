import { sql, type SQL } from 'drizzle-orm';
import type { CheckpointReportType, ReportRow, ReportTiles } from '../../../contract/checkpoint';
import { formatUsDate } from '../../../contract/date-ranges';
import type { Db } from '../../db/client';
import { reportRows } from '../../db/query';
import { reportCrossingCounts } from '../../db/schema';
import { refreshNarrowChanges } from '../../reporting/refresh';

/** Sort columns of `counts` by order_by code (contract CHECKPOINT_ORDER; 0 = date and time). */
const ORDER_COLUMNS: Record<number, string> = {
  0: 'crossed_at',
  1: 'unit_number',
  2: 'fleet_location',
  3: 'crossed_at',
  4: 'time_of_day',
  5: 'license_number',
  6: 'total_tires',
  7: 'total_tires_read_count',
  8: 'warning_exceptions',
  9: 'critical_exceptions',
  10: 'pressure_critical',
  11: 'pressure_warning',
  12: 'tread_depth_critical',
  13: 'tread_depth_warning',
  14: 'tread_mismatch_axle_critical',
  15: 'tread_mismatch_axle_warning',
  16: 'tread_mismatch_duals_critical',
  17: 'tread_mismatch_duals_warning',
};

const TYPE_FILTERS: Record<CheckpointReportType, SQL> = {
  all: sql.raw('true'),
  exceptions: sql.raw('critical_exceptions + warning_exceptions > 0'),
  critical: sql.raw('critical_exceptions > 0'),
};

export interface ReportQuery {
  reportType: CheckpointReportType;
  orderBy: number;
  desc: boolean;
}

/** The sort with the crossing id as the last key in the same direction, so every order is total and desc is asc reversed. */
function orderSql(alias: string, query: ReportQuery): SQL {
  const column = ORDER_COLUMNS[query.orderBy] ?? 'crossed_at';
  const direction = query.desc ? 'desc' : 'asc';
  return sql.raw(`${alias}.${column} ${direction}, ${alias}.id ${direction}`);
}

interface CountRow extends Record<string, unknown> {
  id: number;
  unit_id: number | null;
  unit_number: string;
  license_number: string | null;
  crossed_at: Date | string;
  fleet_location_id: number;
  fleet_location: string;
}

const COUNT_COLUMNS = [
  'total_tires',
  'total_tires_read_count',
  'warning_exceptions',
  'critical_exceptions',
  'pressure_critical',
  'pressure_warning',
  'tread_depth_critical',
  'tread_depth_warning',
  'tread_mismatch_axle_critical',
  'tread_mismatch_axle_warning',
  'tread_mismatch_duals_critical',
  'tread_mismatch_duals_warning',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

function toReportRow(row: CountRow): ReportRow {
  const crossedAt = new Date(row.crossed_at);
  const counts = Object.fromEntries(COUNT_COLUMNS.map((key) => [key, Number(row[key])])) as Record<(typeof COUNT_COLUMNS)[number], number>;
  return {
    unit_id: row.unit_id === null ? null : Number(row.unit_id),
    survey_id: Number(row.id),
    unit_number: row.unit_number,
    fleet_location_id: Number(row.fleet_location_id),
    fleet_location: row.fleet_location,
    unit_date: formatUsDate(crossedAt),
    unit_time: `${pad(crossedAt.getUTCHours())}:${pad(crossedAt.getUTCMinutes())}`,
    crossed_at: crossedAt.toISOString(),
    license_number: row.license_number,
    ...counts,
  };
}

/**
 * total_units: distinct fleet units, plus distinct unit numbers read where no fleet unit is
 * known (the two never coincide); integers rather than one text key, as it sorts a year of
 * crossings of a large fleet.
 */
const tilesSelect = sql.raw(`count(*)::int as records_total,
  (count(distinct unit_id) + count(distinct unit_number) filter (where unit_id is null))::int as total_units,
  coalesce(sum(total_tires), 0)::int as tiles_total_tires, coalesce(sum(critical_exceptions), 0)::int as tiles_critical,
  coalesce(sum(warning_exceptions), 0)::int as tiles_warning`);

interface TilesRow extends Record<string, unknown> {
  records_total: number;
  total_units: number;
  tiles_total_tires: number;
  tiles_critical: number;
  tiles_warning: number;
}

const toTiles = (row: TilesRow | undefined): ReportTiles => ({
  total_units: Number(row?.total_units ?? 0),
  total_tires: Number(row?.tiles_total_tires ?? 0),
  critical_exceptions: Number(row?.tiles_critical ?? 0),
  warning_exceptions: Number(row?.tiles_warning ?? 0),
});

export interface ReportPage {
  recordsTotal: number;
  tiles: ReportTiles;
  rows: ReportRow[];
}

/**
 * `counts`: the crossings matching `where` (a condition on report_crossing_counts) with their
 * location's name; the counts themselves were computed when the crossing's readings were written
 * (server/reporting/crossing-counts.ts).
 */
function countsCte(where: SQL): SQL {
  return sql`matched as not materialized (select * from ${reportCrossingCounts} where ${where}),
    counts as (
      select rc.crossing_id as id, rc.unit_id, rc.unit_number, rc.license_number, rc.crossed_at, rc.fleet_location_id, fl.name as fleet_location,
        (rc.crossed_at at time zone 'UTC')::time as time_of_day,
        rc.total_tires, rc.total_tires_read_count, rc.pressure_critical, rc.pressure_warning, rc.tread_depth_critical, rc.tread_depth_warning,
        rc.tread_mismatch_axle_critical, rc.tread_mismatch_axle_warning, rc.tread_mismatch_duals_critical, rc.tread_mismatch_duals_warning,
        rc.critical_exceptions, rc.warning_exceptions
      from matched rc join fleet_locations fl on fl.id = rc.fleet_location_id
    )`;
}

/**
 * One page of the report and the tiles over every matching row, in one statement. Neither is
 * materialized: the tiles sum the aggregate rows straight from the index scan, and the page
 * scans them again, joins the location names and keeps the top rows of a total ORDER BY
 * (a year of a large fleet's crossings: about 60 ms against 140 ms materialized).
 */
export async function reportPage(db: Db, where: SQL, query: ReportQuery, page: { page_number: number; page_size: number }): Promise<ReportPage> {
  await refreshNarrowChanges(db);
  const offset = (page.page_number - 1) * page.page_size;
  const matching = sql`${where} and ${TYPE_FILTERS[query.reportType]}`;
  const rows = await reportRows<CountRow & TilesRow>(
    db,
    sql`with ${countsCte(matching)},
      tiles as (select ${tilesSelect} from matched)
    select tiles.*, p.* from tiles
    left join lateral (select * from counts f order by ${orderSql('f', query)} limit ${page.page_size} offset ${offset}) p on true
    order by ${orderSql('p', query)}`,
  );
  const first = rows[0];
  return {
    recordsTotal: Number(first?.records_total ?? 0),
    tiles: toTiles(first),
    rows: rows.filter((row) => row.id !== null && row.id !== undefined).map(toReportRow),
  };
}

/** Every matching row in report order, for the files; the counts of a month fit in memory easily. */
export async function allReportRows(db: Db, where: SQL, query: ReportQuery): Promise<ReportRow[]> {
  await refreshNarrowChanges(db);
  const rows = await reportRows<CountRow>(
    db,
    sql`with ${countsCte(sql`${where} and ${TYPE_FILTERS[query.reportType]}`)} select * from counts f order by ${orderSql('f', query)}`,
  );
  return rows.map(toReportRow);
}

/** The tiles of a set of rows already read: the same sums the report's statement makes. */
export function tilesOf(rows: readonly ReportRow[]): ReportTiles {
  const units = new Set(rows.map((row) => (row.unit_id === null ? `n${row.unit_number}` : `u${row.unit_id}`)));
  return {
    total_units: units.size,
    total_tires: rows.reduce((sum, row) => sum + row.total_tires, 0),
    critical_exceptions: rows.reduce((sum, row) => sum + row.critical_exceptions, 0),
    warning_exceptions: rows.reduce((sum, row) => sum + row.warning_exceptions, 0),
  };
}
