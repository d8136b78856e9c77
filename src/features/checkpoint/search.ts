/**
 * The checkpoint report request kept in the URL (/checkpoint?...), so a report can be reloaded,
 * shared and saved as a favorite. Every field is optional and a malformed one is dropped rather
 * than failing the page: an old or hand-edited link still opens the filter page.
 */
import { z } from 'zod';
import { ACCOUNT_TYPE, CHECKPOINT_ORDER, CHECKPOINT_PAGE_SIZE, checkpointReportType, DATE_RANGE_TYPES, type CheckpointOrderColumn, type ReportRequest } from './shared';

/** The four account kinds of the filter page, by their list in the home page answer. */
export const ACCOUNT_KINDS = {
  us_national: { code: ACCOUNT_TYPE.nationalAccount, list: 'us_national_accounts' },
  canadian_common_owner: { code: ACCOUNT_TYPE.canadianCommonOwner, list: 'canadian_common_owners_accounts' },
  canadian_national: { code: ACCOUNT_TYPE.canadianNationalAccount, list: 'canadian_national_accounts' },
  preferred_fleet: { code: ACCOUNT_TYPE.preferredFleet, list: 'preferred_fleet_accounts' },
} as const;
export type AccountKind = keyof typeof ACCOUNT_KINDS;
export const accountKind = z.enum(Object.keys(ACCOUNT_KINDS) as [AccountKind, ...AccountKind[]]);

const ids = z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(1000);
const usDay = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/);
const sortColumn = z.enum(Object.keys(CHECKPOINT_ORDER) as [CheckpointOrderColumn, ...CheckpointOrderColumn[]]);

export const checkpointSearch = z.object({
  kind: accountKind.optional().catch(undefined),
  account: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  /** Absent: all locations of the account. */
  locations: ids.optional().catch(undefined),
  readers: ids.optional().catch(undefined),
  type: checkpointReportType.optional().catch(undefined),
  range: z.enum(DATE_RANGE_TYPES).optional().catch(undefined),
  from: usDay.optional().catch(undefined),
  to: usDay.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined),
  size: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
  sort: sortColumn.optional().catch(undefined),
  desc: z.boolean().optional().catch(undefined),
});
export type CheckpointSearch = z.infer<typeof checkpointSearch>;

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
