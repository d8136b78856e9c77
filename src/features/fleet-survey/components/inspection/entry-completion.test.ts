import { describe, expect, it } from 'vitest';
import { MAX_PRESSURE_PSI, MAX_TREAD_DEPTH_MM } from '../../../../../contract/fleet-survey/limits';
import { PRESSURE, TREAD_DEPTH } from '../../../../lib/units';
import { completionLimits, isCompleteValue } from './entry-completion';

const psi = completionLimits(PRESSURE.psi, MAX_PRESSURE_PSI);
const bar = completionLimits(PRESSURE.bar, MAX_PRESSURE_PSI);
const kpa = completionLimits(PRESSURE.kPa, MAX_PRESSURE_PSI);
const thirtySeconds = completionLimits(TREAD_DEPTH['32nds'], MAX_TREAD_DEPTH_MM);
const mm = completionLimits(TREAD_DEPTH.mm, MAX_TREAD_DEPTH_MM);

describe('a typed reading is complete when no further key keeps it within the limits', () => {
  it('psi (max 200): 105 and 95 are, 12 and 20 are not', () => {
    expect(psi.max).toBe(200);
    expect(isCompleteValue('105', psi)).toBe(true);
    expect(isCompleteValue('95', psi)).toBe(true);
    expect(isCompleteValue('200', psi)).toBe(true);
    expect(isCompleteValue('12', psi)).toBe(false);
    expect(isCompleteValue('20', psi)).toBe(false);
    expect(isCompleteValue('1', psi)).toBe(false);
  });

  it('32nds (max 100): 12 is, 8 is not, and a point waits for its one decimal', () => {
    expect(thirtySeconds.max).toBe(100);
    expect(isCompleteValue('12', thirtySeconds)).toBe(true);
    expect(isCompleteValue('8', thirtySeconds)).toBe(false);
    expect(isCompleteValue('10', thirtySeconds)).toBe(false);
    expect(isCompleteValue('12.', thirtySeconds)).toBe(false);
    expect(isCompleteValue('8.5', thirtySeconds)).toBe(true);
  });

  it('bar (max 13.79, two decimals): complete after two decimals, or when no digit fits', () => {
    expect(bar.max).toBe(13.79);
    expect(isCompleteValue('8', bar)).toBe(false);
    expect(isCompleteValue('8.2', bar)).toBe(false);
    expect(isCompleteValue('8.25', bar)).toBe(true);
    expect(isCompleteValue('8,25', bar)).toBe(true);
    expect(isCompleteValue('13.7', bar)).toBe(false);
    expect(isCompleteValue('13.79', bar)).toBe(true);
  });

  it('kPa (max 1379): 750 is, 137 is not', () => {
    expect(kpa.max).toBe(1379);
    expect(isCompleteValue('750', kpa)).toBe(true);
    expect(isCompleteValue('137', kpa)).toBe(false);
    expect(isCompleteValue('1379', kpa)).toBe(true);
  });

  it('mm (two decimals): whole millimetres wait for Enter or the decimals', () => {
    expect(isCompleteValue('12', mm)).toBe(false);
    expect(isCompleteValue('12.5', mm)).toBe(false);
    expect(isCompleteValue('12.50', mm)).toBe(true);
  });

  it('empty, invalid and over-the-limit text is never complete', () => {
    for (const text of ['', ' ', '.', '.5', 'abc', '250', '1.2.3']) expect(isCompleteValue(text, psi), text).toBe(false);
    expect(isCompleteValue('14.00', bar)).toBe(false);
  });
});
