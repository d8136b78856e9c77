import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../contract/common';
import { tireManagementReportsResponse } from '../../../contract/dealer-portal';
import { reportDefinitions } from '../../db/schema';
import { requireUser } from '../../plugins/authenticate';

/** The report areas of tire management (the survey tools and fleet screens behind TMLOGIN). */
const AREAS = ['tireoptix', 'fleet'];

/**
 * tire_management_reports/get (spec 3 §7 "Other"), mounted at /api/v2/tire_management_reports:
 * every tire-management report with whether the user holds its code, so a menu can show the
 * locked ones as such. Needs the tire management sign-in code TMLOGIN.
 */
export async function tireManagementReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/get',
    { config: { securityCode: 'TMLOGIN' }, schema: { tags: ['tire_management_reports'], response: { 200: tireManagementReportsResponse, 401: errorResponse, 403: errorResponse } } },
    async (request) => {
      const codes = new Set(requireUser(request).securityCodes);
      const rows = await app.db
        .select({ area: reportDefinitions.area, code: reportDefinitions.code, name: reportDefinitions.name, route: reportDefinitions.route, securityCode: reportDefinitions.securityCode })
        .from(reportDefinitions)
        .where(inArray(reportDefinitions.area, AREAS))
        .orderBy(asc(reportDefinitions.area), asc(reportDefinitions.sort), asc(reportDefinitions.id));
      return { reports: rows.map(({ securityCode, ...row }) => ({ ...row, has_access: securityCode === null || codes.has(securityCode) })) };
    },
  );
}
