import { errorResponse } from '../../../contract/common';

/** The OpenAPI tag of every dealer survey call. */
export const tags = ['survey'];

/** The error answers every dealer survey call can give, with their shape. */
export const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;
