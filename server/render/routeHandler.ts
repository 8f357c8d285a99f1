/**
 * React Router's static handler over the route table (client/routes.tsx), as
 * its custom-framework guide runs it on a server: `query` matches a location,
 * loads the matched routes' code and runs their loaders, and gives the
 * routing context the document is rendered from, and the data a navigation
 * asks for (server/render/routeData.ts).
 */
import { createStaticHandler, isRouteErrorResponse, matchRoutes, RouterContextProvider, type HydrationState, type StaticHandlerContext } from 'react-router';
import { pageRouteById, pageRoutes, routes, type PageRoute } from '../../client/routes.tsx';
import { documentsContext, type DocumentStore } from '../../shared/content/documentStore.server.ts';
import { withBreadcrumbs } from './breadcrumbTrail.ts';
import { pageLocation } from './pageLocation.ts';

/** A path only the 404 route matches. */
const NOT_A_PAGE = '/not-a-page/not-a-page';

export interface RouteContext {
  readonly context: StaticHandlerContext;
  /** The location it was loaded at: the path and the query its route reads. */
  readonly location: string;
}

export interface RouteHandler {
  readonly dataRoutes: ReturnType<typeof createStaticHandler>['dataRoutes'];
  /** The routing context at a location (a path and a query): the matches, their loaders' data or errors, the status. */
  readonly contextAt: (location: string) => Promise<RouteContext>;
  /**
   * A form posted to a page: its route's action (given `requestContext`), then the loaders, as
   * React Router's `query` does for a POST. The action's redirect comes back as a Response.
   */
  readonly submit: (location: string, form: URLSearchParams, requestContext: RouterContextProvider) => Promise<RouteContext | Response>;
}

/**
 * `documents` are the built legal documents (shared/content/documentStore.server.ts),
 * handed to the loaders in the request context, as React Router passes a
 * server's own things to its loaders.
 */
export function routeHandler(siteUrl: string, documents: DocumentStore): RouteHandler {
  const handler = createStaticHandler(routes);
  // Joined as text, never resolved as a URL: a path such as `//host/x` stays a path on this site.
  const origin = new URL(siteUrl).origin;
  return {
    dataRoutes: handler.dataRoutes,
    async contextAt(location) {
      const url = new URL(`${origin}${location}`);
      // A path a URL parser would rewrite (`/content/../x`, a backslash) is no page's address: the 404,
      // never the page it resolves to. Browsers normalise such paths before they ask.
      const asked = url.pathname === location.split('?')[0] ? url : new URL(`${origin}${NOT_A_PAGE}`);
      const requestContext = new RouterContextProvider(new Map([[documentsContext, documents]]));
      const context = await handler.query(new Request(asked), { dataStrategy: withBreadcrumbs, requestContext });
      // None of the loaders redirects; a Response here is a bug, not a page.
      if (context instanceof Response) throw new Error(`route: a loader answered ${context.status} for ${location}`);
      return { context, location };
    },
    async submit(location, form, requestContext) {
      // The loaders that run after the action get the documents as a GET's do.
      requestContext.set(documentsContext, documents);
      const context = await handler.query(new Request(`${origin}${location}`, { method: 'POST', body: form }), { requestContext });
      return context instanceof Response ? context : { context, location };
    },
  };
}

/**
 * Where a request's page is rendered and loaded: its path and, of its query,
 * only the parameters its route reads, so `?utm_source=` shares the page.
 */
export function pageLocationOf(pathname: string, search: string): string {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route as PageRoute | undefined;
  return pageLocation(pathname, search, leaf?.handle.query);
}

/** The page route a context matched (every location matches one: the 404's `*` at worst). */
export function leafOf(context: StaticHandlerContext): PageRoute {
  const id = context.matches.at(-1)?.route.id;
  const route = id === undefined ? undefined : pageRouteById(id);
  if (!route) throw new Error(`route: no page route matched (${id ?? 'none'})`);
  return route;
}

/**
 * The router's state for `createBrowserRouter`'s `hydrationData`, as
 * React Router serialises it: a route error response keeps its status and
 * data (the 404 page); any other error only that it happened, never a message
 * or a stack.
 */
export function hydrationDataOf(context: StaticHandlerContext): HydrationState {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? {
                status: error.status,
                statusText: error.statusText,
                internal: (error as { internal?: boolean }).internal ?? false,
                data: error.data,
                __type: 'RouteErrorResponse',
              }
            : { message: 'Unexpected Server Error', __type: 'Error' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/** Loads every page's code at start, so no request waits on an import. */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(pageRoutes.map((route) => (typeof route.lazy === 'function' ? route.lazy() : undefined)));
}
