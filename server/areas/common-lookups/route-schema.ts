import { errorResponse } from '../../../contract/common';

/** The OpenAPI tag of every common lookup. */
export const tags = ['common'];

/** The error answers every lookup can give, documented with their shape. */
export const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;
