const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_WORD = new RegExp(`\\b(${MONTH_ABBREVIATIONS.join('|')})( (\\d{4}))?\\b`, 'g');

/**
 * A period label the server writes with English month abbreviations ("Jan 2026", "Jan 1 - Jan 7")
 * with each month as the reader's language abbreviates it ("janv. 2026").
 */
export function localizedMonths(label: string, locale: string): string {
  if (locale === 'en-US') return label;
  const withYear = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const alone = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return label.replace(MONTH_WORD, (_match, month: string, _year: string | undefined, year: string | undefined) => {
    const day = new Date(Date.UTC(year ? Number(year) : 2000, MONTH_ABBREVIATIONS.indexOf(month), 1));
    return (year ? withYear : alone).format(day);
  });
}

const WEEK_SPAN = new RegExp(`^(${MONTH_ABBREVIATIONS.join('|')}) (\\d{1,2}) - (${MONTH_ABBREVIATIONS.join('|')}) (\\d{1,2})$`);

/**
 * A week's span as the server writes it ("Jan 1 - Jan 7") in the reader's order and words: the
 * locale's own range format puts the day first where the language does ("1 – 7 janv.").
 */
export function localizedWeekSpan(span: string, year: number | undefined, locale: string): string {
  const match = WEEK_SPAN.exec(span);
  if (locale === 'en-US' || !match) return localizedMonths(span, locale);
  const [, fromMonth, fromDay, toMonth, toDay] = match as unknown as [string, string, string, string, string];
  // Any year does for a span without one: the day and month alone are written.
  const at = (month: string, day: string) => new Date(Date.UTC(year ?? 2001, MONTH_ABBREVIATIONS.indexOf(month), Number(day)));
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(at(fromMonth, fromDay), at(toMonth, toDay));
}
