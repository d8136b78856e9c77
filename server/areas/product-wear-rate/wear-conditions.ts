import { sql, type SQL } from 'drizzle-orm';
import type { WearRateFilters } from '../../../contract/product-wear-rate';
import { anyOf, assertAccountsInScope, type Scope } from '../../tenancy';

export type WearFilterKey = 'brand' | 'product_line' | 'load_range' | 'tire_size' | 'wheel_position' | 'axle_configuration' | 'vocation' | 'retread';

const col = (alias: string, name: string) => sql.raw(`${alias}.${name}`);
const present = <T>(values: readonly T[] | null | undefined): values is readonly T[] => Array.isArray(values) && values.length > 0;

/** The columns both roll-ups hold: the keys and the sums. */
const COLUMNS = `account_id, brand_id, product_line_id, tire_size_id, load_range_id, position_class, axle_configuration_id, vocation_id, is_retread,
  tires, measured, lost_mm, distance_mi, cost_sum, cost_count`;

/** The filters but `except` (a search list offers the values of its own filter among the others) on roll-up rows `alias`. */
function filterConditions(alias: string, filters: WearRateFilters, except?: WearFilterKey): SQL[] {
  const parts: SQL[] = [];
  const idFilter = (key: WearFilterKey, column: string, ids: readonly number[] | null | undefined) => {
    if (key !== except && present(ids)) parts.push(anyOf(col(alias, column), ids));
  };
  idFilter('brand', 'brand_id', filters.brand_ids);
  idFilter('product_line', 'product_line_id', filters.product_line_ids);
  idFilter('load_range', 'load_range_id', filters.load_range_ids);
  idFilter('tire_size', 'tire_size_id', filters.tire_size_ids);
  idFilter('axle_configuration', 'axle_configuration_id', filters.axle_configuration_ids);
  idFilter('vocation', 'vocation_id', filters.vocation_ids);
  if (except !== 'wheel_position' && present(filters.wheel_positions)) {
    parts.push(sql`${col(alias, 'position_class')} = any(${`{${filters.wheel_positions.join(',')}}`}::text[])`);
  }
  if (except !== 'retread' && filters.retread) parts.push(sql`${col(alias, 'is_retread')} = ${filters.retread === 'retread'}`);
  return parts;
}

/** The chosen accounts a user sees whole, and those a customer is narrowed to some locations of. */
function splitAccounts(scope: Scope, filters: WearRateFilters) {
  assertAccountsInScope(scope, filters.account_ids);
  const chosen = [...new Set(filters.account_ids)];
  const locations = scope.kind === 'customer' ? scope.locationIds : [];
  const whole = scope.kind === 'customer' && locations.length > 0 ? chosen.filter((id) => scope.openAccountIds.includes(id)) : chosen;
  return { whole, narrowed: chosen.filter((id) => !whole.includes(id)), locations };
}

const select = (columns: string, table: string, conditions: SQL[]) => sql`select ${sql.raw(columns)} from ${sql.raw(table)} r where ${sql.join(conditions, sql` and `)}`;

/**
 * The wear roll-up rows (server/reporting/wear-rollups.ts) the search lists and tire counts read,
 * as a subquery to alias: the chosen accounts the user sees whole from report_wear_products,
 * those a customer is narrowed to some locations of from report_wear_location_products at those
 * locations; narrowed by every filter but `except`. Every filter is a key of both, so no
 * combination reads the per-tire rows. Keys without a value are 0, which no filter names and no
 * name joins. Refuses (403) an account outside the scope before any read.
 */
export function wearRows(scope: Scope, filters: WearRateFilters, except?: WearFilterKey): SQL {
  const { whole, narrowed, locations } = splitAccounts(scope, filters);
  const filtered = filterConditions('r', filters, except);
  const parts: SQL[] = [];
  if (whole.length > 0 || narrowed.length === 0) parts.push(select(COLUMNS, 'report_wear_products', [anyOf(col('r', 'account_id'), whole), ...filtered]));
  if (narrowed.length > 0) {
    parts.push(select(COLUMNS, 'report_wear_location_products', [anyOf(col('r', 'account_id'), narrowed), anyOf(col('r', 'fleet_location_id'), locations), ...filtered]));
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/**
 * The location roll-up rows the wear-rate table reads (it needs their pull dates), as a subquery:
 * every chosen account's, only the user's locations of an account a customer is narrowed in.
 */
export function wearLocationRows(scope: Scope, filters: WearRateFilters): SQL {
  const { whole, narrowed, locations } = splitAccounts(scope, filters);
  const inScope =
    narrowed.length === 0
      ? anyOf(col('r', 'account_id'), whole)
      : sql`(${anyOf(col('r', 'account_id'), whole)} or (${anyOf(col('r', 'account_id'), narrowed)} and ${anyOf(col('r', 'fleet_location_id'), locations)}))`;
  return sql`(${select('*', 'report_wear_location_products', [inScope, ...filterConditions('r', filters)])})`;
}
