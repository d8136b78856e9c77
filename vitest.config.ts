import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const integration = ['tests/integration/**/*.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
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
