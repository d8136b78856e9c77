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
