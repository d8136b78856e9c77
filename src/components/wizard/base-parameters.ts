/**
 * The base parameters of a report (spec 2 §4): the account, the date range and the regions.
 * Reports, baskets and templates are built on them, so a change invalidates what was loaded.
 */
export interface BaseParameters<A, D, R> {
  account: A | null | undefined;
  date: D | null | undefined;
  regions: readonly R[] | null | undefined;
}

/** null, undefined, '', an empty list and an object without keys all mean "nothing chosen". */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Structural equality for the JSON-like values parameters are made of (and Dates). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && deepEqual(a[key], b[key]));
  }
  return false;
}

/** Regions are a selection, not a sequence: the same regions picked in another order are unchanged. */
export function sameMembers(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  const unmatched = [...b];
  return a.every((item) => {
    const index = unmatched.findIndex((other) => deepEqual(item, other));
    if (index === -1) return false;
    unmatched.splice(index, 1);
    return true;
  });
}

/**
 * The spec's flag: "true when account, date and regions differ from the stored ones and are
 * non-empty". Read as: all three current values are chosen (a half-filled wizard changes
 * nothing yet) and at least one of them differs from the stored parameters. Nothing stored
 * counts as different.
 */
export function baseParametersChanged<A, D, R>(
  stored: BaseParameters<A, D, R> | null | undefined,
  current: BaseParameters<A, D, R>,
): boolean {
  if (isEmptyValue(current.account) || isEmptyValue(current.date) || isEmptyValue(current.regions)) return false;
  if (!stored) return true;
  return (
    !deepEqual(stored.account, current.account) ||
    !deepEqual(stored.date, current.date) ||
    !sameMembers(stored.regions ?? [], current.regions ?? [])
  );
}
