/**
 * The tab's and the report's filters (spec 2 §3 settings, §9 values) as conditions on the
 * aggregate row `r`. An empty or full list filters nothing; tire sizes, brands and product lines
 * come as null for "all" (spec 2 §5).
 *
 * - Service and purchases (calls, items): service types, unit locations (the call's place),
 *   wheel positions, the Nonsigs selection as servicing dealers; items also tire sizes, brands
 *   and product lines of the item's product.
 * - Retreading and casing durability (casings): statuses, wheel positions (the casing's),
 *   retreading types (CTSC or other retreaders), the Nonsigs selection as retreaders when
 *   by_retreader is on, tire sizes and brands of the casing (casings have no product line).
 */
import { sql, type SQL } from 'drizzle-orm';
import { RETREADING_TYPES, SERVICE_TYPES, TIRE_STATUSES, UNIT_LOCATIONS, type ReportParameters, type TabParameters } from '../../../contract/fleet-dashboard';
import { anyOf } from '../../tenancy/id-list';
import { inTexts, type Source } from './aggregate-query';

const col = (name: string) => sql.raw(`r.${name}`);

/** A list that narrows: neither empty nor holding every value. */
function narrowing<T extends string>(values: readonly T[] | null | undefined, all: readonly T[]): readonly T[] | null {
  if (!values || values.length === 0) return null;
  return all.every((value) => values.includes(value)) ? null : values;
}

function wheelPositions(tab: TabParameters, report: ReportParameters): readonly string[] | null {
  const chosen = report.wheel_positions ?? tab.wheel_positions;
  if (chosen.length === 0 || chosen.includes('allpositions')) return null;
  return chosen;
}

export interface FilterInput {
  tab: TabParameters;
  report: ReportParameters;
  /** Dealers of the Nonsigs selection; null = all. */
  dealerIds: readonly number[] | null;
}

export function reportFilters(source: Source, { tab, report, dealerIds }: FilterInput): SQL[] {
  const filters: SQL[] = [];
  const add = (column: string, values: readonly string[] | null) => {
    if (values) filters.push(inTexts(column, values));
  };
  const wheels = wheelPositions(tab, report);
  if (source === 'casings') {
    add('status', narrowing(tab.status, TIRE_STATUSES));
    add('position_class', wheels);
    const types = narrowing(report.retreading_types, RETREADING_TYPES);
    if (types) filters.push(sql`${col('retreader_id')} ${sql.raw(types[0] === 'CTSC' ? 'in' : 'not in')} (select id from dealers where is_ctsc)`);
    if (report.by_retreader && dealerIds) filters.push(anyOf(col('retreader_id'), dealerIds));
    if (report.tire_sizes) filters.push(anyOf(col('tire_size_id'), report.tire_sizes));
    if (report.tire_brands) filters.push(anyOf(col('casing_brand_id'), report.tire_brands));
    return filters;
  }
  add('call_type', narrowing(report.service_types, SERVICE_TYPES));
  add('place', narrowing(report.unit_locations, UNIT_LOCATIONS));
  add('wheel_position', wheels);
  if (dealerIds) filters.push(anyOf(col('dealer_id'), dealerIds));
  if (source === 'items' && (report.tire_sizes || report.tire_brands || report.tire_product_lines)) {
    const products = [
      report.tire_sizes ? anyOf(sql`p.tire_size_id`, report.tire_sizes) : null,
      report.tire_brands ? anyOf(sql`pl.brand_id`, report.tire_brands) : null,
      report.tire_product_lines ? anyOf(sql`p.product_line_id`, report.tire_product_lines) : null,
    ].filter((part): part is SQL => part !== null);
    filters.push(sql`${col('product_id')} in (select p.id from products p join product_lines pl on pl.id = p.product_line_id where ${sql.join(products, sql` and `)})`);
  }
  return filters;
}
