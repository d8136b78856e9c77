/**
 * The checkpoint report request kept in the URL (/checkpoint?...), so a report can be reloaded,
 * shared and saved as a favorite (lenient fields: see src/lib/search-params.ts).
 */
import { flag, idList, oneOf, searchSchema, usDay, wholeNumber, type SearchOf } from '../../lib/search-params';
// Plain values only: this module is read with the URL, before the report's code loads.
import { ACCOUNT_TYPE, CHECKPOINT_ORDER, CHECKPOINT_PAGE_SIZE, CHECKPOINT_REPORT_TYPES, DATE_RANGE_TYPES } from '../../../contract/report-values';
import type { CheckpointOrderColumn, CheckpointReportType, ReportRequest } from './app-links';

/** The four account kinds of the filter page, by their list in the home page answer. */
export const ACCOUNT_KINDS = {
  us_national: { code: ACCOUNT_TYPE.nationalAccount, list: 'us_national_accounts' },
  canadian_common_owner: { code: ACCOUNT_TYPE.canadianCommonOwner, list: 'canadian_common_owners_accounts' },
  canadian_national: { code: ACCOUNT_TYPE.canadianNationalAccount, list: 'canadian_national_accounts' },
  preferred_fleet: { code: ACCOUNT_TYPE.preferredFleet, list: 'preferred_fleet_accounts' },
} as const;
export type AccountKind = keyof typeof ACCOUNT_KINDS;
export const accountKind = oneOf(Object.keys(ACCOUNT_KINDS) as [AccountKind, ...AccountKind[]]);

const sortColumn = oneOf(Object.keys(CHECKPOINT_ORDER) as [CheckpointOrderColumn, ...CheckpointOrderColumn[]]);
const reportType = oneOf(CHECKPOINT_REPORT_TYPES.map((type) => type.value) as [CheckpointReportType, ...CheckpointReportType[]]);

export const checkpointSearch = searchSchema({
  kind: accountKind,
  account: wholeNumber(),
  /** Absent: all locations of the account. */
  locations: idList(),
  readers: idList(),
  type: reportType,
  range: oneOf(DATE_RANGE_TYPES),
  from: usDay(),
  to: usDay(),
  page: wholeNumber(1, 1_000_000),
  size: wholeNumber(1, 1000),
  sort: sortColumn,
  desc: flag,
});
export type CheckpointSearch = SearchOf<typeof checkpointSearch>;

/** The report runs once an account is chosen; a custom range also needs both days. */
export function isRunnable(search: CheckpointSearch): boolean {
  if (!search.kind || !search.account) return false;
  return search.range !== 'custom' || Boolean(search.from && search.to);
}

/** The API body of a search; null when the search is not a runnable report. */
export function toReportRequest(search: CheckpointSearch): ReportRequest | null {
  if (!isRunnable(search) || !search.kind || !search.account) return null;
  const range = search.range ?? 'last_30_days';
  return {
    account_kind: ACCOUNT_KINDS[search.kind].code,
    account_id: search.account,
    location_ids: search.locations?.length ? search.locations : null,
    reader_ids: search.readers?.length ? search.readers : null,
    report_type: search.type ?? 'all',
    date_range_type: range,
    date_from: range === 'custom' ? search.from : null,
    date_to: range === 'custom' ? search.to : null,
    page_number: search.page ?? 1,
    page_size: search.size ?? CHECKPOINT_PAGE_SIZE,
    order_by: search.sort ? CHECKPOINT_ORDER[search.sort] : CHECKPOINT_ORDER.unit_date,
    is_sort_desc: search.desc ?? (search.sort ? false : true),
  };
}
