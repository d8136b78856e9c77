import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../helpers/postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * Starts a throwaway PostgreSQL cluster for the postgres project (or uses TEST_POSTGRES_URL)
 * and stops it when the run ends.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide('postgresUrl', process.env.TEST_POSTGRES_URL);
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
