import { safeLocale } from './date-format';

/*
 * Numbers as the user's locale writes them. Building an Intl.NumberFormat costs some 50 µs in
 * Chromium and using one about 1 µs, and `toLocaleString` with a locale or options builds one on
 * every call: a report table of a few thousand figures spent tens of milliseconds of its render
 * building formatters. One is kept per locale and options.
 */

const formats = new Map<string, Intl.NumberFormat>();

/** The formatter for a locale and options, built once; an unknown or malformed tag writes as en-US. */
export function numberFormatter(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(safeLocale(locale), options);
    formats.set(key, format);
  }
  return format;
}

/** `value` as the locale writes it, as `value.toLocaleString(locale, options)` would. */
export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return numberFormatter(locale, options).format(value);
}
