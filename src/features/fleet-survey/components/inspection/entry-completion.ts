import type { Quantity } from '../../../../lib/units';
import { fieldMax } from '../shared/reading-form';

/**
 * When a typed reading is complete, so the editor moves on without Enter: when no further
 * key could keep it within the field's limits.
 */
export interface CompletionLimits {
  /** The largest value in the field's unit (200 psi, 13.79 bar, 1379 kPa, 100/32 in, 79.38 mm). */
  max: number;
  /** The unit's decimals: a value typed with a point is complete once it has that many. */
  decimals: number;
  /**
   * Whole numbers are the usual reading (psi, kPa, 32nds): without a point, a value is complete
   * when another digit would take it over the maximum. In bar and mm a point usually follows,
   * so a value without one is complete only by Enter.
   */
  wholeNumbers: boolean;
}

/** 32nds keep a decimal for readings converted from mm, but gauges and people type whole 32nds. */
const WHOLE_NUMBER_UNITS: ReadonlySet<string> = new Set(['psi', 'kPa', '32nds']);

export function completionLimits(quantity: Quantity<string>, storedMax: number): CompletionLimits {
  return { max: fieldMax(quantity, storedMax), decimals: quantity.decimals, wholeNumbers: quantity.decimals === 0 || WHOLE_NUMBER_UNITS.has(quantity.unit) };
}

/** The field's text as typed ('105', '8.25', '8,25' in a comma locale); false for empty or invalid text. */
export function isCompleteValue(typed: string, limits: CompletionLimits): boolean {
  const text = typed.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$/.test(text) || Number(text) > limits.max) return false;
  const [, fraction] = text.split('.');
  // The smallest key that could follow is a 0: if even that goes over, nothing more fits.
  const noDigitFits = Number(`${text}0`) > limits.max;
  if (fraction === undefined) return limits.wholeNumbers && noDigitFits;
  if (fraction === '') return false;
  return fraction.length >= limits.decimals || noDigitFits;
}
