import { z } from 'zod';
import { errorResponse } from '../../../../contract/common';

/** The OpenAPI tag of every fleet survey location, unit and survey call. */
export const tags = ['fleet_survey'];

/**
 * Every error answer of the area: the common error body, plus the stored record of a version
 * conflict (409) and the operation status fields (description, isError) of spec 2 §8.
 */
export const failure = errorResponse.extend({
  current: z.unknown().optional(),
  description: z.string().optional(),
  isError: z.boolean().optional(),
});

export const failures = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure } as const;
