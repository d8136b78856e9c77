import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPostgresCluster } from '../../tests/helpers/postgres-cluster';
import { seedBenchFleet, type DatabaseSpec } from './server-fixture';

const TEMPLATE = 'replay_template';

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const databaseUrl = (clusterUrl: string, name: string) => {
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A throwaway PostgreSQL cluster with the benchmark's fleet seeded once into a template
 * database; every run gets a copy of it (CREATE DATABASE ... TEMPLATE), like the PGlite runs.
 */
export async function seedPostgresTemplate() {
  const cluster = await startPostgresCluster();
  try {
    await admin(cluster.url, `CREATE DATABASE ${TEMPLATE}`);
    const seedMs = await seedBenchFleet({ kind: 'postgres', url: databaseUrl(cluster.url, TEMPLATE) });
    return {
      seedMs,
      async copy(): Promise<{ spec: DatabaseSpec; remove(): Promise<void> }> {
        const name = `replay_${randomBytes(4).toString('hex')}`;
        await admin(cluster.url, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
        return { spec: { kind: 'postgres', url: databaseUrl(cluster.url, name) }, remove: () => admin(cluster.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
      },
      stop: () => cluster.stop(),
    };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}
