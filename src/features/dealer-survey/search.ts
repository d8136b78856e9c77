/**
 * The dealer survey report request kept in the URL (/dealer-survey-report?...): reloadable,
 * shareable and savable as a favorite. Malformed fields are dropped, never fatal.
 */
import { flag, idList, listOf, oneOf, searchSchema, textMatching, usDay, wholeNumber, type SearchOf } from '../../lib/search-params';
// Plain values only: this module is read with the URL, before the report's code loads.
import { DATE_RANGE_TYPES, DEALER_REPORT_TYPES, DEALER_SURVEY_ORDER, DEALER_SURVEY_PAGE_SIZE } from '../../../contract/report-values';
import type { DealerReportType, ReportDealerRequest } from './app-links';

type OrderColumn = keyof typeof DEALER_SURVEY_ORDER;
const reportType = oneOf(DEALER_REPORT_TYPES.map((type) => type.value) as [DealerReportType, ...DealerReportType[]]);

export const dealerSearch = searchSchema({
  run: flag,
  country: textMatching(/^[A-Z]{2}$/),
  states: listOf(textMatching(/^[A-Z0-9]{1,5}$/), 100),
  type: reportType,
  users: idList(),
  owners: idList(),
  range: oneOf(DATE_RANGE_TYPES),
  from: usDay(),
  to: usDay(),
  page: wholeNumber(1, 2_147_483_647),
  sort: oneOf(Object.keys(DEALER_SURVEY_ORDER) as [OrderColumn, ...OrderColumn[]]),
  desc: flag,
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
