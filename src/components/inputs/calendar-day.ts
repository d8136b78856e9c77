/**
 * A calendar day kept as plain numbers, never a Date, so no time zone can shift it by a day.
 * Kept apart from the date field's rules (and their messages) so a screen that only reads or
 * sends days (wire-date.ts) does not load them.
 */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidDay({ year, month, day }: CalendarDay): boolean {
  return (
    Number.isInteger(year) && year >= 1 && year <= 9999 &&
    Number.isInteger(month) && month >= 1 && month <= 12 &&
    Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month)
  );
}

/** Negative when a is earlier than b, 0 on the same day, positive when later. */
export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
