/**
 * The product wear rate report (spec 3 §3 "Wear-rate report", §7 "Product wear rate report"):
 * wear per product and wheel position over the chosen accounts, from the wear-rate aggregate
 * (server/reporting/tire-wear.ts holds the per-tire rule).
 */
import { z } from 'zod';
import { text } from './common';
import { bodyId } from './common-lookups';
import { MM_PER_32ND } from './tire-exceptions';

/** Spec 3 §9: page 1, size 10, order_by 0, ascending. */
export const WEAR_RATE_PAGE_SIZE = 10;
export const KM_PER_MILE = 1.609344;

/** Wheel positions are the reading's position class. */
export const WHEEL_POSITIONS = ['steer', 'drive', 'trail'] as const;
export const RETREAD_CHOICES = ['new', 'retread'] as const;

/**
 * A figure of tread lost over distance run in the reader's units: 32nds of an inch per 10,000
 * miles (imperial) or millimetres per 10,000 km (metric). Null when no distance was run.
 */
export function wearRatePer10k(treadLostMm: number, distanceMi: number, unit: 'imperial' | 'metric'): number | null {
  if (!(distanceMi > 0)) return null;
  const perMile = treadLostMm / distanceMi;
  return unit === 'metric' ? (perMile / KM_PER_MILE) * 10_000 : (perMile / MM_PER_32ND) * 10_000;
}

const ids = z.array(bodyId).max(1000).nullish();

/** The report's filters: every list narrows (empty or absent: all). */
export const wearRateFilters = z.object({
  /** The chosen accounts (1 to 1000); one outside the user's scope is refused with 403. */
  account_ids: z.array(bodyId).min(1).max(1000),
  brand_ids: ids,
  product_line_ids: ids,
  load_range_ids: ids,
  tire_size_ids: ids,
  wheel_positions: z.array(z.enum(WHEEL_POSITIONS)).max(3).nullish(),
  axle_configuration_ids: ids,
  vocation_ids: ids,
  /** New tires only, retreads only, or both when absent. */
  retread: z.enum(RETREAD_CHOICES).nullish(),
});
export type WearRateFilters = z.infer<typeof wearRateFilters>;

export const wearRateSearchRequest = wearRateFilters.extend({ key_word: text(100).default('') });
export type WearRateSearchRequest = z.infer<typeof wearRateSearchRequest>;

export const searchOption = z.object({ id: z.union([z.number().int(), z.string()]), name: z.string() });
export type SearchOption = z.infer<typeof searchOption>;
export const searchResponse = z.object({ search_result: z.array(searchOption) });

export const allFiltersResponse = z.object({
  brands: z.array(searchOption),
  product_lines: z.array(searchOption),
  load_ranges: z.array(searchOption),
  tire_sizes: z.array(searchOption),
  wheel_positions: z.array(searchOption),
  axle_configurations: z.array(searchOption),
  vocations: z.array(searchOption),
  retreads: z.array(searchOption),
});
export type AllFilters = z.infer<typeof allFiltersResponse>;

export const availableTiresResponse = z.object({
  /** Tires of the chosen accounts matching the filters that have readings. */
  tire_count: z.number().int(),
  /** Of those, the tires with a wear rate (two readings or more over a distance). */
  measured_count: z.number().int(),
});

/** order_by codes of the table; 0 (default) is the product: brand, product line, size, load range, position. */
export const WEAR_RATE_ORDER = { product: 0, tires: 1, wear_rate: 2, pull_date: 3, cost: 4 } as const;

export const wearRateRequest = wearRateFilters.extend({
  page_number: z.number().int().min(1).max(1_000_000).default(1),
  page_size: z.number().int().min(1).max(100).default(WEAR_RATE_PAGE_SIZE),
  order_by: z.number().int().min(0).max(4).default(0),
  is_sort_desc: z.boolean().default(false),
});
export type WearRateRequest = z.infer<typeof wearRateRequest>;

export const wearRateRow = z.object({
  brand: z.string().nullable(),
  product_line: z.string().nullable(),
  tire_size: z.string().nullable(),
  load_range: z.string().nullable(),
  wheel_position: z.string(),
  /** Tires behind the wear rate. */
  tires: z.number().int(),
  /** Tires of the row left out for fewer than two readings over a distance. */
  unmeasured_tires: z.number().int(),
  /** Total tread lost over total distance of the measured tires, in the reader's units (see wearRatePer10k). */
  wear_rate: z.number().nullable(),
  /** The earliest projected pull date of the row's tires (YYYY-MM-DD), none when none is projected. */
  earliest_pull_date: z.string().nullable(),
  /** The earliest pull date is before today: a tire of the row is past its minimum tread (overdue). */
  pull_overdue: z.boolean(),
  /** Tires of the row projected to reach their minimum tread within 90 days of today. */
  pulls_within_90_days: z.number().int(),
  /** Mean cost per mile (per km for metric readers) of the row's tires that have one. */
  cost_per_distance: z.number().nullable(),
});
export type WearRateRow = z.infer<typeof wearRateRow>;

/** A row's product as the screen and the files name it: line, size and load range; `unknownLine` where no line is recorded. */
export function wearRowProduct(row: Pick<WearRateRow, 'product_line' | 'tire_size' | 'load_range'>, unknownLine: string): string {
  return `${row.product_line ?? unknownLine} ${row.tire_size ?? ''} ${row.load_range ?? ''}`.trim();
}

export const wearRateResponse = z.object({
  product_wear_rates: z.array(wearRateRow),
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
  /** Over every row: tires measured and left out, and the fleet's wear rate. */
  totals: z.object({ tires: z.number().int(), unmeasured_tires: z.number().int(), wear_rate: z.number().nullable() }),
  unit_of_measurement: z.enum(['imperial', 'metric']),
  /** "32nds/10,000 mi" or "mm/10,000 km". */
  wear_rate_unit: z.string(),
  /** The user's currency symbol, written before every cost. */
  currency_symbol: z.string(),
});
export type WearRateResponse = z.infer<typeof wearRateResponse>;

export const systemAccessResponse = z.object({ has_access: z.boolean() });

export const PULL_SOON_DAYS = 90;
