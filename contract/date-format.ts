/**
 * Dates as the user's locale writes them (fr-CA 2026-11-25, en-US 11/25/2026, de-DE
 * 25.11.2026), for screens and files alike. Intl does the writing; no pattern is kept per
 * locale here. Requests and answers keep their own wire formats (contract/date-ranges).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** Unknown or malformed locale tags fall back to en-US instead of failing. */
export function safeLocale(locale: string | null | undefined): string {
  try {
    return Intl.getCanonicalLocales(locale ?? 'en-US')[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(safeLocale(locale), options);
    formats.set(key, format);
  }
  return format;
}

/** This device's zone, for the day of an instant as the user lived it. */
export const deviceTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A Date, an ISO string, a 'YYYY-MM-DD' day or an 'MM/DD/YYYY' wire day as a Date; calendar
 * days are read as UTC midnight so they never shift by the reader's zone. Null when unreadable.
 */
export function toDateValue(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  const iso = DAY_ONLY.exec(text);
  const us = US_DAY.exec(text);
  const date = iso
    ? new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])))
    : us
      ? new Date(Date.UTC(Number(us[3]), Number(us[1]) - 1, Number(us[2])))
      : new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The numeric day options, shared with the date fields' pattern (day-pattern.ts). */
export const NUMERIC_DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/**
 * numeric: the locale's short numeric form (fr-CA 2026-11-25, en-US 11/25/2026), for tables and
 * files; medium: with the month's short name (25 nov. 2026, Nov 25, 2026), for headings and cards.
 */
export type DateStyle = 'numeric' | 'medium';

const DAY_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = { numeric: NUMERIC_DAY, medium: { dateStyle: 'medium' } };
const INSTANT_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  numeric: { ...NUMERIC_DAY, hour: '2-digit', minute: '2-digit' },
  medium: { dateStyle: 'medium', timeStyle: 'short' },
};

/**
 * A calendar day as the locale writes it; '' for no date. Days are UTC days (as every stored
 * day is read); an instant's day in another zone needs that zone.
 */
export function formatDay(value: Date | string | number | null | undefined, locale: string, style: DateStyle = 'numeric', timeZone = 'UTC'): string {
  const date = toDateValue(value);
  return date ? formatter(locale, { ...DAY_STYLES[style], timeZone }).format(date) : '';
}

/** An instant as day and time as the locale writes them, in the given zone (the device's by default). */
export function formatDateTime(value: Date | string | number | null | undefined, locale: string, timeZone?: string, style: DateStyle = 'numeric'): string {
  const date = toDateValue(value);
  return date ? formatter(locale, { ...INSTANT_STYLES[style], timeZone }).format(date) : '';
}

/** A month and year in words ("novembre 2026"), for monthly reports. */
export function formatMonth(year: number, month: number, locale: string): string {
  return formatter(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}
