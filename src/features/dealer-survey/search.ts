/**
 * The dealer survey report request kept in the URL (/dealer-survey-report?...): reloadable,
 * shareable and savable as a favorite. Malformed fields are dropped, never fatal.
 */
import { idList, lenient, oneOf, usDay, wholeNumber, z, type SearchOf } from '../../lib/search-params';
// Plain values only: this module is read with the URL, before the report's code loads.
import { DATE_RANGE_TYPES, DEALER_REPORT_TYPES, DEALER_SURVEY_ORDER, DEALER_SURVEY_PAGE_SIZE } from '../../../contract/report-values';
import type { DealerReportType, ReportDealerRequest } from './shared';

type OrderColumn = keyof typeof DEALER_SURVEY_ORDER;
const reportType = oneOf(DEALER_REPORT_TYPES.map((type) => type.value) as [DealerReportType, ...DealerReportType[]]);

export const dealerSearch = z.object({
  run: lenient(z.boolean()),
  country: lenient(z.string().check(z.regex(/^[A-Z]{2}$/))),
  states: lenient(z.array(z.string().check(z.regex(/^[A-Z0-9]{1,5}$/))).check(z.maxLength(100))),
  type: lenient(reportType),
  users: lenient(idList()),
  owners: lenient(idList()),
  range: lenient(oneOf(DATE_RANGE_TYPES)),
  from: lenient(usDay()),
  to: lenient(usDay()),
  page: lenient(wholeNumber(1, 2_147_483_647)),
  sort: lenient(oneOf(Object.keys(DEALER_SURVEY_ORDER) as [OrderColumn, ...OrderColumn[]])),
  desc: lenient(z.boolean()),
});
export type DealerSearch = SearchOf<typeof dealerSearch>;

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
