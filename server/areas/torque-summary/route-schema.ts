import { errorResponse } from '../../../contract/common';

/** The OpenAPI tag of every torque summary call. */
export const tags = ['torque_summary_report'];

/** The code of /torque-summary-report (spec 3 §2); every call of the area needs it. */
export const TORQUE_SUMMARY_CODE = 'TMTQSRPT';
export const config = { securityCode: TORQUE_SUMMARY_CODE };

export const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;
