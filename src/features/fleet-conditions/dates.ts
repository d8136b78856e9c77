import { formatDay } from '../../lib/dates';

export { formatDateTime, formatDay } from '../../lib/dates';

/** The report's period: "label: first day – last day", or the label alone when it has no days. */
export function formatPeriod(range: { date_from: string | null; date_to: string | null }, label: string, locale: string): string {
  if (!range.date_from || !range.date_to) return label;
  return `${label}: ${formatDay(range.date_from, locale)} – ${formatDay(range.date_to, locale)}`;
}
