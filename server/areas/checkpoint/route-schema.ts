import type { FastifyRequest } from 'fastify';
import { errorResponse } from '../../../contract/common';
import type { SessionUser } from '../../auth/session-user';
import { HttpError } from '../../plugins/error-handler';

/** The OpenAPI tag of every checkpoint call. */
export const tags = ['checkpoint'];

/** The error answers every checkpoint call can give, with their shape. */
export const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;

export const CROSSING_NOT_FOUND = 'Crossing not found';

/** A 400 naming one field of the body, as schema errors do. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, `Invalid body: ${field}`, [{ field: `body.${field}`, message }]);
}

/** "Today" for date ranges: the user's own date from the user-time header, else the server's. */
export function todayOf(request: FastifyRequest): Date {
  return request.userTime ?? new Date();
}

/** The display formats of the user's unit_of_measurement. */
export function measureFormats(user: Pick<SessionUser, 'unitOfMeasurement'>) {
  return user.unitOfMeasurement === 'metric'
    ? { pressure_format: 'bar' as const, tread_depth_format: 'mm' as const }
    : { pressure_format: 'psi' as const, tread_depth_format: '32nds' as const };
}
