import type { FastifyInstance } from 'fastify';
import { NO_PAGE_PERMISSION, requireUser } from '../plugins/authenticate';
import { HttpError } from '../plugins/error-handler';

/**
 * Administration of people and words (spec 3 §1: locales, translations, registrations) belongs to
 * the ADMIN group holding TVADMIN2 ("Administration: locales and translations"); staff of the
 * other groups hold TVADMIN but not this.
 */
export const ADMIN_SECURITY_CODE = 'TVADMIN2';
export const adminRouteConfig = { securityCode: ADMIN_SECURITY_CODE };

/** Refuses every route of the plugin it is called in to anyone but an administrator, before the body is read. */
export function guardAdminRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url) return;
    if (requireUser(request).group !== 'ADMIN') throw new HttpError(403, NO_PAGE_PERMISSION);
  });
}
