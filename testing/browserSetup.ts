import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, chromiumPath } from './loopback.mjs';
import { SHARED_SITE_ENV, startServer } from './browser.ts';
import buildOnce from './globalSetup.ts';

/**
 * The browser project's set-up (issue 32): the build, then one built server
 * and one Chromium for the whole run, shared by every file through `inject`;
 * each test still opens a fresh context (its own storage and cookies).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildOnce();
  const [server, chromiumServer] = await Promise.all([
    startServer(SHARED_SITE_ENV),
    chromium.launchServer({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], headless: true }),
  ]);
  project.provide('siteUrl', server.url);
  project.provide('chromiumEndpoint', chromiumServer.wsEndpoint());
  return async () => {
    await chromiumServer.close();
    const code = await server.stop();
    if (code !== 0 && code !== null) console.error(`the shared server exited with ${code}:\n${server.output().slice(-4000)}`);
  };
}
