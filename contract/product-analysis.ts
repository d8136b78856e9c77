/**
 * The product analysis report (spec 3 §3 "Product analysis report", §7): two products compared
 * on the chosen accounts' tires, from the wear-rate aggregate (server/reporting/tire-wear.ts),
 * their casings sent to retread and their scrapped tires.
 */
import { z } from 'zod';
import { text } from './common';
import { bodyId } from './common-lookups';
import { WHEEL_POSITIONS } from './product-wear-rate';

const accounts = z.array(bodyId).min(1).max(1000);

/** The dependent selects: tire type (wheel position), then brand, product line and size. */
export const productSelectsRequest = z.object({
  account_ids: accounts,
  tire_type: z.enum(WHEEL_POSITIONS).nullish(),
  brand_id: bodyId.nullish(),
  product_line_id: bodyId.nullish(),
});
export type ProductSelectsRequest = z.infer<typeof productSelectsRequest>;

const option = z.object({ id: z.union([z.number().int(), z.string()]), name: z.string() });
export const tireTypesResponse = z.object({ types: z.array(option) });
export const brandsResponse = z.object({ brands: z.array(option) });
export const productLinesResponse = z.object({ product_lines: z.array(option) });
export const tireSizesResponse = z.object({ sizes: z.array(option) });

export const comparedProduct = z.object({ product_line_id: bodyId, tire_size_id: bodyId });

export const productReportRequest = z.object({
  account_ids: accounts,
  tire_type: z.enum(WHEEL_POSITIONS).nullish(),
  /** Exactly the two products compared. */
  products: z.array(comparedProduct).length(2),
  report_name: text(120).default(''),
  comments: text(2000).default(''),
});
export type ProductReportRequest = z.infer<typeof productReportRequest>;

export const productBlock = z.object({
  brand: z.string(),
  product_line: z.string(),
  tire_size: z.string(),
  /** Tires behind the wear figures, and those left out for fewer than two readings. */
  tires: z.number().int(),
  unmeasured_tires: z.number().int(),
  /** In the reader's units (see contract/product-wear-rate's wearRatePer10k). */
  wear_rate: z.number().nullable(),
  /** Mean projected miles (km when metric) from new to the minimum tread at each tire's rate. */
  removal_mileage: z.number().nullable(),
  /** Mean list price over the usable tread in 32nds (mm when metric). */
  cost_per_32nd: z.number().nullable(),
  /** Mean cost per mile (per km when metric). */
  cost_per_mile: z.number().nullable(),
  /** Casings of the product sent to retread and the share accepted, in percent. */
  casings_inspected: z.number().int(),
  retreadability_percent: z.number().nullable(),
  /** Scrapped tires of the product per removal reason, most first. */
  scrap_reasons: z.array(z.object({ reason: z.string(), tires: z.number().int() })),
});
export type ProductBlock = z.infer<typeof productBlock>;

export const productReportResponse = z.object({
  product_comp_model: z.object({
    /** The cover page: title, the accounts (prepared for), the two products, the tire type filter, the user and when. */
    cover_page: z.object({
      title: z.string(),
      prepared_for: z.array(z.string()),
      products: z.array(z.string()).length(2),
      tire_type: z.string().nullable(),
      prepared_by: z.string(),
      generated_at: z.string(),
    }),
    account_data: z.array(z.object({ id: z.number().int(), account_number: z.string(), name: z.string() })),
    graph_header: z.object({
      wear_rate_unit: z.string(),
      distance_unit: z.string(),
      tire_type: z.string().nullable(),
      /** Written before each cost; comparisons stored before costs carried their sign have none. */
      currency_symbol: z.string().default(''),
    }),
    products: z.array(productBlock).length(2),
    comments: z.string(),
  }),
  report_name: z.string(),
});
export type ProductReport = z.infer<typeof productReportResponse>;

/** generate_reports: the comparison's request, queued; the job reads it with the user's scope of then. */
export const generateProductReportRequest = productReportRequest;

export { generateReportResponse, getReportRequest, reportNotReady, reportsResponse } from './generated-reports';
