/**
 * Building blocks for the report requests kept in the URL. A route reads its search before its
 * page's code loads, so these are built on zod's small tree-shakable build (zod/mini), not the
 * full one the server validates with. Every field is optional and a malformed one is dropped
 * rather than failing the page: an old or hand-edited link still opens the filter page.
 */
import * as z from 'zod/mini';

export { z };

const INT4_MAX = 2_147_483_647;

/** The field when it parses, else absent. */
export const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** A whole number from the URL's text, within bounds. */
export const wholeNumber = (min = 1, max = INT4_MAX) => z.coerce.number().check(z.multipleOf(1), z.minimum(min), z.maximum(max));

/** A list of database ids, at most `max` of them. */
export const idList = (max = 1000) => z.array(wholeNumber()).check(z.maxLength(max));

/** A day as the API reads it, MM/DD/YYYY. */
export const usDay = () => z.string().check(z.regex(/^\d{2}\/\d{2}\/\d{4}$/));

/** One of a fixed set of words. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

export type SearchOf<T extends z.ZodMiniType> = z.infer<T>;
