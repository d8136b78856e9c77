import { describe, expect, it } from 'vitest';
import { unitsFor } from '../../../../lib/units';
import { removalFormFrom, removalFromForm, removalProblem } from './removal-rules';

describe('removal form', () => {
  const imperial = unitsFor('imperial');
  const metric = unitsFor('metric');

  it('shows stored millimetres and miles in the user units and stores them back', () => {
    const form = removalFormFrom({ removal_reason_ids: [2], tread_depth_mm: 3.175, odometer: 1000, hours: 5, comments: 'cut' }, metric);
    expect(form).toEqual({ reasonIds: [2], wearConditionIds: [], tread: 3.18, odometer: 1609, hours: 5, comments: 'cut' });
    const stored = removalFromForm(form, metric);
    expect(stored.tread_depth_mm).toBe(3.18);
    expect(stored.odometer).toBe(1000);
  });

  it('stores 32nds as millimetres and empty comments as null', () => {
    const stored = removalFromForm({ reasonIds: [1], wearConditionIds: [4], tread: 4, odometer: null, hours: null, comments: '  ' }, imperial);
    expect(stored).toEqual({ removal_reason_ids: [1], wear_condition_ids: [4], tread_depth_mm: 3.18, odometer: null, hours: null, comments: null });
  });

  it('asks for a reason before anything else', () => {
    const form = removalFormFrom(null, imperial);
    expect(removalProblem(form, true)).toBe('reasons');
    expect(removalProblem({ ...form, reasonIds: [1] }, true)).toBe('fields');
    expect(removalProblem({ ...form, reasonIds: [1] }, false)).toBeNull();
  });
});
