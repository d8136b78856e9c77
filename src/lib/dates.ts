/**
 * Dates of reports as the user reads them, through the one date helper (contract/date-format).
 * Calendar days (YYYY-MM-DD, or the day of a stored instant such as a survey date) are UTC
 * days, as the server reads every stored date, so no time zone moves them; moments (created,
 * finished, generated) show in the user's own time.
 */
import { formatDateTime as formatInstant, formatDay as formatCalendarDay } from '../../contract/date-format';

export function formatDay(value: string | null | undefined, locale: string): string {
  // The day a stored instant's text names, whatever its time.
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0];
  return (day && formatCalendarDay(day, locale, 'medium')) || '—';
}

export function formatDateTime(value: string | null | undefined, locale: string): string {
  return formatInstant(value, locale, undefined, 'medium') || '—';
}
