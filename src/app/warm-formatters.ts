/**
 * The first number formatter a page builds loads the browser's locale data: 40 to 80 ms in
 * Chromium here, once per page (dates, plurals and sorting then take a few ms more). Left to the
 * first render, that time lands in the longest task after the first paint, the one a user's tap
 * waits behind. Built here, in a task of its own right after the entry, it fills time the main
 * thread would spend waiting for the session and the language pack.
 */
export function warmFormatters(locale: string): void {
  setTimeout(() => {
    try {
      new Intl.NumberFormat(locale).format(0);
      new Intl.DateTimeFormat(locale).format(0);
      new Intl.PluralRules(locale).select(0);
    } catch {
      // A tag this browser rejects: the screens' own formatters fall back, and so does nothing here.
    }
  }, 0);
}
