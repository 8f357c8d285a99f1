import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, chromiumPath } from './loopback.mjs';
import { SHARED_SITE_ENV, startServer } from './browser.ts';
import buildOnce from './globalSetup.ts';

/**
 * The browser project's set-up (issue 32): the build, then one built server
 * for the whole run and one Chromium for each of its workers, shared by every
 * file through `inject`; each test gets its worker's tab reset as a fresh
 * context would be (testing/browser.ts, `openPage`; decision 026).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildOnce();
  const workers = Number(project.config.maxWorkers);
  const [server, ...chromiums] = await Promise.all([
    startServer(SHARED_SITE_ENV),
    ...Array.from({ length: workers }, () => chromium.launchServer({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], headless: true })),
  ]);
  project.provide('siteUrl', server.url);
  project.provide(
    'chromiumEndpoints',
    chromiums.map((launched) => launched.wsEndpoint()),
  );
  return async () => {
    await Promise.all(chromiums.map((launched) => launched.close()));
    const code = await server.stop();
    if (code !== 0 && code !== null) console.error(`the shared server exited with ${code}:\n${server.output().slice(-4000)}`);
  };
}
