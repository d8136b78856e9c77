/**
 * Dates of reports as the user reads them. Calendar days (YYYY-MM-DD, or the day of a
 * stored instant such as a survey date) are UTC days, as the server reads every stored date, so
 * no time zone moves them; moments (created, finished, generated) show in the user's own time.
 */
export function formatDay(value: string | null | undefined, locale: string): string {
  if (!value) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return '—';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleDateString(locale, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

