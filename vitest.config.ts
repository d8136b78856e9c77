import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const integration = ['tests/integration/**/*.test.ts'];

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
            include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
            environment: 'node',
            testTimeout: 30_000,
          },
        },
        {
          test: {
            name: 'pglite',
            include: integration,
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
