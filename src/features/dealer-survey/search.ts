/**
 * The dealer survey report request kept in the URL (/dealer-survey-report?...): reloadable,
 * shareable and savable as a favorite. Malformed fields are dropped, never fatal.
 */
import { z } from 'zod';
import { DATE_RANGE_TYPES, DEALER_SURVEY_ORDER, DEALER_SURVEY_PAGE_SIZE, dealerReportType, type ReportDealerRequest } from './shared';

type OrderColumn = keyof typeof DEALER_SURVEY_ORDER;
const ids = z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(1000);

export const dealerSearch = z.object({
  run: z.boolean().optional().catch(undefined),
  country: z.string().regex(/^[A-Z]{2}$/).optional().catch(undefined),
  states: z.array(z.string().regex(/^[A-Z0-9]{1,5}$/)).max(100).optional().catch(undefined),
  type: dealerReportType.optional().catch(undefined),
  users: ids.optional().catch(undefined),
  owners: ids.optional().catch(undefined),
  range: z.enum(DATE_RANGE_TYPES).optional().catch(undefined),
  from: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/).optional().catch(undefined),
  to: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  sort: z.enum(Object.keys(DEALER_SURVEY_ORDER) as [OrderColumn, ...OrderColumn[]]).optional().catch(undefined),
  desc: z.boolean().optional().catch(undefined),
});
export type DealerSearch = z.infer<typeof dealerSearch>;

/** The API body; null until the filters were applied (run) and a custom range has both days. */
export function toDealerRequest(search: DealerSearch): ReportDealerRequest | null {
  if (!search.run) return null;
  const range = search.range ?? 'last_30_days';
  if (range === 'custom' && !(search.from && search.to)) return null;
  return {
    country: search.country ?? null,
    states: search.states?.length ? search.states : null,
    report_type: search.type ?? 'all',
    survey_by_user_ids: search.users?.length ? search.users : null,
    owner_ids: search.owners?.length ? search.owners : null,
    date_range_type: range,
    date_from: range === 'custom' ? search.from : null,
    date_to: range === 'custom' ? search.to : null,
    page_number: search.page ?? 1,
    page_size: DEALER_SURVEY_PAGE_SIZE,
    order_by: search.sort ? DEALER_SURVEY_ORDER[search.sort] : DEALER_SURVEY_ORDER.survey_date,
    is_sort_desc: search.desc ?? !search.sort,
  };
}
