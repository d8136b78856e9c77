import { errorResponse } from '../../contract/common';

/**
 * The security code of the catalogue and specification administration (spec 3 §2: /manage-specs
 * and /manage-products; spec 1 §6 "Administration: specifications and products"). Staff hold it,
 * customers and dealers do not, so they get 403 on every call of both areas.
 */
export const ADMIN_CATALOG_CODE = 'TVADMIN';

export const NOT_HEAD_OFFICE = 'Only the head office may change this';

export const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse } as const;
