import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account-routes';
import { fleetRoutes } from './fleet-routes';
import { referenceRoutes } from './reference-routes';

/** The common lookups of spec 1 §7, mounted at /api/v2/common; all scoped by tenancy. */
export async function commonLookupsArea(app: FastifyInstance): Promise<void> {
  await app.register(referenceRoutes);
  await app.register(accountRoutes);
  await app.register(fleetRoutes);
}
