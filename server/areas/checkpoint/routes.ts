import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../../files/blob-store';
import { detailRoutes } from './detail-routes';
import { exportRoutes } from './export-routes';
import { reportRoutes } from './report-routes';

export interface CheckpointRoutesOptions {
  /** Where plate photos are kept; defaults to the filesystem store under DATA_DIR. */
  blobStore?: BlobStore;
}

/**
 * Checkpoint reports (spec 1 §7), mounted at /api/v2/checkpoint: the filter page, the report
 * of crossings with exception counts, one crossing's detail and the report files. Every query
 * is limited to the user's scope.
 */
export async function checkpointRoutes(app: FastifyInstance, options: CheckpointRoutesOptions = {}): Promise<void> {
  const store = options.blobStore ?? app.blobStore;
  await app.register(reportRoutes);
  await app.register(detailRoutes(store));
  await app.register(exportRoutes);
}
