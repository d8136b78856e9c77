import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { roundTo } from '../../lib/units';

/**
 * Rules of the numeric input (spec 1 §5). Pure, so forms can validate a value the same way
 * the field does, and so every rule is testable without a DOM.
 */
export interface NumericOptions {
  /** Smallest accepted value; the spec's default is 0. */
  min?: number;
  /** Largest accepted value; none by default. */
  max?: number | null;
  maxIntegerLength?: number;
  maxDecimalLength?: number;
  /** Decimals the value is rounded to, and shown with after blur. */
  decimals?: number;
  /** Amount ArrowUp and ArrowDown add or remove. */
  step?: number;
  integerOnly?: boolean;
  /**
   * Accept ',' as the decimal point (stored as '.'). Tablets in comma locales show a keypad
   * with ',' only for inputMode="decimal", which would otherwise make decimals impossible.
   */
  decimalComma?: boolean;
}

export interface ResolvedNumericOptions {
  min: number;
  max: number | null;
  maxIntegerLength: number;
  maxDecimalLength: number;
  /** Effective decimals: never more than the field accepts (0 for integer-only). */
  decimals: number;
  step: number;
  integerOnly: boolean;
  decimalComma: boolean;
}

export const NUMERIC_DEFAULTS = {
  min: 0,
  max: null,
  maxIntegerLength: 16,
  maxDecimalLength: 16,
  decimals: 2,
  step: 1,
  integerOnly: false,
  decimalComma: false,
} as const satisfies ResolvedNumericOptions;

export function resolveNumericOptions(options: NumericOptions = {}): ResolvedNumericOptions {
  const maxDecimalLength = options.maxDecimalLength ?? NUMERIC_DEFAULTS.maxDecimalLength;
  // A field that accepts no decimals is an integer field, whatever the caller called it.
  const integerOnly = (options.integerOnly ?? false) || maxDecimalLength === 0;
  const decimals = integerOnly ? 0 : Math.min(options.decimals ?? NUMERIC_DEFAULTS.decimals, maxDecimalLength);
  const step = options.step !== undefined && options.step > 0 ? options.step : NUMERIC_DEFAULTS.step;
  return {
    min: options.min ?? NUMERIC_DEFAULTS.min,
    max: options.max ?? null,
    maxIntegerLength: options.maxIntegerLength ?? NUMERIC_DEFAULTS.maxIntegerLength,
    maxDecimalLength,
    decimals,
    step,
    integerOnly,
    decimalComma: options.decimalComma ?? false,
  };
}

/** The spec's allowed pattern: digits with at most one decimal point, with a leading part. */
export const NUMERIC_PATTERN = /^\d+\.?\d*$/;
/** A complete number: the leading part, and a trailing part whenever there is a point. */
const COMPLETE_NUMBER = /^\d+(\.\d+)?$/;
/** What may stand in the field while typing: digits and at most one point, anywhere. */
const TYPING_CHARSET = /^\d*\.?\d*$/;

/** Reads '12', '12.5', '12.' and '.5'; anything else, and empty text, is null. */
export function parseNumeric(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '.' || !TYPING_CHARSET.test(trimmed)) return null;
  return Number(trimmed);
}

export function formatNumeric(value: number | null, decimals: number): string {
  return value === null ? '' : roundTo(value, decimals).toFixed(decimals);
}

export type NumericRule =
  | 'format'
  | 'leading-and-trailing'
  | 'leading'
  | 'trailing'
  | 'integer'
  | 'integer-length'
  | 'decimal-length'
  | 'one-decimal'
  | 'max'
  | 'min';

/** The first rule the text breaks, in the order a user should fix them; null when valid or empty. */
export function findNumericFailure(text: string, options: NumericOptions = {}): NumericRule | null {
  const o = resolveNumericOptions(options);
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!TYPING_CHARSET.test(trimmed)) return 'format';
  const [integerPart = '', decimalPart] = trimmed.split('.');
  if (o.integerOnly && decimalPart !== undefined) return 'integer';
  if (trimmed === '.') return 'leading-and-trailing';
  if (integerPart === '') return 'leading';
  if (decimalPart === '') return 'trailing';
  if (integerPart.length > o.maxIntegerLength) return 'integer-length';
  if (decimalPart !== undefined && decimalPart.length > o.maxDecimalLength) {
    return o.maxDecimalLength === 1 ? 'one-decimal' : 'decimal-length';
  }
  const value = roundTo(Number(trimmed), o.decimals);
  if (o.max !== null && value > o.max) return 'max';
  if (value < o.min) return 'min';
  return null;
}

export function numericMessage(rule: NumericRule, options: NumericOptions = {}): MessageDescriptor {
  const o = resolveNumericOptions(options);
  const { min } = o;
  switch (rule) {
    case 'format':
      // Not in the spec: only reachable through a programmatic value, since typing and pasting filter.
      return msg`Incorrect format. Please enter a number.`;
    case 'leading-and-trailing':
      return msg`Incorrect format. Add leading and trailing number`;
    case 'leading':
      return msg`Incorrect format. Add leading number`;
    case 'trailing':
      return msg`Incorrect format. Add trailing number`;
    case 'integer':
      return msg`Incorrect Format. Please enter an integer.`;
    case 'integer-length': {
      const length = o.maxIntegerLength;
      return msg`Maximum integer length is ${length}`;
    }
    case 'decimal-length': {
      const length = o.maxDecimalLength;
      return msg`Maximum decimal length is ${length}`;
    }
    case 'one-decimal':
      return msg`Incorrect number of decimals. Please use 1.`;
    case 'max': {
      const max = o.max ?? Number.POSITIVE_INFINITY;
      return msg`Please enter a value less than or equal to ${max}`;
    }
    case 'min':
      // The spec's wording, 'then' included, is kept so existing translations still match.
      return msg`Value cannot be less then ${min}`;
  }
}

/** The first failing message, or null when the text is valid (empty text is valid and means null). */
export function validateNumeric(text: string, options: NumericOptions = {}): MessageDescriptor | null {
  const rule = findNumericFailure(text, options);
  return rule === null ? null : numericMessage(rule, options);
}

/** The value a field reports for its text: rounded when valid, null when empty or invalid. */
export function numericValue(text: string, options: NumericOptions = {}): number | null {
  if (findNumericFailure(text, options) !== null) return null;
  const value = parseNumeric(text);
  return value === null ? null : roundTo(value, resolveNumericOptions(options).decimals);
}

/**
 * Text after blur: padded or rounded to the field's decimals. Out-of-range values are still
 * formatted (their message stays); text breaking a format or length rule is left as typed so
 * the user sees what the message is about.
 */
export function formatOnBlur(text: string, options: NumericOptions = {}): string {
  const rule = findNumericFailure(text, options);
  if (rule !== null && rule !== 'max' && rule !== 'min') return text;
  const value = parseNumeric(text);
  if (value === null || !COMPLETE_NUMBER.test(text.trim())) return text.trim();
  return formatNumeric(value, resolveNumericOptions(options).decimals);
}
