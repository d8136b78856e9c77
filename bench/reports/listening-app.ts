import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import type { Db } from '../../server/db/client';
import { openSource, type Source } from './database-source';

export interface ListeningApp {
  app: FastifyInstance;
  port: number;
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  origin: string;
}

/**
 * The real app over a database, listening on a free port of 127.0.0.1. `prepare` runs before
 * listening, while hooks may still be added (Fastify refuses them once the app is ready).
 */
export async function listenApp(db: Db, config: Config = testConfig(), prepare?: (app: FastifyInstance) => void): Promise<ListeningApp> {
  const app = await buildApp({ db, config });
  prepare?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, origin: `http://127.0.0.1:${port}` };
}

/** The app over the benchmark's database source (noted), listening; `close` stops both. */
export async function listenOverSource(note: (message: string) => void): Promise<ListeningApp & { source: Source; close: () => Promise<void> }> {
  const source = await openSource(note);
  note(source.label);
  const listening = await listenApp(source.database.db);
  const close = async () => {
    await listening.app.close();
    await source.database.close();
  };
  return { ...listening, source, close };
}
