/**
 * Dates of the report as the user reads them. Calendar days (YYYY-MM-DD, or the day of a
 * stored instant such as a survey date) are UTC days, as the server reads every stored date, so
 * no time zone moves them; moments (created, finished, generated) show in the user's own time.
 */
import { formatDateTime as formatInstant, formatDay as formatCalendarDay } from './shared';

export function formatDay(value: string | null | undefined, locale: string): string {
  // The day a stored instant's text names, whatever its time.
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0];
  return (day && formatCalendarDay(day, locale, 'medium')) || '—';
}

export function formatDateTime(value: string | null | undefined, locale: string): string {
  return formatInstant(value, locale, undefined, 'medium') || '—';
}

/** The report's period: "label: first day – last day", or the label alone when it has no days. */
export function formatPeriod(range: { date_from: string | null; date_to: string | null }, label: string, locale: string): string {
  if (!range.date_from || !range.date_to) return label;
  return `${label}: ${formatDay(range.date_from, locale)} – ${formatDay(range.date_to, locale)}`;
}
