/**
 * get_tire_filter_options: the tire sizes, brands and product lines a tab's filters can narrow
 * to, read from the dashboard's own aggregates (report_dash_items for purchases: the products
 * bought; report_dash_casings for retreading and casing durability: the casings' sizes and
 * brands) of the account, at the locations the user sees.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DashboardTab, TireFilterOptionsResponse } from '../../../contract/fleet-dashboard';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { refreshNarrowChanges } from '../../reporting/refresh';
import { anyOf, type Scope } from '../../tenancy';
import { visibleLocationIds } from './dashboard-scope';

const EMPTY: TireFilterOptionsResponse = { tire_sizes: [], tire_brands: [], tire_product_lines: [] };

export async function tireFilterOptions(db: Db, scope: Scope, accountId: number, tab: DashboardTab): Promise<TireFilterOptionsResponse> {
  // The service tab's reports read calls, which carry no tire.
  if (tab === 'service') return EMPTY;
  const [locations] = await Promise.all([visibleLocationIds(db, scope, accountId), refreshNarrowChanges(db)]);
  const where = (table: string): SQL => sql`${sql.raw(table)}.account_id = ${accountId}${locations === null ? sql`` : sql` and ${anyOf(sql.raw(`${table}.fleet_location_id`), locations)}`}`;
  if (tab === 'purchases') {
    const bought = sql`(select distinct product_id from report_dash_items i where ${where('i')})`;
    const [sizes, lines] = await Promise.all([
      queryRows<{ id: number; size: string }>(db, sql`select distinct ts.id, ts.size from products p join tire_sizes ts on ts.id = p.tire_size_id where p.id in ${bought} order by ts.size, ts.id`),
      queryRows<{ id: number; name: string; brand_id: number; brand_name: string }>(
        db,
        sql`select distinct pl.id, pl.name, b.id as brand_id, b.name as brand_name from products p join product_lines pl on pl.id = p.product_line_id join brands b on b.id = pl.brand_id
          where p.id in ${bought} order by b.name, pl.name, pl.id`,
      ),
    ]);
    const brands = new Map(lines.map((line) => [Number(line.brand_id), line.brand_name]));
    return {
      tire_sizes: sizes.map((row) => ({ id: Number(row.id), size: row.size })),
      tire_brands: [...brands].map(([id, name]) => ({ id, name })),
      tire_product_lines: lines.map((row) => ({ id: Number(row.id), name: row.name, brand_id: Number(row.brand_id), brand_name: row.brand_name })),
    };
  }
  const [sizes, brands] = await Promise.all([
    queryRows<{ id: number; size: string }>(db, sql`select ts.id, ts.size from tire_sizes ts where ts.id in (select distinct c.tire_size_id from report_dash_casings c where ${where('c')}) order by ts.size, ts.id`),
    queryRows<{ id: number; name: string }>(db, sql`select b.id, b.name from brands b where b.id in (select distinct c.casing_brand_id from report_dash_casings c where ${where('c')}) order by b.name, b.id`),
  ]);
  return { tire_sizes: sizes.map((row) => ({ id: Number(row.id), size: row.size })), tire_brands: brands.map((row) => ({ id: Number(row.id), name: row.name })), tire_product_lines: [] };
}
