import { z } from 'zod';
import { productReportRequest, type ProductReport, type ProductReportRequest } from '../../../contract/product-analysis';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { refreshNarrowChanges } from '../../reporting/refresh';
import { anyOf, assertAccountsInScope, type Scope } from '../../tenancy';
import { wearRateUnit } from '../product-wear-rate/wear-rate-table';
import { productBlock } from './repository';

export const PRODUCT_ANALYSIS_TITLE = /*i18n*/ 'Product analysis report';
export const PRODUCT_ANALYSIS_KIND = 'product_analysis';

/** Who the report is for, as the cover page and the figures' units need it. */
export interface ReportAuthor {
  unit: 'imperial' | 'metric';
  preparedBy: string;
  /** Written before every cost of the report, as on the author's other screens. */
  currencySymbol: string;
}

/** What generate_reports stores for the job: the request, its name settled, and the author's units and name then. */
export const storedParameters = productReportRequest.extend({
  report_name: z.string().min(1),
  unit_of_measurement: z.enum(['imperial', 'metric']),
  prepared_by: z.string(),
  /** Absent from comparisons queued before costs carried their sign. */
  currency_symbol: z.string().default(''),
});
export type StoredParameters = z.infer<typeof storedParameters>;

export const productLabel = (block: { product_line: string; tire_size: string }) => `${block.product_line} ${block.tire_size}`;
export const defaultReportName = (first: { product_line: string; tire_size: string }, second: { product_line: string; tire_size: string }) =>
  `${productLabel(first)} vs ${productLabel(second)}`;

/**
 * The comparison of two products on the chosen accounts (403 outside the scope before any
 * read), whether answered at once or built by the background job; `progress` is told as each
 * product's block is done.
 */
export async function buildProductReport(
  db: Db,
  scope: Scope,
  body: ProductReportRequest,
  author: ReportAuthor,
  progress: (fraction: number) => Promise<void> = async () => undefined,
): Promise<ProductReport> {
  assertAccountsInScope(scope, body.account_ids);
  await refreshNarrowChanges(db);
  await progress(0.2);
  const accountRows = await db
    .select({ id: accounts.id, account_number: accounts.accountNumber, name: accounts.name })
    .from(accounts)
    .where(anyOf(accounts.id, [...new Set(body.account_ids)]))
    .orderBy(accounts.name);
  const first = await productBlock(db, scope, body, body.products[0]!, author.unit);
  await progress(0.6);
  const second = await productBlock(db, scope, body, body.products[1]!, author.unit);
  await progress(0.95);
  return {
    product_comp_model: {
      cover_page: {
        title: PRODUCT_ANALYSIS_TITLE,
        prepared_for: accountRows.map((row) => row.name),
        products: [productLabel(first), productLabel(second)],
        tire_type: body.tire_type ?? null,
        prepared_by: author.preparedBy,
        generated_at: new Date().toISOString(),
      },
      account_data: accountRows,
      graph_header: { wear_rate_unit: wearRateUnit(author.unit), distance_unit: author.unit === 'metric' ? 'km' : 'mi', tire_type: body.tire_type ?? null, currency_symbol: author.currencySymbol },
      products: [first, second],
      comments: body.comments,
    },
    report_name: body.report_name.trim() || defaultReportName(first, second),
  };
}
