import { describe, expect, it } from 'vitest';
import { acceptTypedText, localeUsesDecimalComma, numericKeyDecision, pasteResult, stepNumeric, type KeyPress } from './numeric-keys';

const at = (text: string, start = text.length, end = start) => ({ text, start, end });
const decide = (press: KeyPress | string, text = '', options = {}) =>
  numericKeyDecision(typeof press === 'string' ? { key: press } : press, at(text), options);

describe('keydown filter', () => {
  it('allows digits', () => {
    for (const key of '0123456789') expect(decide(key)).toBe('allow');
  });

  it('blocks other printable characters', () => {
    for (const key of ['a', 'e', 'E', '-', '+', ' ', ',', '/', '😀']) expect(decide(key, '1')).toBe('block');
  });

  it('allows the point once, and not in integer-only fields', () => {
    expect(decide('.', '5')).toBe('allow');
    expect(decide('.', '')).toBe('allow');
    expect(decide('.', '5.2')).toBe('block');
    expect(decide('.', '5', { integerOnly: true })).toBe('block');
    expect(decide('.', '5', { maxDecimalLength: 0 })).toBe('block');
  });

  it('allows the point when it replaces the selected point', () => {
    expect(numericKeyDecision({ key: '.' }, at('5.2', 1, 2), {})).toBe('allow');
    expect(numericKeyDecision({ key: '.' }, at('5.2', 0, 1), {})).toBe('block');
  });

  it('keeps editing and navigation keys', () => {
    for (const key of ['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Shift', 'F5', 'Unidentified']) {
      expect(decide(key, '12')).toBe('allow');
    }
  });

  it('keeps Ctrl and Cmd shortcuts: copy, paste, cut, select all, undo', () => {
    for (const key of ['c', 'v', 'x', 'a', 'z']) {
      expect(decide({ key, ctrlKey: true })).toBe('allow');
      expect(decide({ key, metaKey: true })).toBe('allow');
    }
  });

  it('filters AltGr characters, which arrive as Ctrl+Alt', () => {
    expect(decide({ key: '@', ctrlKey: true, altKey: true })).toBe('block');
  });

  it('turns plain ArrowUp and ArrowDown into steps', () => {
    expect(decide('ArrowUp')).toBe('step-up');
    expect(decide('ArrowDown')).toBe('step-down');
    expect(decide({ key: 'ArrowUp', shiftKey: true })).toBe('allow');
    expect(decide({ key: 'ArrowDown', altKey: true })).toBe('allow');
  });

  it('reads the comma as the point in comma locales', () => {
    expect(decide(',', '5', { decimalComma: true })).toBe('allow');
    expect(decide(',', '5.1', { decimalComma: true })).toBe('block');
    expect(decide(',', '5', { decimalComma: true, integerOnly: true })).toBe('block');
  });
});

describe('typed text (changes keydown cannot see)', () => {
  it('accepts digits and one point', () => {
    expect(acceptTypedText('12.5')).toBe('12.5');
    expect(acceptTypedText('')).toBe('');
    expect(acceptTypedText('.')).toBe('.');
  });

  it('rejects anything else', () => {
    expect(acceptTypedText('12a')).toBeNull();
    expect(acceptTypedText('1.2.3')).toBeNull();
    expect(acceptTypedText('1.5', { integerOnly: true })).toBeNull();
  });

  it('turns the comma into the point in comma locales only', () => {
    expect(acceptTypedText('1,5', { decimalComma: true })).toBe('1.5');
    expect(acceptTypedText('1,5')).toBeNull();
  });
});

describe('paste filter', () => {
  it('accepts text matching the pattern', () => {
    expect(pasteResult('12.5', at(''))).toBe('12.5');
    expect(pasteResult('12.', at(''))).toBe('12.');
    expect(pasteResult('3', at('12', 1))).toBe('132');
    expect(pasteResult('99', at('12.5', 0, 2))).toBe('99.5');
  });

  it('ignores text not matching the pattern', () => {
    expect(pasteResult('.5', at(''))).toBeNull();
    expect(pasteResult('abc', at(''))).toBeNull();
    expect(pasteResult('1.2.3', at(''))).toBeNull();
    expect(pasteResult('-5', at(''))).toBeNull();
    expect(pasteResult('1 000', at(''))).toBeNull();
    expect(pasteResult('', at('1'))).toBeNull();
  });

  it('ignores a paste that would leave two points', () => {
    expect(pasteResult('2.5', at('1.5'))).toBeNull();
  });

  it('ignores decimals in integer-only fields', () => {
    expect(pasteResult('2.5', at(''), { integerOnly: true })).toBeNull();
    expect(pasteResult('25', at(''), { integerOnly: true })).toBe('25');
  });

  it('drops surrounding white space', () => {
    expect(pasteResult(' 42\n', at(''))).toBe('42');
  });

  it('reads a comma as the point in comma locales', () => {
    expect(pasteResult('12,5', at(''), { decimalComma: true })).toBe('12.5');
    expect(pasteResult('12,5', at(''))).toBeNull();
  });
});

describe('arrow stepping', () => {
  it('changes by the step', () => {
    expect(stepNumeric('5', 1)).toBe('6');
    expect(stepNumeric('5', -1)).toBe('4');
    expect(stepNumeric('5.25', 1)).toBe('6.25');
    expect(stepNumeric('1.1', 1, { step: 0.1 })).toBe('1.2');
    expect(stepNumeric('0.2', 1, { step: 0.1 })).toBe('0.3');
  });

  it('never goes below min', () => {
    expect(stepNumeric('0', -1)).toBe('0');
    expect(stepNumeric('0.5', -1)).toBe('0');
    expect(stepNumeric('6', -1, { min: 5, step: 5 })).toBe('5');
  });

  it('never goes above max', () => {
    expect(stepNumeric('200', 1, { max: 200 })).toBe('200');
    expect(stepNumeric('13.5', 1, { max: 13.79 })).toBe('13.79');
    expect(stepNumeric('250', -1, { max: 200 })).toBe('200');
  });

  it('starts from min when empty', () => {
    expect(stepNumeric('', 1)).toBe('1');
    expect(stepNumeric('', -1)).toBe('0');
    expect(stepNumeric('', 1, { min: 10 })).toBe('11');
  });

  it('steps from half-typed numbers and leaves garbage alone', () => {
    expect(stepNumeric('5.', 1)).toBe('6');
    expect(stepNumeric('.5', 1)).toBe('1.5');
    expect(stepNumeric('1.2.3', 1)).toBeNull();
  });

  it('rounds to the field decimals', () => {
    expect(stepNumeric('1.234', 1)).toBe('2.23');
    expect(stepNumeric('7', 1, { integerOnly: true })).toBe('8');
  });
});

describe('decimal comma locales', () => {
  it('are told apart by their number format', () => {
    expect(localeUsesDecimalComma('de-DE')).toBe(true);
    expect(localeUsesDecimalComma('fr-CA')).toBe(true);
    expect(localeUsesDecimalComma('en-US')).toBe(false);
    expect(localeUsesDecimalComma('not a locale')).toBe(false);
  });
});
