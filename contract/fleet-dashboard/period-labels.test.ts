import { describe, expect, it } from 'vitest';
import { localizedMonths } from './period-labels';
import { periodText } from './table-columns';

describe('period labels in the reader language', () => {
  it('writes a month and a week with the language month names', () => {
    expect(localizedMonths('May 2026', 'fr-CA')).toBe('mai 2026');
    expect(periodText({ MonthString: 'Jan', Year: 2026 }, false, 'fr-CA')).toBe('janv. 2026');
  });

  it('writes a week in the language order, the day before the month where it comes first', () => {
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(periodText({ WeekString: 'W1', WeekDescription: 'Jan 1 - Jan 7', Year: 2026 }, true, 'fr-CA'))).toBe('W1 · 1 – 7 janv.');
    expect(spaced(periodText({ WeekString: 'W5', WeekDescription: 'Sep 28 - Oct 4' }, true, 'fr-FR'))).toBe('W5 · 28 sept. – 4 oct.');
    expect(periodText({ WeekString: 'W2', WeekDescription: 'Mar 8 - Mar 14', Year: 2026 }, true, 'de-DE')).toBe('W2 · 8.–14. März');
    expect(periodText({ WeekString: 'W2', WeekDescription: 'Mar 8 - Mar 14', Year: 2026 }, true, 'en-US')).toBe('W2 · Mar 8 - Mar 14');
  });

  it('leaves English labels and other words as they are', () => {
    expect(localizedMonths('May 2026', 'en-US')).toBe('May 2026');
    expect(localizedMonths('Mayfield 2026', 'fr-CA')).toBe('Mayfield 2026');
  });
});
