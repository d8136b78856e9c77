import { errorResponse } from '../../../contract/common';
import { reportNotReady } from '../../../contract/fleet-conditions';

/** The OpenAPI tag of every fleet condition call. */
export const tags = ['fleet_conditions'];

/** The code of /fleet-condition-report (spec 1 §6); every call of the area needs it. */
export const FLEET_CONDITION_CODE = 'TVFLTCNR';
export const config = { securityCode: FLEET_CONDITION_CODE };

export const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;
export const reportFailures = { ...failures, 409: reportNotReady, 410: errorResponse } as const;
