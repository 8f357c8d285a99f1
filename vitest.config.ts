import { defineConfig } from 'vitest/config';

// Projects by kind (issue 32), each runnable alone (`npm run test:<name>`), told apart by file name:
// - unit     `*.test.ts(x)`: pure code; no build, no dist/, no network (better-sqlite3 only in the store's own tests).
// - server   `*.server.test.ts`: the app in process (createApp through supertest or a loopback listener), real
//            SQLite in a temporary folder, and reads of the build (dist/): needs the build.
// - system   `*.system.test.ts`: spawned processes and signals, the edge (nginx), the Docker layout, the
//            README and the bundle budgets, checked against the build.
// The browser tests are `*.e2e.ts`, which no project here matches: `playwright test` (playwright.config.ts;
// decision 044) runs them beside vitest in `npm test`, and alone in `npm run test:browser`.
const KINDS = ['server', 'system'] as const;
const FOLDERS = '{server,client,shared,scripts,bench,testing}';

export default defineConfig({
  test: {
    globals: true,
    // Two files at a time in every project. Vitest's own default is one fewer than the cores, so one on two cores,
    // while a file often waits (a socket, a spawned server): unit, server and system took 116 s with one, 85 s with
    // two, and 86 s with three or four (README, Tests).
    maxWorkers: 2,
    // Bounds that catch a hang, never slowness (issue 49): a test, a hook or an `expect.poll` gives up only after a
    // minute, so a machine loaded several times over is slower, not red. No test sets a shorter one (eslint.config.js);
    // `vi.waitFor`, whose own bound (1 s) vitest lets no config change, is called through testing/waitFor.ts.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 60_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Pure code with no module mocks: one set of threads that keep what they imported, so no file imports
          // the code again (README, Tests, has the times). A test that mocks a module, or changes process-wide
          // state, is not a unit test here.
          pool: 'threads',
          isolate: false,
          include: [`${FOLDERS}/**/*.test.{ts,tsx}`],
          exclude: [...KINDS.map((kind) => `**/*.${kind}.test.{ts,tsx}`), 'node_modules/**'],
          environment: 'node',
          globalSetup: ['testing/nativeModule.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // Every file builds the same app: threads that keep what they imported (the route table, the pages'
          // modules) import them once, not once a file (README, Tests). Each file still builds its own app and store.
          pool: 'threads',
          isolate: false,
          include: [`${FOLDERS}/**/*.server.test.{ts,tsx}`],
          environment: 'node',
          globalSetup: ['testing/globalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'system',
          include: [`${FOLDERS}/**/*.system.test.{ts,tsx}`],
          environment: 'node',
          globalSetup: ['testing/globalSetup.ts'],
          // A test here spawns servers, npm scripts and whole builds (reviewsModeration publishes and rebuilds the
          // site): about 100 s a test beside six CPU-bound processes on two cores. Ten minutes catch a hang, not that.
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
