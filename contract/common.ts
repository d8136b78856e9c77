import { z } from 'zod';

/**
 * Every string the API accepts has a ceiling, so an oversized value is a 400 naming the field
 * rather than a row written or a server choking on it.
 */
export const text = (max = 500) => z.string().max(max);
export const requiredText = (max = 500) => z.string().trim().min(1).max(max);

export const id = z.coerce.number().int().positive().max(2_147_483_647);
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
