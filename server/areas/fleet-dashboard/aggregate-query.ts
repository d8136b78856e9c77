/**
 * Reads the dashboard aggregates (server/reporting/dashboard-counts.ts): one grouped statement
 * per report and period set, summing the rows of a slice (an account's locations, or every
 * account of a kind for the national average) over a day range under the report's filters.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { anyOf } from '../../tenancy/id-list';

export type Source = 'calls' | 'items' | 'casings';
export const SOURCE_TABLES: Record<Source, string> = { calls: 'report_dash_calls', items: 'report_dash_items', casings: 'report_dash_casings' };

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
 */
export async function groupedSums(
  db: Db,
  source: Source,
  slice: Slice,
  range: DayRange,
  key: SQL,
  sums: Record<string, string>,
  filters: readonly SQL[],
): Promise<Group[]> {
  const names = Object.keys(sums);
  const columns = sql.join(
    names.map((name) => sql.raw(`coalesce(${sums[name]}, 0)::float8 as "${name}"`)),
    sql`, `,
  );
  const where = sql.join([sliceCondition(slice), sql`r.day >= ${range.from}::date and r.day < ${range.to}::date`, ...filters], sql` and `);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select (${key})::text as k, ${columns} from ${sql.raw(SOURCE_TABLES[source])} r where ${where} group by 1`,
  );
  return rows.map((row) => ({ key: String(row.k), sums: Object.fromEntries(names.map((name) => [name, Number(row[name])])) }));
}

/** Accounts of a kind with any aggregate row of the source in the range: the national average's divisor. */
export async function accountsWithData(db: Db, source: Source, accountKind: number, range: DayRange): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct r.account_id)::int as n from ${sql.raw(SOURCE_TABLES[source])} r
      where r.account_kind = ${accountKind} and r.day >= ${range.from}::date and r.day < ${range.to}::date`,
  );
  return Number(row?.n ?? 0);
}

export function addSums(target: Sums, more: Sums): Sums {
  for (const [name, value] of Object.entries(more)) target[name] = (target[name] ?? 0) + value;
  return target;
}

export function scaleSums(sums: Sums, divisor: number): Sums {
  return Object.fromEntries(Object.entries(sums).map(([name, value]) => [name, divisor > 0 ? value / divisor : 0]));
}
