import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemoFleet, startOfTodayUtc } from '../../server/seed/generate';
import { authHeaders } from '../../tests/helpers/sign-in';
import { listenApp } from '../reports/listening-app';

/** The lookups read reference tables and a user: the smallest demo fleet has them all. */
const SCALE = 0.02;
const LOOKUP_LOGIN = 'fleet.manager@northline.example';

/**
 * The real app on an in-memory PGlite database seeded with the demo fleet, logging at info as
 * in production (to a discarded stdout), listening in a process of its own; it tells the
 * benchmark its port, a live session's headers and what it serves.
 */
const database = await openDatabase({});
await database.migrate();
await seedDemoFleet(database.db, { scale: SCALE, now: startOfTodayUtc() });
const dataDir = await mkdtemp(join(tmpdir(), 'bench-lookup-'));
// Ends with the benchmark, even one killed at its time limit.
process.once('disconnect', () => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
const { app, port } = await listenApp(database.db, testConfig({ LOG_LEVEL: 'info', dataDir }));
const headers = await authHeaders(app, LOOKUP_LOGIN);
process.send?.({ port, headers, about: `demo fleet scale ${SCALE}, signed in as ${LOOKUP_LOGIN}` });
