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

const NUMERIC_DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** A calendar day in the locale's numeric form (fr-CA 2026-11-25); '' for no date. */
export function formatDay(value: Date | string | number | null | undefined, locale: string): string {
  const date = toDateValue(value);
  return date ? formatter(locale, { ...NUMERIC_DAY, timeZone: 'UTC' }).format(date) : '';
}

/** An instant as day and time in the locale's numeric form, in the given zone (the device's by default). */
export function formatDateTime(value: Date | string | number | null | undefined, locale: string, timeZone?: string): string {
  const date = toDateValue(value);
  return date ? formatter(locale, { ...NUMERIC_DAY, hour: '2-digit', minute: '2-digit', timeZone }).format(date) : '';
}

/** A month and year in words ("novembre 2026"), for monthly reports. */
export function formatMonth(year: number, month: number, locale: string): string {
  return formatter(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}
