import buildOnce from './globalSetup.ts';
import { SHARED_SITE_ENV, SITE_URL_ENV, startServer } from './site.ts';

/**
 * Playwright's global set-up (playwright.config.ts): the build, then one built
 * server for the whole run, its address handed to the workers in the
 * environment (testing/e2e.ts, `siteUrl` and `baseURL`). Returns the teardown.
 */
export default async function setup(): Promise<() => Promise<void>> {
  buildOnce();
  const server = await startServer(SHARED_SITE_ENV);
  process.env[SITE_URL_ENV] = server.url;
  return async () => {
    const code = await server.stop();
    if (code !== 0 && code !== null) console.error(`the shared server exited with ${code}:\n${server.output().slice(-4000)}`);
  };
}
