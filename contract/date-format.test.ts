import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMonth, safeLocale, toDateValue } from './date-format';
import { dayPattern, formatWireDays } from './day-pattern';

const DAY = '2026-11-25';

describe('dates as each locale writes them', () => {
  it.each([
    ['en-US', '11/25/2026'],
    ['es-US', '25/11/2026'],
    ['en-CA', '2026-11-25'],
    ['fr-CA', '2026-11-25'],
    ['pt-BR', '25/11/2026'],
    ['de-DE', '25.11.2026'],
    ['fr-FR', '25/11/2026'],
  ])('%s writes a day as %s', (locale, expected) => {
    expect(formatDay(DAY, locale)).toBe(expected);
    // The wire's MM/DD/YYYY and an instant late in the UTC day name the same day.
    expect(formatDay('11/25/2026', locale)).toBe(expected);
    expect(formatDay(new Date('2026-11-25T23:30:00Z'), locale)).toBe(expected);
  });

  it('writes day and time in the zone asked for, and months in words', () => {
    expect(formatDateTime('2026-11-25T13:05:00Z', 'fr-CA', 'UTC')).toBe('2026-11-25 13 h 05');
    expect(formatDateTime('2026-11-25T13:05:00Z', 'en-US', 'America/New_York')).toBe('11/25/2026, 08:05 AM');
    expect(formatMonth(2026, 11, 'fr-CA')).toBe('novembre 2026');
  });

  it('answers nothing for no date and en-US for a broken locale', () => {
    expect(formatDay(null, 'fr-CA')).toBe('');
    expect(formatDay('not a date', 'fr-CA')).toBe('');
    expect(toDateValue('')).toBeNull();
    expect(safeLocale('not a locale!')).toBe('en-US');
    expect(formatDay(DAY, 'not a locale!')).toBe('11/25/2026');
  });
});

describe('the numeric day form of each locale, for date fields', () => {
  it.each([
    ['en-US', ['month', 'day', 'year'], '/'],
    ['fr-CA', ['year', 'month', 'day'], '-'],
    ['fr-FR', ['day', 'month', 'year'], '/'],
    ['de-DE', ['day', 'month', 'year'], '.'],
    ['hu-HU', ['year', 'month', 'day'], '.'],
    ['not a locale!', ['month', 'day', 'year'], '/'],
  ])('%s', (locale, order, separator) => expect(dayPattern(locale)).toEqual({ order, separator }));
});

describe('server texts with wire days', () => {
  it('writes each MM/DD/YYYY day as the locale does and keeps the rest', () => {
    expect(formatWireDays('11/01/2026 - 11/25/2026', 'fr-CA')).toBe('2026-11-01 - 2026-11-25');
    expect(formatWireDays('11/01/2026 - 11/25/2026', 'de-DE')).toBe('01.11.2026 - 25.11.2026');
    expect(formatWireDays('11/25/2026', 'en-US')).toBe('11/25/2026');
    expect(formatWireDays('no day here', 'fr-CA')).toBe('no day here');
    expect(formatWireDays(null, 'fr-CA')).toBe('');
  });
});
