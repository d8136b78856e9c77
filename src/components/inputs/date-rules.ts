import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Rules of the date input (spec 1 §5): MM/DD/YYYY, the format requests use as well. A calendar
 * day is kept as plain numbers, never a Date, so no time zone can shift it by a day.
 */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export interface UsDateOptions {
  required?: boolean;
  /** Latest accepted day, inclusive. */
  maxDate?: CalendarDay | null;
}

/**
 * Month and day take one or two digits (2/3/2024 is as unambiguous as 02/03/2024 and quicker
 * on a tablet); the year takes exactly four, so 2/3/24 is rejected rather than guessed.
 */
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** Only digits and '/' may be typed or pasted. */
const DATE_CHARSET = /^[\d/]*$/;
export const US_DATE_MAX_LENGTH = 10;

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

/** The day the text names, or null when it is empty, malformed or not a real day (02/30/2024). */
export function parseUsDate(text: string): CalendarDay | null {
  const match = US_DATE.exec(text.trim());
  if (!match) return null;
  const date = { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) };
  return isValidDay(date) ? date : null;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

export function formatUsDate(date: CalendarDay): string {
  return `${pad(date.month, 2)}/${pad(date.day, 2)}/${pad(date.year, 4)}`;
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

/** Negative when a is earlier than b, 0 on the same day, positive when later. */
export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Today in the browser's time zone: the day the user sees on the wall calendar. */
export function today(now: Date = new Date()): CalendarDay {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export type UsDateRule = 'required' | 'format' | 'max';

export function findUsDateFailure(text: string, options: UsDateOptions = {}): UsDateRule | null {
  if (text.trim() === '') return options.required ? 'required' : null;
  const date = parseUsDate(text);
  if (date === null) return 'format';
  if (options.maxDate && compareDays(date, options.maxDate) > 0) return 'max';
  return null;
}

export function usDateMessage(rule: UsDateRule, options: UsDateOptions = {}): MessageDescriptor {
  switch (rule) {
    case 'required':
      // The spec shows this text with and without a final period; the shorter one is used throughout.
      return msg`Date is required`;
    case 'format':
      return msg`Please enter date in the correct format`;
    case 'max': {
      // The spec names an optional maximum but no message; this one names the limit.
      const max = options.maxDate ? formatUsDate(options.maxDate) : '';
      return msg`Date cannot be after ${max}`;
    }
  }
}

/** The first failing message, or null when valid (an empty optional date is valid). */
export function validateUsDate(text: string, options: UsDateOptions = {}): MessageDescriptor | null {
  const rule = findUsDateFailure(text, options);
  return rule === null ? null : usDateMessage(rule, options);
}

/** Whether typed or pasted text may stand in the field: digits and '/', at most 10 characters. */
export function acceptDateText(next: string): boolean {
  return DATE_CHARSET.test(next) && next.length <= US_DATE_MAX_LENGTH;
}

/** Keydown filter: printable keys other than digits and '/' are blocked; named keys and shortcuts pass. */
export function dateKeyAllowed(press: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): boolean {
  if ((press.ctrlKey || press.metaKey) && !press.altKey) return true;
  if ([...press.key].length !== 1) return true;
  return /^[\d/]$/.test(press.key);
}

/** Pasted text (trimmed) must consist of digits and '/' only, or the paste is ignored. */
export function pasteDateResult(pasted: string, selection: { text: string; start: number; end: number }): string | null {
  const clean = pasted.trim();
  if (!DATE_CHARSET.test(clean)) return null;
  const next = selection.text.slice(0, selection.start) + clean + selection.text.slice(selection.end);
  return acceptDateText(next) ? next : null;
}

/** Blur pads a valid date to MM/DD/YYYY; anything else stays as typed so its message makes sense. */
export function normalizeUsDate(text: string): string {
  const date = parseUsDate(text);
  return date ? formatUsDate(date) : text.trim();
}

/**
 * Adds the '/' after a complete two-digit month or day typed at the end. The numeric keypad
 * tablets show has no '/', so without this only one-digit months could not be entered there;
 * deleting never re-adds it, because only growth by one typed digit triggers it.
 */
export function autoSlash(previous: string, next: string): string {
  const grewByOneDigit = next.length === previous.length + 1 && next.startsWith(previous) && /\d$/.test(next);
  if (!grewByOneDigit) return next;
  return /^\d{2}$/.test(next) || /^\d{1,2}\/\d{2}$/.test(next) ? `${next}/` : next;
}
