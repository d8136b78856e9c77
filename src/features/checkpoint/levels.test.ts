import { describe, expect, it } from 'vitest';
import { formatMeasure, LEVEL_LOOK, REPORT_TILES, rowLevel, tileTone } from './levels';

describe('levels', () => {
  it('gives every level a class, a label and a symbol', () => {
    for (const level of ['ok', 'warning', 'critical', 'unknown'] as const) {
      expect(LEVEL_LOOK[level].className).toBe(`level-${level}`);
      expect(LEVEL_LOOK[level].label.message).not.toBe('');
      expect(LEVEL_LOOK[level].symbol).not.toBe('');
    }
  });
  it('orders the tiles and colours critical red and warning amber', () => {
    expect(REPORT_TILES.map((t) => t.key)).toEqual(['total_units', 'total_tires', 'critical_exceptions', 'warning_exceptions']);
    expect(tileTone('critical', 3)).toBe('critical');
    expect(tileTone('warning', 1)).toBe('warning');
    expect(tileTone('critical', 0)).toBe('ok');
    expect(tileTone(null, 9)).toBeNull();
  });
  it('marks a row by its worst exception', () => {
    expect(rowLevel({ critical_exceptions: 1, warning_exceptions: 4 })).toBe('critical');
    expect(rowLevel({ critical_exceptions: 0, warning_exceptions: 4 })).toBe('warning');
    expect(rowLevel({ critical_exceptions: 0, warning_exceptions: 0 })).toBe('ok');
  });
  it('formats measurements in the user units', () => {
    expect(formatMeasure(null, 'psi')).toBe('—');
    expect(formatMeasure(101.26, 'psi')).toBe('101.3 psi');
    expect(formatMeasure(7.5, '32nds')).toBe('7.5 /32"');
    expect(formatMeasure(6.48, 'bar')).toBe('6.48 bar');
    expect(formatMeasure(6.48, 'bar', 'fr-CA')).toBe('6,48 bar');
    expect(formatMeasure(689.5, 'kPa', 'fr-CA')).toBe('690 kPa');
    expect(formatMeasure(4.76, 'mm', 'de-DE')).toBe('4,8 mm');
  });
});
