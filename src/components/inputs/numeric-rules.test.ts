import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  findNumericFailure,
  formatNumeric,
  formatOnBlur,
  NUMERIC_DEFAULTS,
  numericValue,
  parseNumeric,
  resolveNumericOptions,
  validateNumeric,
  type NumericOptions,
} from './numeric-rules';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-US', messages: {} }));

const message = (text: string, options?: NumericOptions) => {
  const descriptor = validateNumeric(text, options);
  return descriptor ? i18n._(descriptor) : null;
};

describe('defaults', () => {
  it('follow spec 1 §5', () => {
    expect(NUMERIC_DEFAULTS).toMatchObject({ min: 0, max: null, maxIntegerLength: 16, maxDecimalLength: 16, decimals: 2, step: 1 });
    expect(resolveNumericOptions()).toEqual({ ...NUMERIC_DEFAULTS });
  });

  it('cap the decimals at what the field accepts', () => {
    expect(resolveNumericOptions({ maxDecimalLength: 1 }).decimals).toBe(1);
    expect(resolveNumericOptions({ integerOnly: true }).decimals).toBe(0);
    expect(resolveNumericOptions({ maxDecimalLength: 0 })).toMatchObject({ integerOnly: true, decimals: 0 });
    expect(resolveNumericOptions({ step: 0 }).step).toBe(1);
  });
});

describe('validateNumeric: each message and a valid case next to it', () => {
  it('empty text is valid', () => {
    expect(message('')).toBeNull();
    expect(message('   ')).toBeNull();
  });

  it('max', () => {
    expect(message('200.01', { max: 200 })).toBe('Please enter a value less than or equal to 200');
    expect(message('79.39', { max: 79.38 })).toBe('Please enter a value less than or equal to 79.38');
    expect(message('200', { max: 200 })).toBeNull();
    expect(message('79.38', { max: 79.38 })).toBeNull();
  });

  it('max compares the value after rounding to the field decimals', () => {
    expect(message('79.384', { max: 79.38 })).toBeNull();
    expect(message('79.385', { max: 79.38 })).toBe('Please enter a value less than or equal to 79.38');
  });

  it('min keeps the spec wording', () => {
    expect(message('4', { min: 5 })).toBe('Value cannot be less then 5');
    expect(message('5', { min: 5 })).toBeNull();
    expect(message('0')).toBeNull();
  });

  it('leading number', () => {
    expect(message('.5')).toBe('Incorrect format. Add leading number');
    expect(message('0.5')).toBeNull();
  });

  it('leading and trailing number', () => {
    expect(message('.')).toBe('Incorrect format. Add leading and trailing number');
    expect(message('0.0')).toBeNull();
  });

  it('trailing number', () => {
    expect(message('5.')).toBe('Incorrect format. Add trailing number');
    expect(message('5.0')).toBeNull();
  });

  it('integer length', () => {
    expect(message('1'.repeat(17))).toBe('Maximum integer length is 16');
    expect(message('1234', { maxIntegerLength: 3 })).toBe('Maximum integer length is 3');
    expect(message('123', { maxIntegerLength: 3 })).toBeNull();
  });

  it('decimal length', () => {
    expect(message(`1.${'1'.repeat(17)}`)).toBe('Maximum decimal length is 16');
    expect(message('1.123', { maxDecimalLength: 2 })).toBe('Maximum decimal length is 2');
    expect(message('1.12', { maxDecimalLength: 2 })).toBeNull();
  });

  it('integer only', () => {
    expect(message('5.5', { integerOnly: true })).toBe('Incorrect Format. Please enter an integer.');
    expect(message('.', { integerOnly: true })).toBe('Incorrect Format. Please enter an integer.');
    expect(message('5.', { maxDecimalLength: 0 })).toBe('Incorrect Format. Please enter an integer.');
    expect(message('5', { integerOnly: true })).toBeNull();
  });

  it('one decimal', () => {
    expect(message('5.25', { maxDecimalLength: 1 })).toBe('Incorrect number of decimals. Please use 1.');
    expect(message('5.2', { maxDecimalLength: 1 })).toBeNull();
  });

  it('text that no key or paste can produce gets a generic format message', () => {
    expect(message('1.2.3')).toBe('Incorrect format. Please enter a number.');
    expect(message('abc')).toBe('Incorrect format. Please enter a number.');
    expect(message('-1')).toBe('Incorrect format. Please enter a number.');
  });

  it('reports the first failing rule only', () => {
    expect(findNumericFailure('1234.567', { maxIntegerLength: 3, maxDecimalLength: 2, max: 10 })).toBe('integer-length');
    expect(findNumericFailure('123.567', { maxIntegerLength: 3, maxDecimalLength: 2, max: 10 })).toBe('decimal-length');
    expect(findNumericFailure('123.5', { maxIntegerLength: 3, maxDecimalLength: 2, max: 10 })).toBe('max');
  });

  it('carries the limits as message values for translators', () => {
    expect(validateNumeric('300', { max: 200 })?.values).toEqual({ max: 200 });
    expect(validateNumeric('1', { min: 2 })?.values).toEqual({ min: 2 });
    expect(validateNumeric('1234', { maxIntegerLength: 3 })?.values).toEqual({ length: 3 });
  });
});

describe('parseNumeric', () => {
  it('empty is null', () => {
    expect(parseNumeric('')).toBeNull();
    expect(parseNumeric('  ')).toBeNull();
  });

  it('reads complete and half-typed numbers', () => {
    expect(parseNumeric('12')).toBe(12);
    expect(parseNumeric('12.5')).toBe(12.5);
    expect(parseNumeric('12.')).toBe(12);
    expect(parseNumeric('.5')).toBe(0.5);
  });

  it('rejects what is not a number', () => {
    expect(parseNumeric('.')).toBeNull();
    expect(parseNumeric('1.2.3')).toBeNull();
    expect(parseNumeric('1e3')).toBeNull();
    expect(parseNumeric('-1')).toBeNull();
  });
});

describe('numericValue', () => {
  it('empty yields null', () => expect(numericValue('')).toBeNull());

  it('rounds to 2 decimals', () => {
    expect(numericValue('3.175')).toBe(3.18);
    expect(numericValue('1.005')).toBe(1.01);
    expect(numericValue('2.5')).toBe(2.5);
  });

  it('is null while the text breaks a rule', () => {
    expect(numericValue('5.')).toBeNull();
    expect(numericValue('300', { max: 200 })).toBeNull();
  });
});

describe('blur formatting', () => {
  it('applies 2 decimals', () => {
    expect(formatOnBlur('5')).toBe('5.00');
    expect(formatOnBlur('5.5')).toBe('5.50');
    expect(formatOnBlur('3.175')).toBe('3.18');
  });

  it('uses the configured decimals, capped by the field', () => {
    expect(formatOnBlur('5', { decimals: 1 })).toBe('5.0');
    expect(formatOnBlur('5', { decimals: 3, maxDecimalLength: 1 })).toBe('5.0');
    expect(formatOnBlur('5', { integerOnly: true })).toBe('5');
  });

  it('formats out-of-range values but keeps the message', () => {
    expect(formatOnBlur('300', { max: 200 })).toBe('300.00');
    expect(message('300.00', { max: 200 })).toBe('Please enter a value less than or equal to 200');
  });

  it('leaves text breaking a format rule as typed', () => {
    expect(formatOnBlur('5.')).toBe('5.');
    expect(formatOnBlur('.5')).toBe('.5');
    expect(formatOnBlur('5.25', { maxDecimalLength: 1 })).toBe('5.25');
  });

  it('keeps empty text empty', () => expect(formatOnBlur('')).toBe(''));
});

describe('formatNumeric', () => {
  it('shows a value with fixed decimals and null as empty', () => {
    expect(formatNumeric(13.79, 2)).toBe('13.79');
    expect(formatNumeric(4, 2)).toBe('4.00');
    expect(formatNumeric(null, 2)).toBe('');
  });
});
