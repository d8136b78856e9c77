import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { MODULE_MOCKING_FILES, UNIT_FILES } from './tests/setup/module-mocking-files.ts';
import viteConfig from './vite.config.ts';

const integration = ['tests/integration/**/*.test.ts'];
const unitOptions = { environment: 'node', testTimeout: 30_000 } as const;

/*
 * Every integration file runs on PostgreSQL. On PGlite, the embedded database `npm start` uses,
 * run the files whose behaviour depends on the engine rather than on the SQL both run alike:
 * the field writes and their replays (PGlite runs one transaction at a time, so a query outside
 * the open one would wait forever), the session cache (PGlite delivers notifications in
 * process), the mail queue's claims, a data migration, and the demo fleet as `npm start` seeds
 * it. The end-to-end suite drives every screen against the portal on PGlite besides. The other
 * files took 2 to 6 times as long on PGlite as on PostgreSQL, most of the suite's time.
 */
const onPglite = [
  'sync-real-api', 'fleet-survey-units', 'fleet-survey-inspection', 'fleet-survey-finish', 'fleet-survey-surveys',
  'fleet-survey-capture-time', 'fleet-survey-readiness-replay', 'save-tire-paths', 'idempotency', 'session-cache',
  'mail-queue', 'migration-0009', 'demo-tenancy', 'seeded-generated-reports', 'reporting-seeded-fleet',
].map((name) => `tests/integration/${name}.test.ts`);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // One worker per core, not vitest's default of one fewer: the integration files spend much
      // of their time waiting on PostgreSQL's own processes, so a core left free stays idle.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: UNIT_FILES,
            exclude: [...configDefaults.exclude, ...MODULE_MOCKING_FILES],
            ...unitOptions,
            // One module graph per worker (105 s isolated, 53 s shared, on 2 cores). A file that
            // stubs a global or an environment variable gets it undone after it.
            isolate: false,
            unstubGlobals: true,
            unstubEnvs: true,
          },
        },
        {
          extends: true,
          test: {
            // vi.mock reaches only the importers loaded after it (tests/setup/module-mocking-files.ts).
            name: 'unit-mocked',
            include: MODULE_MOCKING_FILES,
            ...unitOptions,
          },
        },
        {
          test: {
            name: 'pglite',
            include: onPglite,
            // One module graph per worker: each file builds its own app and database, so the
            // server's modules need not be imported afresh for each file (about 1.2 s a file,
            // 24 s in all for both databases instead of about 155 s).
            isolate: false,
            env: { TEST_DB: 'pglite' },
            globalSetup: ['tests/setup/migrated-pglite.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          test: {
            name: 'postgres',
            include: integration,
            isolate: false,
            env: { TEST_DB: 'postgres' },
            globalSetup: ['tests/setup/postgres-cluster.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
