import { describe, expect, it } from 'vitest';
import { localizedMonths } from './period-labels';
import { periodText } from './table-columns';

describe('period labels in the reader language', () => {
  it('writes a month and a week with the language month names', () => {
    expect(localizedMonths('May 2026', 'fr-CA')).toBe('mai 2026');
    expect(periodText({ MonthString: 'Jan', Year: 2026 }, false, 'fr-CA')).toBe('janv. 2026');
    expect(periodText({ WeekString: 'W2', WeekDescription: 'Mar 8 - Mar 14' }, true, 'de-DE')).toBe('W2 · Mär 8 - Mär 14');
  });

  it('leaves English labels and other words as they are', () => {
    expect(localizedMonths('May 2026', 'en-US')).toBe('May 2026');
    expect(localizedMonths('Mayfield 2026', 'fr-CA')).toBe('Mayfield 2026');
  });
});
