/**
 * The product wear rate report computed straight from the per-tire rows (report_tire_wear) in
 * JavaScript, without the roll-ups: the reference the roll-up reads are compared with.
 */
import { sql } from 'drizzle-orm';
import { KM_PER_MILE, PULL_SOON_DAYS, wearRatePer10k, type WearRateFilters, type WearRateRow } from '../../contract/product-wear-rate';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/query';
import type { WearFilterKey } from '../../server/areas/product-wear-rate/wear-conditions';
import type { Scope } from '../../server/tenancy';

export interface TireRow {
  account_id: number;
  fleet_location_id: number;
  brand_id: number | null;
  product_line_id: number | null;
  tire_size_id: number | null;
  load_range_id: number | null;
  position_class: string;
  axle_configuration_id: number | null;
  vocation_id: number | null;
  is_retread: boolean;
  is_measured: boolean;
  tread_lost_mm: number | null;
  distance_mi: number | null;
  projected_pull_at: Date | string | null;
  cost_per_mile: number | null;
  brand: string | null;
  product_line: string | null;
  tire_size: string | null;
  load_range: string | null;
}

export function tireRows(db: Db): Promise<TireRow[]> {
  return queryRows<TireRow & Record<string, unknown>>(
    db,
    sql`select w.*, b.name as brand, pb.name || ' ' || pl.name as product_line, ts.size as tire_size, lr.code as load_range
      from report_tire_wear w left join brands b on b.id = w.brand_id
      left join product_lines pl on pl.id = w.product_line_id left join brands pb on pb.id = pl.brand_id
      left join tire_sizes ts on ts.id = w.tire_size_id left join load_ranges lr on lr.id = w.load_range_id`,
  );
}

const has = <T>(list: readonly T[] | null | undefined, value: T | null) => !list || list.length === 0 || (value !== null && list.includes(value));

/** The tires a request selects, by the scope's location rule and every filter but `except`. */
export function selectTires(rows: TireRow[], scope: Scope, filters: WearRateFilters, except?: WearFilterKey): TireRow[] {
  return rows.filter((tire) => {
    if (!filters.account_ids.includes(tire.account_id)) return false;
    if (scope.kind === 'customer' && scope.locationIds.length > 0) {
      if (!scope.openAccountIds.includes(tire.account_id) && !scope.locationIds.includes(tire.fleet_location_id)) return false;
    }
    const keep = (key: WearFilterKey, ok: boolean) => key === except || ok;
    return (
      keep('brand', has(filters.brand_ids, tire.brand_id)) &&
      keep('product_line', has(filters.product_line_ids, tire.product_line_id)) &&
      keep('load_range', has(filters.load_range_ids, tire.load_range_id)) &&
      keep('tire_size', has(filters.tire_size_ids, tire.tire_size_id)) &&
      keep('axle_configuration', has(filters.axle_configuration_ids, tire.axle_configuration_id)) &&
      keep('vocation', has(filters.vocation_ids, tire.vocation_id)) &&
      keep('wheel_position', has(filters.wheel_positions as string[] | null | undefined, tire.position_class)) &&
      keep('retread', !filters.retread || tire.is_retread === (filters.retread === 'retread'))
    );
  });
}

const round = (value: number | null, decimals: number) => (value === null ? null : Math.round(value * 10 ** decimals) / 10 ** decimals);
const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/** Every row of the table (in no order) as the report defines it, from the selected tires. */
export function directWearRows(tires: TireRow[], unit: 'imperial' | 'metric', today: Date): WearRateRow[] {
  const soon = today.getTime() + PULL_SOON_DAYS * 86_400_000;
  const groups = new Map<string, TireRow[]>();
  for (const tire of tires) {
    const key = [tire.brand_id, tire.product_line_id, tire.tire_size_id, tire.load_range_id, tire.position_class].join('|');
    groups.set(key, [...(groups.get(key) ?? []), tire]);
  }
  return [...groups.values()].map((group) => {
    const measured = group.filter((tire) => tire.is_measured);
    const lost = measured.reduce((sum, tire) => sum + Number(tire.tread_lost_mm), 0);
    const distance = measured.reduce((sum, tire) => sum + Number(tire.distance_mi), 0);
    const pulls = group.filter((tire) => tire.projected_pull_at !== null).map((tire) => new Date(tire.projected_pull_at!).getTime());
    const costs = group.filter((tire) => tire.cost_per_mile !== null).map((tire) => Number(tire.cost_per_mile));
    const cost = costs.length === 0 ? null : costs.reduce((a, b) => a + b, 0) / costs.length;
    const first = group[0]!;
    return {
      brand: first.brand,
      product_line: first.product_line,
      tire_size: first.tire_size,
      load_range: first.load_range,
      wheel_position: first.position_class,
      tires: measured.length,
      unmeasured_tires: group.length - measured.length,
      wear_rate: round(wearRatePer10k(lost, distance, unit), 2),
      earliest_pull_date: pulls.length === 0 ? null : day(new Date(Math.min(...pulls))),
      // Overdue: the earliest pull falls on a day before today.
      pull_overdue: pulls.length > 0 && day(new Date(Math.min(...pulls))) < day(today),
      pulls_within_90_days: pulls.filter((pull) => pull < soon).length,
      cost_per_distance: round(cost === null ? null : unit === 'metric' ? cost / KM_PER_MILE : cost, 4),
    };
  });
}
