import { errorResponse } from '../../../contract/common';

/** The OpenAPI tag of every scrap analysis call. */
export const tags = ['scrap_analysis_report'];

/** The code of /scrap-analysis-report (spec 3 §2); every call of the area needs it. */
export const SCRAP_ANALYSIS_CODE = 'TVSCRPAN';
export const config = { securityCode: SCRAP_ANALYSIS_CODE };

export const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;
