import type { TestProject } from 'vitest/node';
import { SHARED_SITE_ENV, startServer } from './site.ts';
import buildOnce from './globalSetup.ts';

/**
 * The browser project's set-up (issue 32): the build, then one built server
 * for the whole run, shared by every file through `inject`. Each worker
 * launches its own Chromium and keeps it from file to file, and each test
 * gets the worker's tab reset as a fresh context would be (testing/browser.ts,
 * `browserOfWorker` and `openPage`; decisions 027 to 029).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildOnce();
  const server = await startServer(SHARED_SITE_ENV);
  project.provide('siteUrl', server.url);
  return async () => {
    const code = await server.stop();
    if (code !== 0 && code !== null) console.error(`the shared server exited with ${code}:\n${server.output().slice(-4000)}`);
  };
}
