import { join } from 'node:path';
import type { ReactElement } from 'react';
import { createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { BootProvider, type BootData, type ClientConfig } from '../../client/clientConfig.tsx';
import { createDocumentStore } from '../../shared/content/documentStore.server.ts';
import { preloadsFor, type AssetManifest } from '../manifest.ts';
import { hydrationDataOf, leafOf, routeHandler, type RouteHandler } from './routeHandler.ts';

export interface DocumentParts {
  readonly clientConfig: ClientConfig;
  /** React Router's static handler over the route table (routeHandler.ts). */
  readonly handler: RouteHandler;
  readonly manifest: AssetManifest;
}

/**
 * The document for a routing context. `hydrate: false` for an address the
 * route table does not know (a form from an older page posted to
 * /api/reviews): hydrating there would swap the page for the 404, so it is
 * sent as plain HTML, which still works.
 */
export type DocumentFor = (context: StaticHandlerContext, options?: { readonly hydrate?: boolean }) => ReactElement;

/**
 * The whole document for a routing context: what the build writes for every
 * sitemap page (server/pages/prerender.ts) and what a page made from a
 * visitor's query streams (renderPage.tsx), so both are the same markup.
 */
export function documentRenderer({ clientConfig, handler, manifest }: DocumentParts): DocumentFor {
  const bootFor = (context: StaticHandlerContext, hydrate: boolean): BootData =>
    hydrate
      ? {
          config: clientConfig,
          build: manifest.buildId,
          // A page that failed (the 404) shows none of its route's code: only the shell is preloaded, the same for every path.
          assets: {
            entry: manifest.entry,
            css: manifest.styles.href,
            preloads: preloadsFor(manifest, context.errors ? undefined : leafOf(context).handle.page),
          },
          hydrationData: hydrationDataOf(context),
        }
      : // No entry (so no boot script) and no preloads: nothing here is meant to run.
        { config: clientConfig, build: manifest.buildId, assets: { css: manifest.styles.href, preloads: [] } };
  return (context, { hydrate = true } = {}) => (
    <BootProvider value={{ boot: bootFor(context, hydrate), css: manifest.styles.text }}>
      {/* Hydration data goes in the boot JSON block (no inline script to allow in the CSP). */}
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </BootProvider>
  );
}

/** The route data a navigation fetches as `{path}.data` (client/routeData.ts): the page's loader data, or the 404's. */
export function routeDataOf(context: StaticHandlerContext): unknown {
  const error = context.errors ? Object.values(context.errors)[0] : undefined;
  return error === undefined ? context.loaderData[leafOf(context).id] : ((error as { data?: unknown }).data ?? null);
}

/**
 * The route table's handler and the document render for one site
 * configuration and build: what the build's prerender, the server's
 * per-request renderer and their tests all start from.
 */
export function siteDocument(
  clientConfig: ClientConfig,
  { manifest, distDir }: { manifest: AssetManifest; distDir: string },
): { handler: RouteHandler; documentFor: DocumentFor } {
  const handler = routeHandler(clientConfig.siteUrl, createDocumentStore(join(distDir, 'content')));
  return { handler, documentFor: documentRenderer({ clientConfig, handler, manifest }) };
}
