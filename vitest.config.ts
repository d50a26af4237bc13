import { defineConfig } from 'vitest/config';

const apiTests = ['tests/api/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (the cores less one), which leaves a core idle
    // while API tests wait on PostgreSQL, spawned servers and timers: files run three at a time.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-sqlite',
          include: apiTests,
          env: { TEST_DIALECT: 'sqlite' },
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: postgresUrl ? apiTests : [],
          env: { TEST_DIALECT: 'postgres' },
          testTimeout: 20_000,
        },
      },
    ],
  },
});
