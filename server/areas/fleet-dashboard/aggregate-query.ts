/**
 * Reads the dashboard aggregates (server/reporting/dashboard-counts.ts): one grouped statement
 * per report and period set, summing the rows of a slice (an account's locations, or every
 * account of a kind for the national average) over a day range under the report's filters.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { DASHBOARD_SOURCES, type DashboardSourceName } from '../../reporting/dashboard-national';
import { anyOf } from '../../tenancy/id-list';

export type Source = DashboardSourceName;

/** Whose rows: one account (optionally some of its locations) or every account of a kind. */
export type Slice = { accountId: number; locationIds: readonly number[] | null } | { accountKind: number };

/** Days are 'YYYY-MM-DD', from inclusive, to exclusive. */
export interface DayRange {
  from: string;
  to: string;
}

export type Sums = Record<string, number>;
export interface Group {
  key: string;
  sums: Sums;
}

const col = (name: string) => sql.raw(`r.${name}`);
/** A text[] literal bound as one parameter, every element quoted. */
export const textList = (values: readonly string[]): SQL =>
  sql`${`{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[]`;
export const inTexts = (column: string, values: readonly string[]): SQL => sql`${col(column)}::text = any(${textList(values)})`;

export function sliceCondition(slice: Slice): SQL {
  if ('accountKind' in slice) return sql`r.account_kind = ${slice.accountKind}`;
  const account = sql`r.account_id = ${slice.accountId}`;
  return slice.locationIds === null ? account : sql`${account} and ${anyOf(col('fleet_location_id'), slice.locationIds)}`;
}

/**
 * Sums per key over the slice and range. key: SQL over the aggregate row `r` (a period or a
 * category id, as text); sums: name → aggregate expression over `r`; filters: conditions on `r`.
 * table: the day table of the source, or its national table (same columns but the location's).
 */
export async function groupedSums(
  db: Db,
  source: Source,
  slice: Slice,
  range: DayRange,
  key: SQL,
  sums: Record<string, string>,
  filters: readonly SQL[],
  table: string = DASHBOARD_SOURCES[source].table,
): Promise<Group[]> {
  const names = Object.keys(sums);
  const columns = sql.join(
    names.map((name) => sql.raw(`coalesce(${sums[name]}, 0)::float8 as "${name}"`)),
    sql`, `,
  );
  const where = sql.join([sliceCondition(slice), sql`r.day >= ${range.from}::date and r.day < ${range.to}::date`, ...filters], sql` and `);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select (${key})::text as k, ${columns} from ${sql.raw(table)} r where ${where} group by 1`,
  );
  return rows.map((row) => ({ key: String(row.k), sums: Object.fromEntries(names.map((name) => [name, Number(row[name])])) }));
}

/**
 * The whole months of a range (read from the national tables, whose rows are weeks of a month)
 * and the partial months at its ends (read from the day tables), so the national average covers
 * exactly the range's days.
 */
export function splitByWholeMonths(range: DayRange): { whole: DayRange | null; edges: DayRange[] } {
  const firstWhole = range.from.endsWith('-01') ? range.from : nextMonth(range.from);
  const lastWhole = `${range.to.slice(0, 7)}-01`;
  if (firstWhole >= lastWhole) return { whole: null, edges: [range] };
  const edges = [
    { from: range.from, to: firstWhole },
    { from: lastWhole, to: range.to },
  ].filter((edge) => edge.from < edge.to);
  return { whole: { from: firstWhole, to: lastWhole }, edges };
}

function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The national sums of a kind over a range: national tables for whole months, day tables for the rest. */
export async function nationalSums(db: Db, source: Source, accountKind: number, range: DayRange, key: SQL, sums: Record<string, string>, filters: readonly SQL[]): Promise<Group[]> {
  const { whole, edges } = splitByWholeMonths(range);
  const slice = { accountKind };
  const parts = await Promise.all([
    ...(whole ? [groupedSums(db, source, slice, whole, key, sums, filters, DASHBOARD_SOURCES[source].national)] : []),
    ...edges.map((edge) => groupedSums(db, source, slice, edge, key, sums, filters)),
  ]);
  const merged = new Map<string, Sums>();
  for (const group of parts.flat()) merged.set(group.key, addSums(merged.get(group.key) ?? {}, group.sums));
  return [...merged].map(([groupKey, groupSums]) => ({ key: groupKey, sums: groupSums }));
}

/** Accounts of a kind with any aggregate row of the source in the range: the national average's divisor. */
export async function accountsWithData(db: Db, source: Source, accountKind: number, range: DayRange): Promise<number> {
  const { whole, edges } = splitByWholeMonths(range);
  const parts = [
    ...(whole ? [sql`select account_id from report_dash_na_accounts where source = ${source} and account_kind = ${accountKind} and month >= ${whole.from}::date and month < ${whole.to}::date`] : []),
    ...edges.map(
      (edge) => sql`select r.account_id from ${sql.raw(DASHBOARD_SOURCES[source].table)} r where r.account_kind = ${accountKind} and r.day >= ${edge.from}::date and r.day < ${edge.to}::date`,
    ),
  ];
  const [row] = await queryRows<{ n: number }>(db, sql`select count(distinct account_id)::int as n from (${sql.join(parts, sql` union `)}) a`);
  return Number(row?.n ?? 0);
}

export function addSums(target: Sums, more: Sums): Sums {
  for (const [name, value] of Object.entries(more)) target[name] = (target[name] ?? 0) + value;
  return target;
}

export function scaleSums(sums: Sums, divisor: number): Sums {
  return Object.fromEntries(Object.entries(sums).map(([name, value]) => [name, divisor > 0 ? value / divisor : 0]));
}
