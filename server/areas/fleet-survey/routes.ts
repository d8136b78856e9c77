import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../../files/blob-store';
import { finishRoutes } from './finish/finish-routes';
import { imageRoutes } from './images/image-routes';
import { readinessRoutes } from './readiness/readiness-routes';
import { removalRoutes } from './removals/removal-routes';
import { tireRoutes } from './readings/tire-routes';

export { trailerReadinessReportRoutes } from './readiness/readiness-routes';

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
