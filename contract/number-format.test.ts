import { describe, expect, it } from 'vitest';
import { formatNumber, numberFormatter } from './number-format';

describe('numbers as the locale writes them', () => {
  it('write what toLocaleString writes, for each locale and option set', () => {
    const cases: [number, string, Intl.NumberFormatOptions | undefined][] = [
      [25428, 'en-US', undefined],
      [25428.5, 'fr-CA', { maximumFractionDigits: 0 }],
      [0.12345, 'de-DE', { minimumFractionDigits: 4, maximumFractionDigits: 4 }],
      [0.975, 'pt-BR', { style: 'percent', maximumFractionDigits: 1 }],
      [6.48, 'es-US', { maximumFractionDigits: 2 }],
    ];
    for (const [value, locale, options] of cases) expect(formatNumber(value, locale, options)).toBe(value.toLocaleString(locale, options));
  });

  it('build one formatter per locale and options, and tell option sets apart', () => {
    expect(numberFormatter('fr-CA', { maximumFractionDigits: 1 })).toBe(numberFormatter('fr-CA', { maximumFractionDigits: 1 }));
    expect(numberFormatter('fr-CA', { maximumFractionDigits: 1 })).not.toBe(numberFormatter('fr-CA', { maximumFractionDigits: 2 }));
    expect(formatNumber(1.25, 'en-US', { maximumFractionDigits: 1 })).not.toBe(formatNumber(1.25, 'en-US', { maximumFractionDigits: 2 }));
    expect(numberFormatter('fr-CA')).not.toBe(numberFormatter('en-US'));
  });

  it('write a malformed locale tag as en-US instead of failing', () => {
    expect(formatNumber(1234.5, 'not a locale!')).toBe('1,234.5');
  });
});
