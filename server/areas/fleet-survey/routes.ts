import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../../files/blob-store';
import { finishRoutes } from './finish/finish-routes';
import { imageRoutes } from './images/image-routes';
import { exportRoutes } from './locations/export-routes';
import { locationRoutes } from './locations/location-routes';
import { readinessRoutes } from './readiness/readiness-routes';
import { tireRoutes } from './readings/tire-routes';
import { removalRoutes } from './removals/removal-routes';
import { surveyRoutes } from './surveys/survey-routes';
import { importRoutes } from './units/import-routes';
import { unitRoutes } from './units/unit-routes';
import { unitWriteRoutes } from './units/unit-write-routes';

export { trailerReadinessReportRoutes } from './readiness/readiness-routes';

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

export interface InspectionRoutesOptions {
  /** Defaults to the filesystem store under DATA_DIR. */
  blobStore?: BlobStore;
}

/**
 * Tire inspection in a fleet survey (spec 2 §7), mounted at /api/v2/fleet_survey: the axle
 * diagram, readings, tire details, images, removed tires, trailer readiness and finishing.
 * Every query is scoped to the user; every write runs under its Idempotency-Key.
 */
export async function fleetSurveyInspectionRoutes(app: FastifyInstance, options: InspectionRoutesOptions = {}): Promise<void> {
  const store = options.blobStore ?? app.blobStore;
  await app.register(tireRoutes);
  await app.register(imageRoutes(store));
  await app.register(removalRoutes);
  await app.register(readinessRoutes);
  await app.register(finishRoutes);
}
