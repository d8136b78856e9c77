/**
 * Building blocks for the report requests kept in the URL. A route reads its search before its
 * page's code loads, and every field is a lenient primitive, so these are a few plain checks
 * rather than a schema library in every page's first download (zod's small build weighed 15 KiB
 * gzipped there). A malformed field is dropped rather than failing the page: an old or
 * hand-edited link still opens the filter page. The router has already turned numbers, booleans
 * and lists in the URL into values; numbers typed as text are read too.
 */

const INT4_MAX = 2_147_483_647;

/** Reads one search field: its value when well-formed, else undefined. */
export type Field<T> = (value: unknown) => T | undefined;

/** A whole number, within bounds. */
export const wholeNumber =
  (min = 1, max = INT4_MAX): Field<number> =>
  (value) => {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
  };

/** A list of at most `max` items, each well-formed; one bad item drops the list. */
export const listOf =
  <T>(item: Field<T>, max: number): Field<T[]> =>
  (value) => {
    if (!Array.isArray(value) || value.length > max) return undefined;
    const items = value.map(item);
    return items.every((entry) => entry !== undefined) ? (items as T[]) : undefined;
  };

/** A list of database ids, at most `max` of them. */
export const idList = (max = 1000) => listOf(wholeNumber(), max);

/** Text matching a pattern. */
export const textMatching =
  (pattern: RegExp): Field<string> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;

/** A day as the API reads it, MM/DD/YYYY. */
export const usDay = () => textMatching(/^\d{2}\/\d{2}\/\d{4}$/);

/** One of a fixed set of words. */
export const oneOf =
  <const T extends readonly string[]>(values: T): Field<T[number]> =>
  (value) =>
    values.includes(value as string) ? (value as T[number]) : undefined;

export const flag: Field<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

type SearchFields = Record<string, Field<unknown>>;
export type SearchOf<T extends { parse(search: Record<string, unknown>): unknown }> = ReturnType<T['parse']>;

/** A route's search: each listed field kept when well-formed; anything else in the URL is ignored. */
export function searchSchema<F extends SearchFields>(fields: F) {
  return {
    parse(search: Record<string, unknown>): { [K in keyof F]?: NonNullable<ReturnType<F[K]>> } {
      const parsed: Record<string, unknown> = {};
      for (const [key, read] of Object.entries(fields)) {
        const value = Object.hasOwn(search, key) ? read(search[key]) : undefined;
        if (value !== undefined) parsed[key] = value;
      }
      return parsed as { [K in keyof F]?: NonNullable<ReturnType<F[K]>> };
    },
  };
}
