import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dayPattern, type DayPart } from '../../../contract/day-pattern';
import { compareDays, isValidDay, type CalendarDay } from './calendar-day';

export { compareDays, daysInMonth, isLeapYear, isValidDay, type CalendarDay } from './calendar-day';

/**
 * Rules of the date input (spec 1 §5): a day is typed as the user's locale writes it
 * on screen (en-US 11/25/2026, fr-CA 2026-11-25, de-DE 25.11.2026), ISO 2026-11-25 is accepted
 * everywhere, and requests keep their wire format (wire-date.ts).
 */

export interface DateTextOptions {
  required?: boolean;
  /** Latest accepted day, inclusive. */
  maxDate?: CalendarDay | null;
}

/** How a locale's date field is typed: its parts' order, the mark between them, and the hint. */
export interface DateFieldFormat {
  order: readonly DayPart[];
  separator: string;
  /** The order spelled out for the placeholder and messages: MM/DD/YYYY, AAAA-MM-JJ, TT.MM.JJJJ. */
  pattern: string;
}

export type DayLetters = Record<DayPart, string>;

/** The letters a language writes its date hint with (JJ/MM/AAAA in French, TT.MM.JJJJ in German). */
export const DAY_LETTERS: Record<DayPart, MessageDescriptor> = {
  day: msg({ context: 'date field hint', message: 'DD', comment: 'The two digits of the day in a date hint such as DD/MM/YYYY' }),
  month: msg({ context: 'date field hint', message: 'MM', comment: 'The two digits of the month in a date hint such as DD/MM/YYYY' }),
  year: msg({ context: 'date field hint', message: 'YYYY', comment: 'The four digits of the year in a date hint such as DD/MM/YYYY' }),
};

const ENGLISH_LETTERS: DayLetters = { day: 'DD', month: 'MM', year: 'YYYY' };

/** The locale's field format; `letters` are the hint's letters in the user's language. */
export function dateFieldFormat(locale: string, letters: DayLetters = ENGLISH_LETTERS): DateFieldFormat {
  const { order, separator } = dayPattern(locale);
  return { order, separator, pattern: order.map((part) => letters[part]).join(separator) };
}

const ISO_ORDER: readonly DayPart[] = ['year', 'month', 'day'];
/** Digits, the marks locales put between a day's parts, and the spaces some add after them. */
const DATE_CHARSET = /^[\d/.\- ]*$/;
/** Ten characters of a padded day plus the spaces of "25. 11. 2026". */
export const DATE_TEXT_MAX_LENGTH = 12;

/**
 * The day typed text names in the locale's order, or null when it is empty, malformed or not a
 * real day. Month and day take one or two digits (2/3/2024 is as clear as 02/03/2024 and quicker
 * on a tablet), the year exactly four, so 2/3/24 is rejected rather than guessed. Any of / . -
 * separates the parts (a de-DE user typing 25/11/2026 is understood); a text that starts with a
 * four-digit year is read year-month-day, so ISO 2026-11-25 works in every locale. Marks after
 * the year ("2026. 11. 25.", bg-BG "25.11.2026 г.") are ignored.
 */
export function parseDateText(text: string, format: DateFieldFormat): CalendarDay | null {
  const groups = text.trim().replace(/\D+$/, '').split(/ *[/.-] *| +/);
  if (groups.length !== 3 || !groups.every((group) => /^\d{1,4}$/.test(group))) return null;
  const order = groups[0]!.length === 4 ? ISO_ORDER : format.order;
  const parts = Object.fromEntries(order.map((part, i) => [part, groups[i]!])) as Record<DayPart, string>;
  if (parts.year.length !== 4 || parts.month.length > 2 || parts.day.length > 2) return null;
  const date = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  return isValidDay(date) ? date : null;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** The day as the locale's field shows it, padded: 11/25/2026, 2026-11-25, 25.11.2026. */
export function formatDateText(date: CalendarDay, format: DateFieldFormat): string {
  return format.order.map((part) => pad(date[part], part === 'year' ? 4 : 2)).join(format.separator);
}

/** YYYY-MM-DD, the value format of the browser's own date picker. */
export function formatIsoDate(date: CalendarDay): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export function parseIsoDate(text: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidDay(date) ? date : null;
}

/** Today in the browser's time zone: the day the user sees on the wall calendar. */
export function today(now: Date = new Date()): CalendarDay {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export type DateTextRule = 'required' | 'format' | 'max';

export function findDateTextFailure(text: string, format: DateFieldFormat, options: DateTextOptions = {}): DateTextRule | null {
  if (text.trim() === '') return options.required ? 'required' : null;
  const date = parseDateText(text, format);
  if (date === null) return 'format';
  if (options.maxDate && compareDays(date, options.maxDate) > 0) return 'max';
  return null;
}

export function dateTextMessage(rule: DateTextRule, format: DateFieldFormat, options: DateTextOptions = {}): MessageDescriptor {
  switch (rule) {
    case 'required':
      // The spec shows this text with and without a final period; the shorter one is used throughout.
      return msg`Date is required`;
    case 'format': {
      // The spec's words, with the locale's own form added: the format differs between languages.
      const pattern = format.pattern;
      return msg`Please enter date in the correct format (${pattern})`;
    }
    case 'max': {
      // The spec names an optional maximum but no message; this one names the limit.
      const max = options.maxDate ? formatDateText(options.maxDate, format) : '';
      return msg`Date cannot be after ${max}`;
    }
  }
}

/** The first failing message, or null when valid (an empty optional date is valid). */
export function validateDateText(text: string, format: DateFieldFormat, options: DateTextOptions = {}): MessageDescriptor | null {
  const rule = findDateTextFailure(text, format, options);
  return rule === null ? null : dateTextMessage(rule, format, options);
}

/** Whether typed or pasted text may stand in the field: digits, / . - and spaces, at most 12 characters. */
export function acceptDateText(next: string): boolean {
  return DATE_CHARSET.test(next) && next.length <= DATE_TEXT_MAX_LENGTH;
}

/** Keydown filter: printable keys other than digits, / . - and space are blocked; named keys and shortcuts pass. */
export function dateKeyAllowed(press: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): boolean {
  if ((press.ctrlKey || press.metaKey) && !press.altKey) return true;
  if ([...press.key].length !== 1) return true;
  return /^[\d/.\- ]$/.test(press.key);
}

/** Pasted text (trimmed) must consist of date characters only, or the paste is ignored. */
export function pasteDateResult(pasted: string, selection: { text: string; start: number; end: number }): string | null {
  const clean = pasted.trim();
  if (!DATE_CHARSET.test(clean)) return null;
  const next = selection.text.slice(0, selection.start) + clean + selection.text.slice(selection.end);
  return acceptDateText(next) ? next : null;
}

/** Blur writes a valid day in the locale's padded form; anything else stays as typed so its message makes sense. */
export function normalizeDateText(text: string, format: DateFieldFormat): string {
  const date = parseDateText(text, format);
  return date ? formatDateText(date, format) : text.trim();
}

/**
 * Adds the locale's mark after a complete part typed at the end (two digits of a day or month,
 * four of a year). The numeric keypad tablets show may lack '/', '.' or '-', so without this only
 * one-digit parts could be entered there; deleting never re-adds it, because only growth by one
 * typed digit triggers it. A text begun with a four-digit year follows ISO (year-month-day, '-').
 */
export function autoSeparate(previous: string, next: string, format: DateFieldFormat): string {
  const grewByOneDigit = next.length === previous.length + 1 && next.startsWith(previous) && /\d$/.test(next);
  if (!grewByOneDigit) return next;
  const groups = next.split(/[/.\- ]+/);
  if (groups.length >= 3) return next;
  const iso = /^\d{4}-/.test(next);
  const order = iso ? ISO_ORDER : format.order;
  const separator = iso ? '-' : format.separator;
  const part = order[groups.length - 1]!;
  const last = groups[groups.length - 1]!;
  return last.length === (part === 'year' ? 4 : 2) ? `${next}${separator}` : next;
}

/**
 * Someone typing ISO in a locale whose first part is a day or month gets "20/26/" from the
 * automatic marks; the '-' they type next shows they meant a year, so "20/26/" becomes "2026-".
 */
export function rejoinIsoYear(previous: string, next: string, format: DateFieldFormat): string {
  if (format.order[0] === 'year' || next !== `${previous}-`) return next;
  const match = /^(\d{2})[/.](\d{2})[/.]?$/.exec(previous);
  return match ? `${match[1]}${match[2]}-` : next;
}

/** Whether a from/to pair is out of order (both days known and the end before the start). */
export const rangeOutOfOrder = (from: CalendarDay | null, to: CalendarDay | null): boolean =>
  from !== null && to !== null && compareDays(from, to) > 0;

export const RANGE_ORDER_MESSAGE = msg`The end date is before the start date`;

/** Whether a required from/to pair is complete and in order, so a report may run. */
export const rangeReady = (from: CalendarDay | null, to: CalendarDay | null): boolean =>
  from !== null && to !== null && !rangeOutOfOrder(from, to);

/**
 * The field's text after an edit: a mark typed right after one the field already holds is
 * dropped (typing 2026-11-25 in full in fr-CA, where the '-' marks come by themselves, gives
 * 2026-11-25, not 2026--11--25), an ISO year is rejoined, and a complete part gets its mark.
 */
export function nextDateText(previous: string, next: string, format: DateFieldFormat): string {
  const rejoined = rejoinIsoYear(previous, next, format);
  if (rejoined !== next) return rejoined;
  const typedMark = next.length === previous.length + 1 && next.startsWith(previous) && /[/.\- ]$/.test(next);
  if (typedMark && /[/.-] ?$/.test(previous)) return previous;
  return autoSeparate(previous, next, format);
}
