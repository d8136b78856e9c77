/**
 * Per-tire wear figures for screens that show single tires (the inspection detail): read from
 * the wear-rate aggregate, never the raw readings, and only for tires the scope may see.
 */
import { sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query';
import { anyOf, locationFilter, type Scope } from '../tenancy';

export interface TireWearProjection {
  tire_id: number;
  /** False when the tire has fewer than two readings over a distance on its unit: no figures. */
  is_measured: boolean;
  /** Tread lost per 10,000 miles in millimetres (convert with contract/product-wear-rate's units). */
  wear_mm_per_10k_mi: number | null;
  /** When it reaches its minimum tread at its rate and its unit's miles per day (YYYY-MM-DD). */
  projected_pull_date: string | null;
  /** Its product's price over the miles its usable tread lasts at its rate. */
  cost_per_mile: number | null;
}

const col = (name: string) => sql.raw(name) as unknown as AnyColumn;

/** The projection of each of these tires that has readings and lies in the scope (others are absent). */
export async function tireWearProjections(db: Db, scope: Scope, tireIds: readonly number[]): Promise<TireWearProjection[]> {
  if (tireIds.length === 0) return [];
  const inScope = locationFilter(scope, { accountId: col('account_id'), locationId: col('fleet_location_id') }) ?? sql`true`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select tire_id, is_measured, tread_lost_mm / nullif(distance_mi, 0) * 10000 as rate,
        to_char(projected_pull_at at time zone 'UTC', 'YYYY-MM-DD') as pull, cost_per_mile
      from report_tire_wear where ${anyOf(col('tire_id'), [...new Set(tireIds)])} and ${inScope} order by tire_id`,
  );
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return rows.map((row) => ({
    tire_id: Number(row.tire_id),
    is_measured: Boolean(row.is_measured),
    wear_mm_per_10k_mi: number(row.rate),
    projected_pull_date: (row.pull as string | null) ?? null,
    cost_per_mile: number(row.cost_per_mile),
  }));
}
