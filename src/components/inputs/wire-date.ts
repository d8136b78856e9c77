import { isValidDay, type CalendarDay } from './calendar-day';

/**
 * The one place a calendar day crosses to and from the API: requests carry MM/DD/YYYY (spec 1
 * §5, contract date-ranges), whatever the user's locale types and sees. Features convert here,
 * never with a pattern of their own.
 */
const WIRE_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const pad = (value: number, length: number) => String(value).padStart(length, '0');

export function toWireDate(day: CalendarDay): string {
  return `${pad(day.month, 2)}/${pad(day.day, 2)}/${pad(day.year, 4)}`;
}

/** The day a wire text names, or null when it is empty, malformed or not a real day. */
export function fromWireDate(text: string | null | undefined): CalendarDay | null {
  const match = WIRE_DAY.exec((text ?? '').trim());
  if (!match) return null;
  const day = { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) };
  return isValidDay(day) ? day : null;
}
