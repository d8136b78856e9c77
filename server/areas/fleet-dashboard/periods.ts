/**
 * The periods of the period reports: the months a range touches, or on drill the weeks of one
 * month. A month's weeks are fixed day spans (days 1-7, 8-14, 15-21, 22-28, 29 to the end), so
 * week n of a month lines up with week n of the same month a year earlier.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TableRow } from '../../../contract/fleet-dashboard';
import type { DayRange } from './aggregate-query';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');
export const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const utc = (year: number, month: number, day = 1) => new Date(Date.UTC(year, month, day));

/** The same day one year earlier (29 February becomes the 28th). */
export function yearEarlier(day: Date): Date {
  const year = day.getUTCFullYear() - 1;
  const last = new Date(Date.UTC(year, day.getUTCMonth() + 1, 0)).getUTCDate();
  return utc(year, day.getUTCMonth(), Math.min(day.getUTCDate(), last));
}

export interface Period {
  /** The group key the aggregate query gives this period. */
  key: string;
  /** The key of the same period a year earlier. */
  previousKey: string;
  label: string;
  fields: TableRow;
}

export interface PeriodPlan {
  key: SQL;
  periods: Period[];
  /** The days read (the drilled month within the range). */
  range: { from: Date; to: Date };
}

const usDate = (day: Date) => `${pad(day.getUTCMonth() + 1)}/${pad(day.getUTCDate())}/${day.getUTCFullYear()}`;

export function monthPlan(range: { from: Date; to: Date }): PeriodPlan {
  const periods: Period[] = [];
  for (let month = utc(range.from.getUTCFullYear(), range.from.getUTCMonth()); month < range.to; month = utc(month.getUTCFullYear(), month.getUTCMonth() + 1)) {
    const year = month.getUTCFullYear();
    const number = month.getUTCMonth() + 1;
    periods.push({
      key: `${year}-${pad(number)}`,
      previousKey: `${year - 1}-${pad(number)}`,
      label: `${MONTHS[number - 1]} ${year}`,
      fields: { Date: usDate(month), MonthNumber: number, Year: year, MonthString: MONTHS[number - 1]!, WeekString: null, WeekDescription: null },
    });
  }
  return { key: sql`to_char(r.day, 'YYYY-MM')`, periods, range };
}

export function weekPlan(range: { from: Date; to: Date }, year: number, month: number): PeriodPlan {
  const first = utc(year, month - 1);
  const next = utc(year, month);
  const days = (next.getTime() - first.getTime()) / 86_400_000;
  const periods: Period[] = [];
  for (let week = 1; (week - 1) * 7 < days; week += 1) {
    const start = (week - 1) * 7 + 1;
    const end = Math.min(week * 7, days);
    periods.push({
      key: String(week),
      previousKey: String(week),
      label: `W${week} (${start}-${end})`,
      fields: {
        Date: usDate(utc(year, month - 1, start)),
        MonthNumber: month,
        Year: year,
        MonthString: MONTHS[month - 1]!,
        WeekString: `W${week}`,
        WeekDescription: `${MONTHS[month - 1]} ${start} - ${MONTHS[month - 1]} ${end}`,
      },
    });
  }
  const from = range.from > first ? range.from : first;
  const to = range.to < next ? range.to : next;
  return { key: sql`((extract(day from r.day)::int - 1) / 7 + 1)`, periods, range: { from, to: to > from ? to : from } };
}

export function dayRange(range: { from: Date; to: Date }): DayRange {
  return { from: isoDay(range.from), to: isoDay(range.to) };
}

export function previousRange(range: { from: Date; to: Date }): { from: Date; to: Date } {
  return { from: yearEarlier(range.from), to: yearEarlier(range.to) };
}
