import { errorResponse } from '../../../contract/common';
import type { SessionUser } from '../../auth/session-user';

/** The OpenAPI tag of every checkpoint call. */
export const tags = ['checkpoint'];

/** The error answers every checkpoint call can give, with their shape. */
export const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;

export const CROSSING_NOT_FOUND = 'Crossing not found';

/** The display formats of the user's unit_of_measurement. */
export function measureFormats(user: Pick<SessionUser, 'unitOfMeasurement'>) {
  return user.unitOfMeasurement === 'metric'
    ? { pressure_format: 'bar' as const, tread_depth_format: 'mm' as const }
    : { pressure_format: 'psi' as const, tread_depth_format: '32nds' as const };
}
