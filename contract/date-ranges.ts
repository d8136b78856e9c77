/**
 * Report date ranges (spec 1 §9: Last 30 Days, Month to Date, Year to Date, Quarter, Custom),
 * shared by the server's report queries and the client's filter summaries.
 *
 * Rules, all on whole calendar days:
 * - "today" is the date of the user-time header when the client sent one (the user's own
 *   calendar), else the server's UTC date. Days are UTC days, as every stored date is read.
 * - last_30_days: from 30 days before today to the end of today (today − 30 … today).
 * - month_to_date: the first of the current month to the end of today.
 * - year_to_date: January 1 to the end of today.
 * - quarter: the current calendar quarter to date (Jan 1, Apr 1, Jul 1 or Oct 1 to the end
 *   of today); a quarter is a period to date like the two above, never a future day.
 * - custom: date_from to date_to (MM/DD/YYYY, both required, from ≤ to), both days whole.
 *
 * A resolved range is half-open: `from` is 00:00 UTC of the first day and `to` is 00:00 UTC of
 * the day after the last one, so a query reads `at >= from and at < to` and the last day is
 * included to its final instant.
 */
import { z } from 'zod';
import { formatDay } from './date-format';
import { parseUsDate } from './common-lookups';
import { DATE_RANGE_TYPES } from './report-values';

export { DATE_RANGE_TYPES } from './report-values';
export type DateRangeType = (typeof DATE_RANGE_TYPES)[number];

/** The look-back of last_30_days, in days before today. */
export const LAST_DAYS = 30;

const DAY_MS = 86_400_000;

export const DATE_REQUIRED_MESSAGE = 'Date is required';
export const DATE_FORMAT_MESSAGE = 'Please enter date in the correct format';
export const DATE_ORDER_MESSAGE = 'The end date is before the start date';

export interface DateRange {
  /** 00:00 UTC of the first day (inclusive). */
  from: Date;
  /** 00:00 UTC of the day after the last day (exclusive). */
  to: Date;
}

/** The UTC calendar day of an instant; for the user-time header, the user's own date. */
export function dayOf(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);

export interface CustomDates {
  date_from?: string | null;
  date_to?: string | null;
}

/**
 * The range of a type as of `today` (any instant of that day). Null only for a custom range
 * whose dates are missing, not real dates, or out of order; requests are validated first by
 * dateRangeIssues, so a route never sees null.
 */
export function resolveDateRange(type: DateRangeType, today: Date, custom: CustomDates = {}): DateRange | null {
  const day = dayOf(today);
  const end = addDays(day, 1);
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  switch (type) {
    case 'last_30_days':
      return { from: addDays(day, -LAST_DAYS), to: end };
    case 'month_to_date':
      return { from: new Date(Date.UTC(year, month, 1)), to: end };
    case 'year_to_date':
      return { from: new Date(Date.UTC(year, 0, 1)), to: end };
    case 'quarter':
      return { from: new Date(Date.UTC(year, month - (month % 3), 1)), to: end };
    case 'custom': {
      const from = custom.date_from ? parseUsDate(custom.date_from) : null;
      const to = custom.date_to ? parseUsDate(custom.date_to) : null;
      if (!from || !to || from > to) return null;
      return { from, to: addDays(to, 1) };
    }
  }
}

/** The last day a range includes. */
export function lastDayOf(range: DateRange): Date {
  return addDays(range.to, -1);
}

/** MM/DD/YYYY of a UTC day, the format of every date in requests and answers. */
export function formatUsDate(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getUTCMonth() + 1)}/${pad(day.getUTCDate())}/${day.getUTCFullYear()}`;
}

/** "03/01/2024 – 03/31/2024" in en-US, "2024-03-01 – 2024-03-31" in fr-CA: for filter lines and titles. */
export function describeDateRange(range: DateRange, locale = 'en-US'): string {
  return `${formatDay(range.from, locale)} – ${formatDay(lastDayOf(range), locale)}`;
}

/** One message for a malformed and an unreal date (02/30), so a field is named once. */
const calendarDate = z.string().max(10, { message: DATE_FORMAT_MESSAGE, abort: true }).refine((value) => parseUsDate(value) !== null, DATE_FORMAT_MESSAGE);

/** The date fields of every report request; date_range_type defaults to last_30_days. */
export const dateRangeFields = {
  date_range_type: z.enum(DATE_RANGE_TYPES).default('last_30_days'),
  date_from: calendarDate.nullish(),
  date_to: calendarDate.nullish(),
};

export interface DateRangeIssue {
  path: ['date_from'] | ['date_to'];
  message: string;
}

/** What is wrong with a request's dates: custom needs both dates, in order; other types ignore them. */
export function dateRangeIssues(value: { date_range_type: DateRangeType } & CustomDates): DateRangeIssue[] {
  if (value.date_range_type !== 'custom') return [];
  const issues: DateRangeIssue[] = [];
  if (!value.date_from) issues.push({ path: ['date_from'], message: DATE_REQUIRED_MESSAGE });
  if (!value.date_to) issues.push({ path: ['date_to'], message: DATE_REQUIRED_MESSAGE });
  if (issues.length > 0) return issues;
  const from = parseUsDate(value.date_from ?? '');
  const to = parseUsDate(value.date_to ?? '');
  // Malformed dates were already reported by the field schemas.
  if (from && to && from > to) issues.push({ path: ['date_to'], message: DATE_ORDER_MESSAGE });
  return issues;
}

/** For z.object(...).superRefine: reports dateRangeIssues on their fields. */
export function checkDateRange(value: { date_range_type: DateRangeType } & CustomDates, ctx: z.RefinementCtx): void {
  for (const issue of dateRangeIssues(value)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}
