import { errorResponse } from '../../../contract/common';
import type { SessionUser } from '../../auth/session-user';
import { userMeasureFormats, userMeasureUnits } from '../../exports/units';

/** The OpenAPI tag of every checkpoint call. */
export const tags = ['checkpoint'];

/** The error answers every checkpoint call can give, with their shape. */
export const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;

export const CROSSING_NOT_FOUND = 'Crossing not found';

/** The display formats of the user's units (pressure in psi, bar or kPa). */
export function measureFormats(user: Pick<SessionUser, 'unitOfMeasurement' | 'pressureUnit'>) {
  return userMeasureFormats(userMeasureUnits(user));
}
