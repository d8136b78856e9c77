import { z } from 'zod';

/**
 * Control characters other than tab and newline: none belongs in anything the portal stores or
 * searches, and NUL breaks PostgreSQL text. Every request string is checked against this
 * (server/plugins/input-rules.ts).
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/** How a number read from text (a path, a query) must be written: plain decimal, no sign games, no spaces. */
export const WHOLE_NUMBER = /^-?(0|[1-9]\d*)$/;
export const DECIMAL_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;
// eslint-disable-next-line no-control-regex
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B-\u001F\u007F-\u009F]*$/;
const NO_CONTROL_CHARACTERS_MESSAGE = 'Control characters are not allowed';

/**
 * Every string the API accepts has a ceiling, so an oversized value is a 400 naming the field
 * rather than a row written or a server choking on it; and no control characters, also where a
 * string arrives in a file (unit imports) rather than a request.
 */
export const text = (max = 500) => z.string().max(max).regex(NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_MESSAGE);
export const requiredText = (max = 500) => z.string().trim().min(1).max(max).regex(NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_MESSAGE);

/** The largest value of the database's integer columns (int4). */
export const INT4_MAX = 2_147_483_647;

/** A record id in a path or query: a positive whole number in plain decimal within the integer columns' range. */
export const id = z.coerce.number().int().positive().max(INT4_MAX);
export const idParam = z.object({ id });

/** MM/DD/YYYY, as every date in a request (spec 1 §5, DESIGN constants). */
export const usDate = z
  .string()
  .regex(/^(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])\/\d{4}$/, 'Please enter date in the correct format');

export const pageRequest = z.object({
  page_number: z.number().int().min(1).max(1_000_000).default(1),
  page_size: z.number().int().min(1).max(1000).default(10),
  order_by: z.number().int().min(0).max(50).default(0),
  is_sort_desc: z.boolean().default(false),
  key_word: text(200).default(''),
});
export type PageRequest = z.infer<typeof pageRequest>;

export const pageInfo = z.object({
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
});

export const fieldError = z.object({ field: z.string(), message: z.string() });

/** The body of every error answer. */
export const errorResponse = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: z.array(fieldError).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const textValue = z.object({ text: z.string(), value: z.union([z.string(), z.number()]) });
