import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from './components/layout/NotFound.tsx';
import { serverPageHtml } from './serverPage.ts';

/** The address the document was loaded at: a failure there must not reload it again and again. */
const firstHref = typeof window === 'undefined' ? '' : window.location.href;

/**
 * Loads the current address as a whole page from the server. After a
 * client-side navigation the history already holds the target, so a reload
 * brings the page the visitor asked for, rendered by the server (which never
 * depends on a chunk download). Returns whether it did.
 */
export function loadWholePage(): boolean {
  if (typeof window === 'undefined' || window.location.href === firstHref) return false;
  window.location.reload();
  return true;
}

/**
 * The pages' error boundary (React Router's `ErrorBoundary` of the layout
 * route above every page). A 404 from a loader is the not-found page. Any
 * other failure after a client-side navigation (the page's code or data
 * could not be had: a rolling deploy, a dropped signal, a bug) loads the page
 * whole instead: never a blank page. The page the visit began on, if it
 * fails to hydrate, stays as the server rendered it.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The page the visit began on failed to hydrate: keep it as the server sent it, working as plain HTML.
  const keptPage = serverPageHtml !== undefined && window.location.href === firstHref ? serverPageHtml : undefined;
  useEffect(() => {
    if (notFound) return;
    console.error('page: failed to load', error);
    loadWholePage();
  }, [error, notFound]);
  if (notFound) return <NotFound />;
  // Its markup is the server's own rendering of this page, read before hydration (serverPage.ts).
  if (keptPage !== undefined) return <div className="page-outlet" dangerouslySetInnerHTML={{ __html: keptPage }} />;
  return (
    <div className="container page" role="alert">
      <h1>Sorry, this page did not load</h1>
      <p>
        {/* A plain link: the browser loads the page again from the server. */}
        <a href={typeof window === 'undefined' ? '/' : window.location.href}>Load the page again</a>
      </p>
    </div>
  );
}
