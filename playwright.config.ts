import { register } from 'node:module';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './testing/loopback.mjs';
import { TEST_CHROMIUM_ARGS } from './testing/site.ts';

/**
 * The end-to-end browser tests on @playwright/test (issue 49, item 2; decision 044): `*.e2e.ts`, Debian's Chromium
 * (`CHROME_PATH`, else /usr/bin/chromium; no browser is downloaded), one worker-scoped browser and a fresh context a
 * test, against one built server for the run (testing/e2eSetup.ts).
 */

// Every process of the run reads this file first: from here on a `?raw` import is the file's text (testing/rawImports.mjs).
register('./testing/rawImports.mjs', import.meta.url);

/** Bounds that catch a hang, never slowness (issue 49): a minute for a wait, an action, a navigation, an `expect`. */
const HANG_MS = 60_000;

/**
 * The widths a layout test is about, a project each. A test says which it is about by tag (`@320`, `@390`, `@1280`)
 * and runs once in each; a test with no width tag runs once, in `1280` (or at a viewport of its own, `test.use`).
 */
const WIDTHS = {
  320: { width: 320, height: 800 },
  390: { width: 390, height: 844 },
  1280: { width: 1280, height: 800 },
} as const;

export default defineConfig({
  testDir: '.',
  testMatch: /\.e2e\.ts$/,
  testIgnore: ['**/node_modules/**', 'dist/**', '.dist-next/**', '.dist-previous/**'],
  globalSetup: './testing/e2eSetup.ts',
  // Two tests at a time on two cores: a page test partly waits (the network, a frame, hydration), so two keep both
  // cores busy without starving either. Tests of a file spread over both workers.
  workers: 2,
  fullyParallel: true,
  // A failing test runs once more, recording a full trace (below); passing then is still a failure: a flaky test
  // fails the run as a failing one does (decision 050).
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: true,
  // A test is one visitor's scenario, often several visits and steps (a fresh context each costs more than a visit):
  // five minutes catch a hang of any of them on a machine loaded several times over, never slowness.
  timeout: 5 * HANG_MS,
  expect: { timeout: HANG_MS },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: TEST_CHROMIUM_ARGS },
    actionTimeout: HANG_MS,
    navigationTimeout: HANG_MS,
    // Recorded on a failing test's second run only, in full (actions, DOM snapshots, screenshots, console, network),
    // kept in test-results/: recording every test to keep a failing one's took the passing runs 9 % more CPU
    // even without snapshots (decision 050, superseding 048).
    trace: 'on-first-retry',
  },
  projects: [
    { name: '320', use: { viewport: WIDTHS[320] }, grep: /@320\b/ },
    { name: '390', use: { viewport: WIDTHS[390] }, grep: /@390\b/ },
    // Tagged @1280, or with no width tag at all.
    { name: '1280', use: { viewport: WIDTHS[1280] }, grep: [/@1280\b/, /^(?!.*@(320|390)\b)/] },
  ],
});
