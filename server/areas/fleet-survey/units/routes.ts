import type { FastifyInstance } from 'fastify';
import { exportRoutes } from '../locations/export-routes';
import { importRoutes } from './import-routes';
import { locationRoutes } from '../locations/location-routes';
import { surveyRoutes } from '../surveys/survey-routes';
import { unitRoutes } from './unit-routes';
import { unitWriteRoutes } from './unit-write-routes';

/**
 * Locations, units and surveys of the fleet survey module (spec 2 §7), mounted at
 * /api/v2/fleet_survey. Every read is limited to the user's scope; every write runs through
 * runWrite, so the tablet's outbox can replay it with its Idempotency-Key.
 */
export async function fleetSurveyUnitRoutes(app: FastifyInstance): Promise<void> {
  await app.register(locationRoutes);
  await app.register(unitRoutes);
  await app.register(unitWriteRoutes);
  await app.register(importRoutes);
  await app.register(surveyRoutes);
  await app.register(exportRoutes);
}
