import { describe, expect, it } from 'vitest';
import { unitsFor } from '../../../../lib/units';
import { detailsProblems, EMPTY_DETAILS, fieldMax, formChanged, formFromReading, productLinesOf, readingToSave, toStored } from './reading-form';

const imperial = unitsFor('imperial');
const metric = unitsFor('metric');
const position = { axle_number: 2, side: 'left' as const, place: 'outer' as const };

describe('reading form', () => {
  it('shows stored psi and mm in the user units', () => {
    expect(formFromReading({ ...position, pressure_psi: 100, tread_depth_mm: 9.525 }, imperial)).toMatchObject({ pressure: 100, tread: 12 });
    expect(formFromReading({ ...position, pressure_psi: 100, tread_depth_mm: 9.525 }, metric)).toMatchObject({ pressure: 6.89, tread: 9.53 });
    expect(formFromReading(null, imperial)).toMatchObject({ pressure: null, tread: null, wearConditionIds: [], details: EMPTY_DETAILS });
  });

  it('limits fields at 200 psi / 13.79 bar and 100/32 in / 79.38 mm', () => {
    expect(fieldMax(imperial.pressure, 200)).toBe(200);
    expect(fieldMax(metric.pressure, 200)).toBe(13.79);
    expect(fieldMax(imperial.treadDepth, 79.38)).toBe(100);
    expect(fieldMax(metric.treadDepth, 79.38)).toBe(79.38);
  });

  it('stores back in psi and mm, never above the stored maximum', () => {
    expect(toStored(metric.pressure, 13.79, 200)).toBe(200);
    expect(toStored(metric.pressure, 6.9, 200)).toBe(100.08);
    expect(toStored(imperial.treadDepth, 100, 79.38)).toBe(79.38);
    expect(toStored(imperial.treadDepth, 12, 79.38)).toBe(9.53);
    expect(toStored(imperial.pressure, null, 200)).toBeNull();
  });

  it('sends details only when they changed', () => {
    const initial = formFromReading({ ...position, pressure_psi: 90, brand_id: 3 }, imperial);
    const typed = { ...initial, pressure: 101, tread: 14 };
    expect(formChanged(initial, typed)).toBe(true);
    expect(readingToSave(position, initial, typed, imperial)).toEqual({ ...position, pressure_psi: 101, tread_depth_mm: 11.11, wear_condition_ids: [] });
    const rebranded = { ...typed, details: { ...typed.details, brand_id: 4 } };
    expect(readingToSave(position, initial, rebranded, imperial)).toMatchObject({ brand_id: 4, is_retread: false, previous_caps: 0 });
    expect(formChanged(initial, { ...initial, wearConditionIds: [] })).toBe(false);
  });

  it('checks the tire details limits', () => {
    expect(detailsProblems({ ...EMPTY_DETAILS, dot_week: 54, dot_year: 1969, previous_caps: 21 })).toEqual(['dot_week', 'dot_year', 'previous_caps']);
    expect(detailsProblems(EMPTY_DETAILS)).toEqual([]);
  });

  it('narrows product lines to the brand, retread lines for a retread', () => {
    const lines = [
      { id: 1, brand_id: 1, is_retread: false },
      { id: 2, brand_id: 1, is_retread: true },
      { id: 3, brand_id: 2, is_retread: false },
    ];
    expect(productLinesOf(lines, 1, false).map((l) => l.id)).toEqual([1]);
    expect(productLinesOf(lines, 1, true).map((l) => l.id)).toEqual([2]);
    expect(productLinesOf(lines, 2, true).map((l) => l.id)).toEqual([3]);
    expect(productLinesOf(lines, null, false)).toEqual([]);
  });

  it('leaves out lines no longer offered, unless the tire already has one', () => {
    const lines = [
      { id: 1, brand_id: 1, is_retread: false, is_offered: true },
      { id: 4, brand_id: 1, is_retread: false, is_offered: false },
    ];
    expect(productLinesOf(lines, 1, false).map((l) => l.id)).toEqual([1]);
    expect(productLinesOf(lines, 1, false, 4).map((l) => l.id)).toEqual([1, 4]);
  });
});
