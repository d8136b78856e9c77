import type { CalendarDay } from '../../../../components/inputs/date-rules';
import { fromWireDate } from '../../../../components/inputs/wire-date';

export { formatDay } from '../../../../../contract/date-format';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A survey date as either side stores it: the wire's MM/DD/YYYY kept on this device, or the server's
 * ISO instant (a bare day is kept at 12:00 UTC, so its UTC date is the calendar day).
 */
export function surveyDay(value: unknown): CalendarDay | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const wire = fromWireDate(text);
  if (wire) return wire;
  if (text.includes('T')) {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  const iso = ISO_DAY.exec(text);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  return null;
}

/** Sort key of a survey day: larger is later; unknown dates sort last. */
export function dayKey(day: CalendarDay | null): number {
  return day ? day.year * 10_000 + day.month * 100 + day.day : -1;
}

/** The calendar day at noon UTC, for Intl formatting with timeZone UTC. */
export function dayAsDate(day: CalendarDay): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day, 12));
}
