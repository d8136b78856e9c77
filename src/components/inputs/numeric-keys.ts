import { roundTo } from '../../lib/units';
import { NUMERIC_PATTERN, parseNumeric, resolveNumericOptions, type NumericOptions } from './numeric-rules';
import { numberFormatter } from '../../../contract/number-format';

/**
 * Keyboard, paste and stepping decisions of the numeric input, kept apart from React so each
 * decision is a plain function of the key, the text and the selection.
 */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

/** The field's text and the selected range in it (start === end for a caret). */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

export type NumericKeyDecision = 'allow' | 'block' | 'step-up' | 'step-down';

const isDigit = (key: string) => /^\d$/.test(key);
/** A printable key is one character; named keys (Backspace, Tab, F5, ...) are words. */
const isPrintable = (key: string) => [...key].length === 1;

function isDecimalKey(key: string, decimalComma: boolean): boolean {
  return key === '.' || (decimalComma && key === ',');
}

/** Text with the selection removed: what a typed or pasted character would land in. */
function outsideSelection({ text, start, end }: TextSelection): string {
  return text.slice(0, start) + text.slice(end);
}

/**
 * Spec 1 §5 blocks non-digit keys but keeps "backspace and two control keys". Read as its
 * intent (editing must keep working), only printable characters are filtered: every named key
 * (Backspace, Delete, Tab, Enter, Escape, arrows, Home, End, function keys) and every Ctrl or Cmd
 * shortcut (copy, paste, cut, select all, undo) passes. AltGr arrives as Ctrl+Alt and types
 * characters, so it is filtered like any printable key.
 */
export function numericKeyDecision(press: KeyPress, selection: TextSelection, options: NumericOptions = {}): NumericKeyDecision {
  const o = resolveNumericOptions(options);
  const modified = Boolean(press.ctrlKey || press.metaKey || press.altKey || press.shiftKey);
  if (press.key === 'ArrowUp' && !modified) return 'step-up';
  if (press.key === 'ArrowDown' && !modified) return 'step-down';
  if ((press.ctrlKey || press.metaKey) && !press.altKey) return 'allow';
  if (!isPrintable(press.key)) return 'allow';
  if (isDigit(press.key)) return 'allow';
  if (isDecimalKey(press.key, o.decimalComma)) {
    return !o.integerOnly && !outsideSelection(selection).includes('.') ? 'allow' : 'block';
  }
  return 'block';
}

/**
 * Second line of defence for what keydown cannot see (virtual keyboards report 'Unidentified',
 * drag and drop, autofill): returns the text to keep, with ',' read as the point when allowed,
 * or null to reject the change.
 */
export function acceptTypedText(next: string, options: NumericOptions = {}): string | null {
  const o = resolveNumericOptions(options);
  const text = o.decimalComma ? next.replace(',', '.') : next;
  const pattern = o.integerOnly ? /^\d*$/ : /^\d*\.?\d*$/;
  return pattern.test(text) ? text : null;
}

/**
 * Pasted text must match the allowed pattern (digits, at most one point, a leading digit) or
 * it is ignored; surrounding white space, common when copying from a sheet, is dropped first.
 * Returns the field's new text, or null when the paste is ignored.
 */
export function pasteResult(pasted: string, selection: TextSelection, options: NumericOptions = {}): string | null {
  const o = resolveNumericOptions(options);
  let clean = pasted.trim();
  if (o.decimalComma && !clean.includes('.')) clean = clean.replace(',', '.');
  const pattern = o.integerOnly ? /^\d+$/ : NUMERIC_PATTERN;
  if (!pattern.test(clean)) return null;
  const next = selection.text.slice(0, selection.start) + clean + selection.text.slice(selection.end);
  return acceptTypedText(next, o);
}

/**
 * ArrowUp/ArrowDown: change by the step, never below min or above max, rounded to the field's
 * decimals. Empty text counts as min, so the first ArrowUp from empty gives min + step.
 * Returns the new text, or null when the text is not a number to step from.
 */
export function stepNumeric(text: string, direction: 1 | -1, options: NumericOptions = {}): string | null {
  const o = resolveNumericOptions(options);
  const current = parseNumeric(text);
  if (current === null && text.trim() !== '') return null;
  const base = current ?? o.min;
  let next = current === null && direction === -1 ? o.min : base + direction * o.step;
  if (o.max !== null) next = Math.min(next, o.max);
  next = Math.max(next, o.min);
  return String(roundTo(next, o.decimals));
}

/** Whether the locale writes 1.1 as '1,1': its tablets then offer ',' on the decimal keypad. */
export function localeUsesDecimalComma(locale: string): boolean {
  return numberFormatter(locale).formatToParts(1.1).find((part) => part.type === 'decimal')?.value === ',';
}
