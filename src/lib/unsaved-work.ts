import { useEffect } from 'react';
import { store, unsavedFormsAtom } from './store';

/** The set with `id` listed or not; the same set when nothing changes, so no render is caused. */
export function withFormState(forms: ReadonlySet<string>, id: string, dirty: boolean): ReadonlySet<string> {
  if (forms.has(id) === dirty) return forms;
  const next = new Set(forms);
  if (dirty) next.add(id);
  else next.delete(id);
  return next;
}

export function setFormDirty(id: string, dirty: boolean): void {
  store.set(unsavedFormsAtom, (forms) => withFormState(forms, id, dirty));
}

export function unsavedWorkCount(): number {
  return store.get(unsavedFormsAtom).size;
}

/**
 * A form reports its unsaved edits, so an app update never reloads over them. `id` must be
 * unique among mounted forms (include the record id, or use React's useId()). Unmounting the
 * form clears its entry: leaving the form is the form's own decision about its edits.
 */
export function useUnsavedWork(id: string, isDirty: boolean): void {
  useEffect(() => {
    setFormDirty(id, isDirty);
    return () => setFormDirty(id, false);
  }, [id, isDirty]);
}
