import { describe, expect, it } from 'vitest';
import { setFormDirty, unsavedWorkCount, withFormState } from './unsaved-work';

describe('unsaved-work registry', () => {
  it('lists a form while it is dirty and drops it when clean', () => {
    const empty: ReadonlySet<string> = new Set();
    const one = withFormState(empty, 'unit-form', true);
    expect([...one]).toEqual(['unit-form']);
    expect(withFormState(one, 'unit-form', false).size).toBe(0);
  });

  it('keeps the same set when nothing changes, so subscribers do not re-render', () => {
    const one = withFormState(new Set(), 'a', true);
    expect(withFormState(one, 'a', true)).toBe(one);
    expect(withFormState(one, 'b', false)).toBe(one);
  });

  it('counts the forms in the app store', () => {
    setFormDirty('tire-form', true);
    setFormDirty('survey-form', true);
    expect(unsavedWorkCount()).toBe(2);
    setFormDirty('tire-form', false);
    setFormDirty('survey-form', false);
    expect(unsavedWorkCount()).toBe(0);
  });
});
