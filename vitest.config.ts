import { defineConfig } from 'vitest/config';

// Projects by kind (issue 32), each runnable alone (`npm run test:<name>`), told apart by file name:
// - unit     `*.test.ts(x)`: pure code; no build, no dist/, no network (better-sqlite3 only in the store's own tests).
// - server   `*.server.test.ts`: the app in process (createApp through supertest or a loopback listener), real
//            SQLite in a temporary folder, and reads of the build (dist/): needs the build.
// - browser  `*.browser.test.ts`: real Chromium against the built server, for the few files not yet on
//            @playwright/test; the rest are `*.e2e.ts`, which no project here matches: `playwright test`
//            (playwright.config.ts; decision 044) runs them after vitest in `npm test` and `npm run test:browser`.
// - system   `*.system.test.ts`: spawned processes and signals, the edge (nginx), the Docker layout, the
//            README and the bundle budgets, checked against the build.
const KINDS = ['server', 'browser', 'system'] as const;
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
          name: 'browser',
          // The files not yet ported to @playwright/test (decision 044, which supersedes the harness's records
          // 026–030; they hold until the last of these files is ported). A worker keeps its Chromium and its tab
          // from file to file (testing/browser.ts, browserOfWorker): launched twice a run, not once a file.
          isolate: false,
          include: [`${FOLDERS}/**/*.browser.test.ts`],
          environment: 'node',
          // One built server for the run (testing/browserSetup.ts) and one Chromium a worker, whose tab each test
          // gets reset (decisions 027 to 029); files take turns in two workers. A page test partly waits (for the
          // network, a frame, hydration), so two files at once keep two cores busy without starving either.
          globalSetup: ['testing/browserSetup.ts'],
          // After the other projects, on its own: Chromium then has the machine to itself.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A bound, not a result: `expect.poll` waits for what the page shows, and vitest's own bound (1 s) is shorter
          // than a busy machine takes to re-render (four CPU-bound processes beside the run failed one at 1 s).
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'system',
          include: [`${FOLDERS}/**/*.system.test.{ts,tsx}`],
          environment: 'node',
          globalSetup: ['testing/globalSetup.ts'],
          // A spawned server may take up to a minute to answer /healthz (testing/loopback.mjs) on a loaded machine:
          // the bound above it catches a hang, not that.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
