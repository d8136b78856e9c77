import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { KM_PER_MILE, wearRatePer10k } from '../../../contract/product-wear-rate';
import type { ProductBlock, ProductSelectsRequest } from '../../../contract/product-analysis';
import { MM_PER_32ND } from '../../../contract/tire-exceptions';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { anyOf, assertAccountsInScope, locationFilter, type Scope } from '../../tenancy';

type Unit = 'imperial' | 'metric';
const raw = (name: string) => sql.raw(name) as unknown as AnyColumn;

/** The chosen accounts within the user's locations, for a table with account_id and fleet_location_id (403 outside the scope). */
function chosen(scope: Scope, accountIds: readonly number[], alias: string): SQL {
  assertAccountsInScope(scope, accountIds);
  const inScope = locationFilter(scope, { accountId: raw(`${alias}.account_id`), locationId: raw(`${alias}.fleet_location_id`) });
  return sql`${anyOf(raw(`${alias}.account_id`), [...new Set(accountIds)])}${inScope ? sql` and ${inScope}` : sql``}`;
}

const positionOf = (tireType: string | null | undefined) => (tireType ? sql` and w.position_class = ${tireType}` : sql``);

/** One dependent select of the comparison, from the chosen accounts' tires with readings. */
export async function productSelect(db: Db, scope: Scope, body: ProductSelectsRequest, level: 'type' | 'brand' | 'line' | 'size') {
  const where = chosen(scope, body.account_ids, 'w');
  const query = {
    type: sql`select distinct w.position_class as id, initcap(w.position_class) as name from report_tire_wear w where ${where} order by 1`,
    brand: sql`select distinct b.id, b.name from report_tire_wear w join brands b on b.id = w.brand_id where ${where}${positionOf(body.tire_type)} order by b.name, b.id`,
    line: sql`select distinct pl.id, pl.name from report_tire_wear w join product_lines pl on pl.id = w.product_line_id
      where ${where}${positionOf(body.tire_type)}${body.brand_id ? sql` and w.brand_id = ${body.brand_id}` : sql``} order by pl.name, pl.id`,
    size: sql`select distinct ts.id, ts.size as name from report_tire_wear w join tire_sizes ts on ts.id = w.tire_size_id
      where ${where}${positionOf(body.tire_type)}${body.product_line_id ? sql` and w.product_line_id = ${body.product_line_id}` : sql``} order by ts.size, ts.id`,
  }[level];
  const rows = await queryRows<{ id: number | string; name: string }>(db, query);
  return rows.map((row) => ({ id: typeof row.id === 'string' ? row.id : Number(row.id), name: row.name }));
}

/** A product's brand, "brand product line" and size as the report names it; null for an unknown product line. */
export async function productNames(db: Db, product: { product_line_id: number; tire_size_id: number }) {
  const [names] = await queryRows<{ brand: string; product_line: string; tire_size: string | null }>(
    db,
    sql`select b.name as brand, b.name || ' ' || pl.name as product_line, (select size from tire_sizes where id = ${product.tire_size_id}) as tire_size
      from product_lines pl join brands b on b.id = pl.brand_id where pl.id = ${product.product_line_id}`,
  );
  return names ?? null;
}

const round = (value: number | null, decimals: number) => (value === null || !Number.isFinite(value) ? null : Math.round(value * 10 ** decimals) / 10 ** decimals);
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * One product's data block: its tires' wear (summed tread lost over summed miles), the mean
 * projected miles from new to the minimum tread, cost per 32nd of usable tread and per mile,
 * the share of its casings accepted for retread and its scrapped tires per removal reason.
 */
export async function productBlock(
  db: Db,
  scope: Scope,
  request: { account_ids: number[]; tire_type?: string | null },
  product: { product_line_id: number; tire_size_id: number },
  unit: Unit,
): Promise<ProductBlock> {
  const key = sql`w.product_line_id = ${product.product_line_id} and w.tire_size_id = ${product.tire_size_id}`;
  // The four reads are independent: run at once, the block takes as long as the slowest.
  const [[wear], names, [casings], reasons] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`select (count(*) filter (where w.is_measured))::int as tires, (count(*) filter (where not w.is_measured))::int as unmeasured,
          sum(w.tread_lost_mm) filter (where w.is_measured) as lost, sum(w.distance_mi) filter (where w.is_measured) as distance,
          avg((w.new_tread_mm - w.min_tread_mm) / (w.tread_lost_mm / w.distance_mi)) filter (where w.is_measured and w.tread_lost_mm > 0 and w.new_tread_mm > w.min_tread_mm) as life_mi,
          avg(w.price / (w.new_tread_mm - w.min_tread_mm)) filter (where w.price is not null and w.new_tread_mm > w.min_tread_mm) as cost_per_mm,
          avg(w.cost_per_mile) as cost_per_mile
        from report_tire_wear w where ${chosen(scope, request.account_ids, 'w')}${positionOf(request.tire_type)} and ${key}`,
    ),
    productNames(db, product),
    queryRows<{ inspected: number; accepted: number }>(
      db,
      sql`select count(*)::int as inspected, (count(*) filter (where c.status = 'retread'))::int as accepted
        from casings c join retread_orders ro on ro.id = c.retread_order_id join tires t on t.id = c.tire_id
        where ${chosen(scope, request.account_ids, 'ro')} and t.product_line_id = ${product.product_line_id} and c.tire_size_id = ${product.tire_size_id}`,
    ),
    queryRows<{ reason: string; tires: number }>(
      db,
      sql`select coalesce(rr.name, 'Not given') as reason, count(*)::int as tires
        from scrap_records sr left join removal_reasons rr on rr.id = sr.removal_reason_id
        where ${chosen(scope, request.account_ids, 'sr')} and sr.product_line_id = ${product.product_line_id} and sr.tire_size_id = ${product.tire_size_id}
        group by 1 order by 2 desc, 1`,
    ),
  ]);
  const metric = unit === 'metric';
  const lifeMi = num(wear?.life_mi);
  const costPerMm = num(wear?.cost_per_mm);
  const costPerMile = num(wear?.cost_per_mile);
  const inspected = Number(casings?.inspected ?? 0);
  return {
    brand: names?.brand ?? '',
    product_line: names?.product_line ?? '',
    tire_size: names?.tire_size ?? '',
    tires: Number(wear?.tires ?? 0),
    unmeasured_tires: Number(wear?.unmeasured ?? 0),
    wear_rate: round(wearRatePer10k(Number(wear?.lost ?? 0), Number(wear?.distance ?? 0), unit), 2),
    removal_mileage: round(lifeMi === null ? null : metric ? lifeMi * KM_PER_MILE : lifeMi, 0),
    cost_per_32nd: round(costPerMm === null ? null : metric ? costPerMm : costPerMm * MM_PER_32ND, 2),
    cost_per_mile: round(costPerMile === null ? null : metric ? costPerMile / KM_PER_MILE : costPerMile, 4),
    casings_inspected: inspected,
    retreadability_percent: inspected > 0 ? round((Number(casings!.accepted) / inspected) * 100, 1) : null,
    scrap_reasons: reasons.map((row) => ({ reason: row.reason, tires: Number(row.tires) })),
  };
}
