import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { authHeaders } from '../../tests/helpers/sign-in';
import { listenApp } from '../reports/listening-app';
import type { ApiCommand, ApiReply, RouteTime } from './server-fixture';
import { createSurveyFixture } from './survey-fixture';

/*
 * The API in a process of its own, as in production: the tablet's engine (or the bare client)
 * and the server do not share one event loop, so the replay measures the network path between
 * them. Driven over IPC by server-fixture.ts: start, measure, stats, close.
 */

const DEALER_LOGIN = 'service@interstate-tire.example';

let close: (() => Promise<void>) | null = null;
const times = new Map<string, RouteTime>();
let cpuFrom = process.cpuUsage();

async function handle(command: ApiCommand): Promise<ApiReply> {
  switch (command.type) {
    case 'start': {
      const database = await openDatabase(command.database.kind === 'pglite' ? { dataDir: command.database.dataDir } : { url: command.database.url, poolSize: 10 });
      const config = testConfig({ dataDir: command.filesDir, ...(command.blobStoreUrl ? { BLOB_STORE_URL: command.blobStoreUrl } : {}) });
      const { app, origin } = await listenApp(database.db, config, (built) =>
        built.addHook('onResponse', async (request, reply) => {
          const route = `${request.method} ${request.routeOptions.url ?? '(none)'}`;
          const time = times.get(route) ?? { route, count: 0, ms: 0 };
          time.count += 1;
          time.ms += reply.elapsedTime;
          times.set(route, time);
        }),
      );
      close = async () => {
        await app.close();
        await database.close();
      };
      const api = { base: `${origin}/api/v2/`, auth: await authHeaders(app, DEALER_LOGIN) };
      return { type: 'ready', ...api, fixture: await createSurveyFixture(api, database.db, command.readings) };
    }
    case 'measure':
      times.clear();
      cpuFrom = process.cpuUsage();
      return { type: 'ok' };
    case 'stats': {
      const cpu = process.cpuUsage(cpuFrom);
      return { type: 'stats', routes: [...times.values()], cpuMs: (cpu.user + cpu.system) / 1000 };
    }
    case 'close':
      await close?.();
      return { type: 'ok' };
  }
}

process.on('message', (command: ApiCommand) => {
  handle(command).then(
    (reply) => {
      process.send!(reply);
      if (command.type === 'close') process.disconnect();
    },
    (error: unknown) => process.send!({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
