import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import type { Db } from '../../server/db/client';

export async function createTestApp(db: Db, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: testConfig(overrides) });
  await app.ready();
  return app;
}
