import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFormatters } from './warm-formatters';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warming the locale formatters at start', () => {
  it("builds the locale's number, date and plural formatters in a task after the caller's, not inside it", () => {
    vi.useFakeTimers();
    const { NumberFormat, DateTimeFormat, PluralRules } = Intl;
    // Each spy builds the real formatter, so the warm-up goes on past the first.
    const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale) {
      return new NumberFormat(locale);
    });
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale) {
      return new DateTimeFormat(locale);
    });
    const plurals = vi.spyOn(Intl, 'PluralRules').mockImplementation(function (locale) {
      return new PluralRules(locale);
    });
    warmFormatters('fr-CA');
    expect(numbers).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(numbers).toHaveBeenCalledWith('fr-CA');
    expect(dates).toHaveBeenCalledWith('fr-CA');
    expect(plurals).toHaveBeenCalledWith('fr-CA');
  });

  it('ignores a tag the browser rejects', () => {
    vi.useFakeTimers();
    warmFormatters('not a locale!');
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});
