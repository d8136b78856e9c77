import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { startPostgresCluster } from '../helpers/postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A migrated database each test file's database is copied from (CREATE DATABASE ... TEMPLATE). */
    postgresTemplate: string;
  }
}

/** Migrates a template database once, so a test file's database is a copy instead of 28 migrations run again. */
async function createMigratedTemplate(adminUrl: string): Promise<string> {
  const name = `test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 1 });
  await database.migrate();
  // A template must have no open connection while it is copied.
  await database.close();
  return name;
}

/**
 * Starts a throwaway PostgreSQL cluster for the postgres project (or uses TEST_POSTGRES_URL)
 * and stops it when the run ends.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide('postgresUrl', process.env.TEST_POSTGRES_URL);
    project.provide('postgresTemplate', await createMigratedTemplate(process.env.TEST_POSTGRES_URL));
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresTemplate', await createMigratedTemplate(cluster.url));
  return () => cluster.stop();
}
