/** The build (dist/) against the route table: each routed page has its own chunk. */
import { readManifest } from '../manifest.ts';
import { ROOT } from '../../testing/site.ts';
import { pageRoutes } from '../../client/routes.tsx';

describe('page chunks', () => {
  it('each routed page has its own chunk in the build manifest', () => {
    const manifest = readManifest(`${ROOT}/dist`);
    for (const route of pageRoutes) {
      if (route.handle.page) expect(manifest.pages[route.handle.page], route.handle.page).toBeDefined();
    }
  });
});
