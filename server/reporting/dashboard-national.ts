/**
 * The national average's aggregates (report_dash_na_*, report_dash_na_accounts), kept by delta:
 * before a refresh replaces some day rows it subtracts them, grouped to the national grain
 * (account kind × week of the month × the report keys), and after it adds the new ones. Every
 * summed column is an integer or a numeric, so the sums stay exact and equal a rebuild's; a
 * row whose count reaches 0 holds only zeros and is removed.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface DashboardSource {
  /** The day table and its national table. */
  table: string;
  national: string;
  keys: readonly string[];
  sums: readonly string[];
  /** The count column: 0 means the row holds nothing. */
  count: string;
}

export const DASHBOARD_SOURCES = {
  calls: {
    table: 'report_dash_calls',
    national: 'report_dash_na_calls',
    keys: ['dealer_id', 'state', 'call_type', 'place', 'wheel_position'],
    sums: ['calls', 'rolled_calls', 'roll_seconds', 'total_cost'],
    count: 'calls',
  },
  items: {
    table: 'report_dash_items',
    national: 'report_dash_na_items',
    keys: ['dealer_id', 'call_type', 'place', 'wheel_position', 'kind', 'product_id'],
    sums: ['items', 'quantity', 'amount'],
    count: 'items',
  },
  casings: {
    table: 'report_dash_casings',
    national: 'report_dash_na_casings',
    keys: ['retreader_id', 'finished', 'casing_brand_id', 'tire_size_id', 'position_class', 'status', 'reject_reason_id'],
    sums: ['casings', 'previous_caps', 'age_months', 'nail_holes', 'sections', 'spots', 'beads', 'turnaround_seconds'],
    count: 'casings',
  },
} as const satisfies Record<string, DashboardSource>;
export type DashboardSourceName = keyof typeof DASHBOARD_SOURCES;

/** The first day of the week-of-month span a day falls in (days 1-7, 8-14, 15-21, 22-28, 29-). */
export const WEEK_START = "(date_trunc('month', r.day)::date + ((extract(day from r.day)::int - 1) / 7) * 7)";

/** Adds (sign 1) or subtracts (sign -1) the day rows matching `where` (on `r`) to the national aggregates. */
export async function applyToNational(db: Db, where: SQL, sign: 1 | -1): Promise<void> {
  for (const [name, source] of Object.entries(DASHBOARD_SOURCES) as [DashboardSourceName, DashboardSource][]) {
    const keys = source.keys.join(', ');
    const groupBy = source.keys.map((_, index) => String(index + 3)).join(', ');
    const sums = source.sums.map((column) => `${sign} * sum(r.${column})`).join(', ');
    const add = source.sums.map((column) => `${column} = n.${column} + excluded.${column}`).join(', ');
    await db.execute(sql`insert into ${sql.raw(source.national)} as n (account_kind, day, ${sql.raw(keys)}, ${sql.raw(source.sums.join(', '))})
      select r.account_kind, ${sql.raw(WEEK_START)}, ${sql.raw(source.keys.map((key) => `r.${key}`).join(', '))}, ${sql.raw(sums)}
      from ${sql.raw(source.table)} r where ${where} group by 1, 2, ${sql.raw(groupBy)}
      on conflict (account_kind, day, ${sql.raw(keys)}) do update set ${sql.raw(add)}`);
    await db.execute(sql`insert into report_dash_na_accounts as n (source, account_kind, month, account_id, rows)
      select ${name}, r.account_kind, date_trunc('month', r.day)::date, r.account_id, ${sign} * count(*)
      from ${sql.raw(source.table)} r where ${where} group by 2, 3, 4
      on conflict (source, account_kind, month, account_id) do update set rows = n.rows + excluded.rows`);
    if (sign === -1) continue;
    await db.execute(sql.raw(`delete from ${source.national} where ${source.count} = 0`));
  }
  if (sign === 1) await db.execute(sql`delete from report_dash_na_accounts where rows = 0`);
}
