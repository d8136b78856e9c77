import { sql } from 'drizzle-orm';
import {
  KM_PER_MILE,
  PULL_SOON_DAYS,
  WEAR_RATE_ORDER,
  wearRatePer10k,
  type WearRateFilters,
  type WearRateRequest,
  type WearRateResponse,
  type WearRateRow,
} from '../../../contract/product-wear-rate';
import type { Db } from '../../db/client';
import { reportRows } from '../../db/query';
import type { Scope } from '../../tenancy';
import { wearLocationRows } from './wear-conditions';

type Unit = 'imperial' | 'metric';

interface GroupRow extends Record<string, unknown> {
  brand: string | null;
  product_line: string | null;
  tire_size: string | null;
  load_range: string | null;
  position_class: string;
  tires: number;
  unmeasured: number;
  lost: number | null;
  distance: number | null;
  earliest: string | null;
  soon: number;
  cost: number | null;
}

const round = (value: number | null, decimals: number) => (value === null ? null : Math.round(value * 10 ** decimals) / 10 ** decimals);

export const wearRateUnit = (unit: Unit) => (unit === 'metric' ? 'mm/10,000 km' : '32nds/10,000 mi');

/**
 * Every row of the report: per product (brand, product line, size, load range) and wheel
 * position, the measured tires and the rate of their summed tread lost over their summed
 * distance (a tire counts by the miles it ran), the tires left out, the earliest projected pull
 * date, the tires due within PULL_SOON_DAYS and the mean cost per mile (per km when metric).
 */
export async function wearRateRows(db: Db, scope: Scope, filters: WearRateFilters, unit: Unit, today: Date): Promise<{ rows: WearRateRow[]; totals: WearRateResponse['totals'] }> {
  const soon = new Date(today.getTime() + PULL_SOON_DAYS * 86_400_000);
  const todayDay = today.toISOString().slice(0, 10);
  // The largest account's location rows are tens of thousands: group them in memory.
  const groups = await reportRows<GroupRow>(
    db,
    sql`select b.name as brand, pb.name || ' ' || pl.name as product_line, ts.size as tire_size, lr.code as load_range, g.*
      from (
        select w.brand_id, w.product_line_id, w.tire_size_id, w.load_range_id, w.position_class,
          sum(w.measured)::int as tires, sum(w.tires - w.measured)::int as unmeasured, sum(w.lost_mm) as lost, sum(w.distance_mi) as distance,
          to_char(min(w.earliest_pull_at) at time zone 'UTC', 'YYYY-MM-DD') as earliest,
          sum(width_bucket(${soon.toISOString()}::timestamptz - interval '1 microsecond', w.pull_ats))::int as soon,
          sum(w.cost_sum) / nullif(sum(w.cost_count), 0) as cost
        from ${wearLocationRows(scope, filters)} w
        group by w.brand_id, w.product_line_id, w.tire_size_id, w.load_range_id, w.position_class
      ) g
      left join brands b on b.id = g.brand_id
      left join product_lines pl on pl.id = g.product_line_id left join brands pb on pb.id = pl.brand_id
      left join tire_sizes ts on ts.id = g.tire_size_id
      left join load_ranges lr on lr.id = g.load_range_id`,
  );
  let lost = 0;
  let distance = 0;
  let tires = 0;
  let unmeasured = 0;
  const rows = groups.map((group): WearRateRow => {
    const groupLost = Number(group.lost ?? 0);
    const groupDistance = Number(group.distance ?? 0);
    lost += groupLost;
    distance += groupDistance;
    tires += Number(group.tires);
    unmeasured += Number(group.unmeasured);
    const cost = group.cost === null ? null : Number(group.cost);
    return {
      brand: group.brand,
      product_line: group.product_line,
      tire_size: group.tire_size,
      load_range: group.load_range,
      wheel_position: group.position_class,
      tires: Number(group.tires),
      unmeasured_tires: Number(group.unmeasured),
      wear_rate: round(wearRatePer10k(groupLost, groupDistance, unit), 2),
      earliest_pull_date: group.earliest,
      pull_overdue: group.earliest !== null && group.earliest < todayDay,
      pulls_within_90_days: Number(group.soon),
      cost_per_distance: round(cost === null ? null : unit === 'metric' ? cost / KM_PER_MILE : cost, 4),
    };
  });
  return { rows, totals: { tires, unmeasured_tires: unmeasured, wear_rate: round(wearRatePer10k(lost, distance, unit), 2) } };
}

const POSITION_ORDER: Record<string, number> = { steer: 0, drive: 1, trail: 2, unknown: 3 };
const text = (value: string | null) => value ?? '\uffff';

/** Sorts by the request's order (ties by product, then position) and answers one page. */
export function pageOf(rows: WearRateRow[], request: Pick<WearRateRequest, 'order_by' | 'is_sort_desc' | 'page_number' | 'page_size'>): WearRateRow[] {
  const byProduct = (a: WearRateRow, b: WearRateRow) =>
    text(a.brand).localeCompare(text(b.brand)) ||
    text(a.product_line).localeCompare(text(b.product_line)) ||
    text(a.tire_size).localeCompare(text(b.tire_size)) ||
    text(a.load_range).localeCompare(text(b.load_range)) ||
    (POSITION_ORDER[a.wheel_position] ?? 9) - (POSITION_ORDER[b.wheel_position] ?? 9);
  // Rows without a figure sort last either way.
  const numeric = (pick: (row: WearRateRow) => number | null) => (a: WearRateRow, b: WearRateRow) => {
    const [x, y] = [pick(a), pick(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x - y) * (request.is_sort_desc ? -1 : 1);
  };
  const date = (row: WearRateRow) => (row.earliest_pull_date === null ? null : Date.parse(row.earliest_pull_date));
  const compare = {
    [WEAR_RATE_ORDER.product]: (a: WearRateRow, b: WearRateRow) => byProduct(a, b) * (request.is_sort_desc ? -1 : 1),
    [WEAR_RATE_ORDER.tires]: numeric((row) => row.tires),
    [WEAR_RATE_ORDER.wear_rate]: numeric((row) => row.wear_rate),
    [WEAR_RATE_ORDER.pull_date]: numeric(date),
    [WEAR_RATE_ORDER.cost]: numeric((row) => row.cost_per_distance),
  }[request.order_by]!;
  const sorted = [...rows].sort((a, b) => compare(a, b) || byProduct(a, b));
  const start = (request.page_number - 1) * request.page_size;
  return sorted.slice(start, start + request.page_size);
}
