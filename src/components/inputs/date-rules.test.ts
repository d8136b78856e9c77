import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptDateText,
  autoSlash,
  compareDays,
  dateKeyAllowed,
  daysInMonth,
  formatIsoDate,
  formatUsDate,
  normalizeUsDate,
  parseIsoDate,
  parseUsDate,
  pasteDateResult,
  today,
  validateUsDate,
  type UsDateOptions,
} from './date-rules';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

const message = (text: string, options?: UsDateOptions) => {
  const descriptor = validateUsDate(text, options);
  return descriptor ? i18n._(descriptor) : null;
};
const FORMAT = 'Please enter date in the correct format';

describe('validateUsDate', () => {
  it('accepts MM/DD/YYYY', () => {
    expect(message('01/31/2024')).toBeNull();
    expect(message('12/01/1999')).toBeNull();
  });

  it('accepts one-digit month and day with a four-digit year', () => {
    expect(message('2/3/2024')).toBeNull();
  });

  it('rejects a two-digit year', () => expect(message('2/3/24')).toBe(FORMAT));

  it('rejects a month outside 1-12', () => {
    expect(message('13/01/2024')).toBe(FORMAT);
    expect(message('00/10/2024')).toBe(FORMAT);
  });

  it('rejects a day outside 1-31 or the month', () => {
    expect(message('01/32/2024')).toBe(FORMAT);
    expect(message('01/00/2024')).toBe(FORMAT);
    expect(message('02/30/2024')).toBe(FORMAT);
    expect(message('04/31/2024')).toBe(FORMAT);
    expect(message('04/30/2024')).toBeNull();
  });

  it('knows leap years', () => {
    expect(message('02/29/2024')).toBeNull();
    expect(message('02/29/2023')).toBe(FORMAT);
    expect(message('02/29/1900')).toBe(FORMAT);
    expect(message('02/29/2000')).toBeNull();
  });

  it('rejects other shapes', () => {
    for (const text of ['2024-01-31', '01-31-2024', '01/31/20245', '0131/2024', '01//2024', '/', 'abc', '00/00/0000']) {
      expect(message(text)).toBe(FORMAT);
    }
  });

  it('requires a date only when required', () => {
    expect(message('', { required: true })).toBe('Date is required');
    expect(message('  ', { required: true })).toBe('Date is required');
    expect(message('01/31/2024', { required: true })).toBeNull();
    expect(message('')).toBeNull();
    expect(message('', { required: false })).toBeNull();
  });

  it('checks the optional max date, inclusive', () => {
    const maxDate = { year: 2024, month: 6, day: 15 };
    expect(message('06/16/2024', { maxDate })).toBe('Date cannot be after 06/15/2024');
    expect(message('06/15/2024', { maxDate })).toBeNull();
    expect(message('01/01/2020', { maxDate })).toBeNull();
    expect(message('06/16/2024', { maxDate: null })).toBeNull();
  });

  it('reports the format before the max date', () => {
    expect(message('02/30/2030', { maxDate: { year: 2024, month: 1, day: 1 } })).toBe(FORMAT);
  });
});

describe('parse and format', () => {
  it('parses to a calendar day', () => {
    expect(parseUsDate('02/03/2024')).toEqual({ year: 2024, month: 2, day: 3 });
    expect(parseUsDate(' 2/3/2024 ')).toEqual({ year: 2024, month: 2, day: 3 });
    expect(parseUsDate('02/30/2024')).toBeNull();
    expect(parseUsDate('')).toBeNull();
  });

  it('formats with zero padding', () => {
    expect(formatUsDate({ year: 2024, month: 2, day: 3 })).toBe('02/03/2024');
    expect(formatIsoDate({ year: 2024, month: 2, day: 3 })).toBe('2024-02-03');
  });

  it('reads the native picker value', () => {
    expect(parseIsoDate('2024-02-03')).toEqual({ year: 2024, month: 2, day: 3 });
    expect(parseIsoDate('2024-02-30')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });

  it('normalizes on blur only what is valid', () => {
    expect(normalizeUsDate('2/3/2024')).toBe('02/03/2024');
    expect(normalizeUsDate('2/3/24')).toBe('2/3/24');
    expect(normalizeUsDate('')).toBe('');
  });

  it('compares days and knows month lengths', () => {
    expect(compareDays({ year: 2024, month: 1, day: 2 }, { year: 2024, month: 1, day: 1 })).toBeGreaterThan(0);
    expect(compareDays({ year: 2023, month: 12, day: 31 }, { year: 2024, month: 1, day: 1 })).toBeLessThan(0);
    expect(compareDays({ year: 2024, month: 1, day: 1 }, { year: 2024, month: 1, day: 1 })).toBe(0);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2024, 11)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });

  it('takes today from the local calendar', () => {
    expect(today(new Date(2024, 0, 31, 23, 59))).toEqual({ year: 2024, month: 1, day: 31 });
  });
});

describe('typing and pasting', () => {
  it('keydown lets only digits and / through among printable keys', () => {
    expect(dateKeyAllowed({ key: '5' })).toBe(true);
    expect(dateKeyAllowed({ key: '/' })).toBe(true);
    for (const key of ['-', '.', 'a', ' ']) expect(dateKeyAllowed({ key })).toBe(false);
    for (const key of ['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'Home', 'End']) expect(dateKeyAllowed({ key })).toBe(true);
    expect(dateKeyAllowed({ key: 'v', ctrlKey: true })).toBe(true);
    expect(dateKeyAllowed({ key: 'a', metaKey: true })).toBe(true);
  });

  it('accepts text of digits and / up to 10 characters', () => {
    expect(acceptDateText('01/31/2024')).toBe(true);
    expect(acceptDateText('')).toBe(true);
    expect(acceptDateText('01-31-2024')).toBe(false);
    expect(acceptDateText('01/31/20245')).toBe(false);
  });

  it('pastes digits and / only', () => {
    const empty = { text: '', start: 0, end: 0 };
    expect(pasteDateResult('01/31/2024', empty)).toBe('01/31/2024');
    expect(pasteDateResult(' 01/31/2024 ', empty)).toBe('01/31/2024');
    expect(pasteDateResult('2024-01-31', empty)).toBeNull();
    expect(pasteDateResult('Jan 31', empty)).toBeNull();
    expect(pasteDateResult('2024', { text: '01/31/1999', start: 6, end: 10 })).toBe('01/31/2024');
    expect(pasteDateResult('2024', { text: '01/31/1999', start: 10, end: 10 })).toBeNull();
  });

  it('adds the slash after a typed two-digit month and day', () => {
    expect(autoSlash('0', '01')).toBe('01/');
    expect(autoSlash('01/3', '01/31')).toBe('01/31/');
    expect(autoSlash('1/3', '1/31')).toBe('1/31/');
    expect(autoSlash('01/31/202', '01/31/2024')).toBe('01/31/2024');
  });

  it('never re-adds a deleted slash', () => {
    expect(autoSlash('01/', '01')).toBe('01');
    expect(autoSlash('', '01')).toBe('01');
    expect(autoSlash('01/31/', '01/31')).toBe('01/31');
  });
});
