import type { FastifyRequest } from 'fastify';
import { errorResponse } from '../../../contract/common';
import { LEASE_SALES_GROUPS } from '../../../contract/lease-sales';
import { NO_PAGE_PERMISSION, requireUser } from '../../plugins/authenticate';
import { HttpError } from '../../plugins/error-handler';

export const tags = ['leasesales'];

/**
 * The configurator is the manufacturer's lease sales tool: staff (GYR, SSC, ADMIN) with the
 * portal sign-in code TVLOGIN. Customers and dealers are refused (403) before any input is read.
 */
export const LEASE_SALES_CODE = 'TVLOGIN';
export const config = { securityCode: LEASE_SALES_CODE };
export async function staffOnly(request: FastifyRequest): Promise<void> {
  if (!LEASE_SALES_GROUPS.includes(requireUser(request).group)) throw new HttpError(403, NO_PAGE_PERMISSION);
}

export const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;
