import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure logic and supertest, fast, in parallel) and
// `browser` (*.browser.test.ts, real Chromium against the built server).
export default defineConfig({
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{server,client,shared,scripts,bench}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.ts', 'node_modules/**'],
          environment: 'node',
          globalSetup: ['testing/globalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['{server,client,shared}/**/*.browser.test.ts'],
          environment: 'node',
          globalSetup: ['testing/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: one Chromium at a time keeps timings honest and the machine responsive.
          fileParallelism: false,
        },
      },
    ],
  },
});
