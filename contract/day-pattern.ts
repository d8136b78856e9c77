/**
 * The numeric day form of each locale as a pattern (order of the parts and the mark between
 * them), for date fields typed as `formatDay` shows days, and the rewriting of server texts that
 * carry wire days. Apart from date-format.ts so the app's entry, which formats days, does not
 * carry what only date fields and a few report screens use.
 */
import { formatDay, NUMERIC_DAY, safeLocale } from './date-format';

export type DayPart = 'day' | 'month' | 'year';

/** The order of a numeric day's parts and the mark between them, as `formatDay` writes them. */
export interface DayPattern {
  order: readonly DayPart[];
  /** The first mark between two parts, without spaces ('/', '.', '-'). */
  separator: string;
}

const patterns = new Map<string, DayPattern>();
const US_PATTERN: DayPattern = { order: ['month', 'day', 'year'], separator: '/' };

/**
 * The numeric day form of a locale (en-US month/day/year with '/', fr-CA year-month-day with
 * '-', de-DE day.month.year), read from Intl itself so date fields are typed as dates are shown.
 */
export function dayPattern(locale: string): DayPattern {
  const key = safeLocale(locale);
  let pattern = patterns.get(key);
  if (!pattern) {
    const parts = new Intl.DateTimeFormat(key, { ...NUMERIC_DAY, timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2026, 10, 25)));
    const order = parts.map((part) => part.type).filter((type): type is DayPart => type === 'day' || type === 'month' || type === 'year');
    const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
    pattern = order.length === 3 && new Set(order).size === 3 ? { order, separator } : US_PATTERN;
    patterns.set(key, pattern);
  }
  return pattern;
}

const WIRE_DAYS = /\b(\d{2}\/\d{2}\/\d{4})\b/g;

/**
 * A text the server built with wire days in it ("11/01/2026 - 11/25/2026", a template's report
 * dates) with each day written as the locale writes it; the rest of the text is kept.
 */
export function formatWireDays(text: string | null | undefined, locale: string): string {
  return (text ?? '').replace(WIRE_DAYS, (day) => formatDay(day, locale) || day);
}
