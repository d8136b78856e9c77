import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_LOCALES, ALL_LOCALES } from '../../../contract/locales';
import { formatDay } from '../../../contract/date-format';
import {
  acceptDateText,
  autoSeparate,
  compareDays,
  dateFieldFormat,
  dateKeyAllowed,
  daysInMonth,
  formatDateText,
  formatIsoDate,
  nextDateText,
  normalizeDateText,
  parseDateText,
  parseIsoDate,
  pasteDateResult,
  rangeOutOfOrder,
  rangeReady,
  rejoinIsoYear,
  today,
  validateDateText,
  type DateTextOptions,
} from './date-rules';
import { fromWireDate, toWireDate } from './wire-date';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

const US = dateFieldFormat('en-US');
const FR_CA = dateFieldFormat('fr-CA');
const FR_FR = dateFieldFormat('fr-FR');
const DE = dateFieldFormat('de-DE');

const message = (text: string, options?: DateTextOptions, format = US) => {
  const descriptor = validateDateText(text, format, options);
  return descriptor ? i18n._(descriptor) : null;
};
const FORMAT = 'Please enter date in the correct format (MM/DD/YYYY)';
const NOV_25 = { year: 2026, month: 11, day: 25 };

describe('the field format of each locale', () => {
  it('follows the order and separator shown dates use', () => {
    expect(US.pattern).toBe('MM/DD/YYYY');
    expect(FR_CA.pattern).toBe('YYYY-MM-DD');
    expect(FR_FR.pattern).toBe('DD/MM/YYYY');
    expect(dateFieldFormat('pt-BR').pattern).toBe('DD/MM/YYYY');
    expect(dateFieldFormat('es-US').pattern).toBe('DD/MM/YYYY');
    expect(DE.pattern).toBe('DD.MM.YYYY');
    expect(dateFieldFormat('cs-CZ').pattern).toBe('DD.MM.YYYY');
    expect(dateFieldFormat('ja-JP').pattern).toBe('YYYY/MM/DD');
    expect(dateFieldFormat('not a locale').pattern).toBe('MM/DD/YYYY');
  });

  it('writes a day in every complete locale exactly as screens show it', () => {
    for (const locale of COMPLETE_LOCALES) expect(formatDateText(NOV_25, dateFieldFormat(locale))).toBe(formatDay('2026-11-25', locale));
  });

  it('reads back what it writes, and the screens’ own text, in every locale', () => {
    for (const locale of ALL_LOCALES) {
      const format = dateFieldFormat(locale);
      for (const day of [NOV_25, { year: 2024, month: 2, day: 29 }, { year: 2026, month: 1, day: 5 }]) {
        expect(parseDateText(formatDateText(day, format), format), locale).toEqual(day);
      }
      expect(parseDateText(formatDay('2026-11-25', locale), format), locale).toEqual(NOV_25);
    }
  });

  it('reads a day in the locale’s own order', () => {
    expect(parseDateText('11/25/2026', US)).toEqual(NOV_25);
    expect(parseDateText('2026-11-25', FR_CA)).toEqual(NOV_25);
    expect(parseDateText('25/11/2026', FR_FR)).toEqual(NOV_25);
    expect(parseDateText('25.11.2026', DE)).toEqual(NOV_25);
    expect(parseDateText('3.2.2024', DE)).toEqual({ year: 2024, month: 2, day: 3 });
    // Another of the usual marks is understood too.
    expect(parseDateText('25/11/2026', DE)).toEqual(NOV_25);
    expect(parseDateText('25. 11. 2026', dateFieldFormat('cs-CZ'))).toEqual(NOV_25);
  });

  it('accepts ISO in every locale', () => {
    for (const format of [US, FR_CA, FR_FR, DE]) expect(parseDateText('2026-11-25', format)).toEqual(NOV_25);
    expect(message('2026-02-03')).toBeNull();
  });

  it('refuses a day in another locale’s order when it is not a real day', () => {
    expect(parseDateText('25/11/2026', US)).toBeNull();
    expect(parseDateText('11/25/2026', FR_FR)).toBeNull();
    expect(parseDateText('2026-25-11', FR_CA)).toBeNull();
    expect(message('25.11.2026', undefined, DE)).toBeNull();
    expect(message('11.25.2026', undefined, DE)).toBe('Please enter date in the correct format (DD.MM.YYYY)');
    expect(message('2026-13-01', undefined, FR_CA)).toBe('Please enter date in the correct format (YYYY-MM-DD)');
  });

  it('names the limit in the locale’s form', () => {
    expect(message('26.11.2026', { maxDate: NOV_25 }, DE)).toBe('Date cannot be after 25.11.2026');
  });
});

describe('validateDateText', () => {
  it('accepts MM/DD/YYYY and one-digit month and day in en-US', () => {
    expect(message('01/31/2024')).toBeNull();
    expect(message('12/01/1999')).toBeNull();
    expect(message('2/3/2024')).toBeNull();
  });

  it('rejects a two-digit year', () => expect(message('2/3/24')).toBe(FORMAT));

  it('rejects a month outside 1-12 and days outside the month', () => {
    for (const text of ['13/01/2024', '00/10/2024', '01/32/2024', '01/00/2024', '02/30/2024', '04/31/2024']) expect(message(text)).toBe(FORMAT);
    expect(message('04/30/2024')).toBeNull();
  });

  it('knows leap years', () => {
    expect(message('02/29/2024')).toBeNull();
    expect(message('02/29/2023')).toBe(FORMAT);
    expect(message('02/29/1900')).toBe(FORMAT);
    expect(message('02/29/2000')).toBeNull();
  });

  it('rejects other shapes', () => {
    for (const text of ['01/31/20245', '0131/2024', '01//2024', '/', 'abc', '00/00/0000', '2024-1-31-1', '123/1/2024']) {
      expect(message(text)).toBe(FORMAT);
    }
  });

  it('requires a date only when required', () => {
    expect(message('', { required: true })).toBe('Date is required');
    expect(message('  ', { required: true })).toBe('Date is required');
    expect(message('01/31/2024', { required: true })).toBeNull();
    expect(message('')).toBeNull();
  });

  it('checks the optional max date, inclusive, after the format', () => {
    const maxDate = { year: 2024, month: 6, day: 15 };
    expect(message('06/16/2024', { maxDate })).toBe('Date cannot be after 06/15/2024');
    expect(message('06/15/2024', { maxDate })).toBeNull();
    expect(message('06/16/2024', { maxDate: null })).toBeNull();
    expect(message('02/30/2030', { maxDate })).toBe(FORMAT);
  });
});

describe('wire days', () => {
  it('go to and from the API as MM/DD/YYYY whatever the locale', () => {
    const day = parseDateText('25.11.2026', DE)!;
    expect(toWireDate(day)).toBe('11/25/2026');
    expect(fromWireDate('11/25/2026')).toEqual(NOV_25);
    expect(fromWireDate('2/3/2024')).toEqual({ year: 2024, month: 2, day: 3 });
    expect(fromWireDate('02/30/2024')).toBeNull();
    expect(fromWireDate('2026-11-25')).toBeNull();
    expect(fromWireDate(undefined)).toBeNull();
  });
});

describe('ranges', () => {
  it('knows an end before the start, and a pair ready to run', () => {
    const jan1 = { year: 2026, month: 1, day: 1 };
    expect(rangeOutOfOrder(NOV_25, jan1)).toBe(true);
    expect(rangeOutOfOrder(jan1, NOV_25)).toBe(false);
    expect(rangeOutOfOrder(jan1, jan1)).toBe(false);
    expect(rangeOutOfOrder(null, jan1)).toBe(false);
    expect(rangeReady(jan1, NOV_25)).toBe(true);
    expect(rangeReady(jan1, jan1)).toBe(true);
    expect(rangeReady(NOV_25, jan1)).toBe(false);
    expect(rangeReady(jan1, null)).toBe(false);
  });
});

describe('calendar helpers', () => {
  it('reads the native picker value and writes ISO', () => {
    expect(parseIsoDate('2024-02-03')).toEqual({ year: 2024, month: 2, day: 3 });
    expect(parseIsoDate('2024-02-30')).toBeNull();
    expect(formatIsoDate({ year: 2024, month: 2, day: 3 })).toBe('2024-02-03');
  });

  it('normalizes on blur only what is valid, in the locale’s form', () => {
    expect(normalizeDateText('2/3/2024', US)).toBe('02/03/2024');
    expect(normalizeDateText('3.2.2024', DE)).toBe('03.02.2024');
    expect(normalizeDateText('2024-02-03', DE)).toBe('03.02.2024');
    expect(normalizeDateText('2024-2-3', FR_CA)).toBe('2024-02-03');
    expect(normalizeDateText('2/3/24', US)).toBe('2/3/24');
    expect(normalizeDateText('', US)).toBe('');
  });

  it('compares days and knows month lengths', () => {
    expect(compareDays({ year: 2024, month: 1, day: 2 }, { year: 2024, month: 1, day: 1 })).toBeGreaterThan(0);
    expect(compareDays({ year: 2023, month: 12, day: 31 }, { year: 2024, month: 1, day: 1 })).toBeLessThan(0);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2024, 11)).toBe(30);
  });

  it('takes today from the local calendar', () => {
    expect(today(new Date(2024, 0, 31, 23, 59))).toEqual({ year: 2024, month: 1, day: 31 });
  });
});

describe('typing and pasting', () => {
  it('keydown lets digits and the date marks through among printable keys', () => {
    for (const key of ['5', '/', '.', '-', ' ']) expect(dateKeyAllowed({ key })).toBe(true);
    for (const key of ['a', ',', 'é']) expect(dateKeyAllowed({ key })).toBe(false);
    for (const key of ['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'Home', 'End']) expect(dateKeyAllowed({ key })).toBe(true);
    expect(dateKeyAllowed({ key: 'v', ctrlKey: true })).toBe(true);
  });

  it('accepts text of date characters up to 12 characters', () => {
    expect(acceptDateText('01/31/2024')).toBe(true);
    expect(acceptDateText('25. 11. 2026')).toBe(true);
    expect(acceptDateText('')).toBe(true);
    expect(acceptDateText('01/31/2024abc')).toBe(false);
    expect(acceptDateText('01/31/2024 12')).toBe(false);
  });

  it('pastes date characters only', () => {
    const empty = { text: '', start: 0, end: 0 };
    expect(pasteDateResult(' 2024-01-31 ', empty)).toBe('2024-01-31');
    expect(pasteDateResult('Jan 31', empty)).toBeNull();
    expect(pasteDateResult('2024', { text: '31.01.1999', start: 6, end: 10 })).toBe('31.01.2024');
    expect(pasteDateResult('2024', { text: '01/31/1999', start: 10, end: 10 })).toBeNull();
  });

  it('adds the locale’s mark after a typed complete part', () => {
    expect(autoSeparate('0', '01', US)).toBe('01/');
    expect(autoSeparate('01/3', '01/31', US)).toBe('01/31/');
    expect(autoSeparate('01/31/202', '01/31/2024', US)).toBe('01/31/2024');
    expect(autoSeparate('2', '25', DE)).toBe('25.');
    expect(autoSeparate('25.1', '25.11', DE)).toBe('25.11.');
    expect(autoSeparate('202', '2026', FR_CA)).toBe('2026-');
    expect(autoSeparate('2026-1', '2026-11', FR_CA)).toBe('2026-11-');
    expect(autoSeparate('2026-11-2', '2026-11-25', FR_CA)).toBe('2026-11-25');
  });

  it('keeps one mark when the user types the one the field already added', () => {
    const typeIn = (format: typeof US, keys: string) => [...keys].reduce((text, key) => nextDateText(text, text + key, format), '');
    expect(typeIn(FR_CA, '2026-11-25')).toBe('2026-11-25');
    expect(typeIn(FR_CA, '20261125')).toBe('2026-11-25');
    expect(typeIn(DE, '25.11.2026')).toBe('25.11.2026');
    expect(typeIn(DE, '25112026')).toBe('25.11.2026');
    expect(typeIn(US, '11/25/2026')).toBe('11/25/2026');
    expect(typeIn(US, '2/3/2024')).toBe('2/3/2024');
    // ISO typed in full where the locale starts with the month or the day.
    expect(typeIn(US, '2026-11-25')).toBe('2026-11-25');
    expect(typeIn(FR_FR, '2026-11-25')).toBe('2026-11-25');
    expect(typeIn(DE, '2026-11-25')).toBe('2026-11-25');
  });

  it('never re-adds a deleted mark', () => {
    expect(autoSeparate('01/', '01', US)).toBe('01');
    expect(autoSeparate('', '01', US)).toBe('01');
    expect(autoSeparate('2026-', '2026', FR_CA)).toBe('2026');
  });

  it('lets ISO be typed where the locale starts with the day or month', () => {
    // "2","0" → "20/", "2","6" → "20/26/", then '-' shows a year was meant.
    expect(rejoinIsoYear('20/26/', '20/26/-', FR_FR)).toBe('2026-');
    expect(rejoinIsoYear('20.26.', '20.26.-', DE)).toBe('2026-');
    expect(autoSeparate('2026-1', '2026-11', FR_FR)).toBe('2026-11-');
    expect(parseDateText('2026-11-25', FR_FR)).toEqual(NOV_25);
    // Elsewhere a '-' is just typed.
    expect(rejoinIsoYear('2026-11', '2026-11-', FR_CA)).toBe('2026-11-');
    expect(rejoinIsoYear('25/1', '25/1-', FR_FR)).toBe('25/1-');
  });
});
