import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { WearRateFilters } from '../../../contract/product-wear-rate';
import { anyOf, assertAccountsInScope, locationFilter, type Scope } from '../../tenancy';

export type WearFilterKey = 'brand' | 'product_line' | 'load_range' | 'tire_size' | 'wheel_position' | 'axle_configuration' | 'vocation' | 'retread';

const col = (name: string) => sql.raw(`w.${name}`);
const present = <T>(values: readonly T[] | null | undefined): values is readonly T[] => Array.isArray(values) && values.length > 0;

/**
 * The rows of report_tire_wear (aliased w) a request selects: the chosen accounts, within the
 * user's locations, narrowed by every filter but `except` (a search list offers the values of its
 * own filter among the others). Refuses (403) an account outside the scope before any read.
 */
export function wearConditions(scope: Scope, filters: WearRateFilters, except?: WearFilterKey): SQL {
  assertAccountsInScope(scope, filters.account_ids);
  const parts: (SQL | undefined)[] = [
    anyOf(col('account_id'), [...new Set(filters.account_ids)]),
    // locationFilter only compares the columns with id lists, which the aliased SQL does as well.
    locationFilter(scope, { accountId: col('account_id') as unknown as AnyColumn, locationId: col('fleet_location_id') as unknown as AnyColumn }),
  ];
  const idFilter = (key: WearFilterKey, column: string, ids: readonly number[] | null | undefined) => {
    if (key !== except && present(ids)) parts.push(anyOf(col(column), ids));
  };
  idFilter('brand', 'brand_id', filters.brand_ids);
  idFilter('product_line', 'product_line_id', filters.product_line_ids);
  idFilter('load_range', 'load_range_id', filters.load_range_ids);
  idFilter('tire_size', 'tire_size_id', filters.tire_size_ids);
  idFilter('axle_configuration', 'axle_configuration_id', filters.axle_configuration_ids);
  idFilter('vocation', 'vocation_id', filters.vocation_ids);
  if (except !== 'wheel_position' && present(filters.wheel_positions)) {
    parts.push(sql`w.position_class = any(${`{${filters.wheel_positions.join(',')}}`}::text[])`);
  }
  if (except !== 'retread' && filters.retread) parts.push(sql`w.is_retread = ${filters.retread === 'retread'}`);
  return sql.join(
    parts.filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}
