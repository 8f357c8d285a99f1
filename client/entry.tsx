import { startTransition, StrictMode } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { loadAttributionCode } from './attribution/attribution.ts';
import { BOOT_DATA_ID, BootProvider, type BootData } from './clientConfig.tsx';
import { routes } from './routes.tsx';

/**
 * Resolves in a later task, so the browser can paint and handle input in
 * between. A message, as React's scheduler yields: a timer may wait 4 ms or
 * more, and a paused test clock would hold it for good.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * React Router's documented step before hydrating lazy routes: load the
 * matched routes' code first, so the router starts with the page the server
 * rendered and hydration adopts its HTML rather than a fallback.
 */
async function loadMatchedRoutes(): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<object>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

/** A document's address as the router matches it: the path and the query (a fragment is the page's own). */
const addressOf = (url: { pathname: string; search: string }) => `${url.pathname}${url.search}`;

/**
 * The address this document was made for, taken as the module first runs: the
 * Navigation API's activation entry where the browser has it (the entry the
 * document was loaded for, even if a Back came before this code), else the
 * address now. The router, made later, starts at `window.location` and hears
 * `popstate` only from then on.
 */
const navigationApi = (window as { navigation?: Navigation }).navigation;
const renderedAddress = addressOf(new URL(navigationApi?.activation?.entry.url ?? window.location.href));

async function hydrate(): Promise<void> {
  const boot = JSON.parse(document.getElementById(BOOT_DATA_ID)!.textContent!) as BootData;
  // React DOM comes in a chunk of its own (preloaded with the entry) and runs in a task of its
  // own: evaluated with the shell's modules it made one long task on a slow phone, which kept the
  // page from answering a tap (decision 011). The first page's code loads alongside.
  await nextTask();
  // A visitor who accepted campaign labels also gets the link rewriting code (decision 018).
  const [{ hydrateRoot, RouterProvider }] = await Promise.all([import('./reactDomClient.ts'), loadMatchedRoutes(), loadAttributionCode()]);
  // A Back or Forward within this document's history while its code loaded moved the address
  // (issue 48): `hydrationData` and the HTML are the server's page for the address it was made for,
  // and React Router hydrates them only at that address; at another, it finds no loader data, renders
  // its HydrateFallback (none) and the page it shows is no longer the address's. So the address's
  // own page is loaded, as the browser would have for a new document.
  if (addressOf(window.location) !== renderedAddress) {
    window.location.reload();
    return;
  }
  // The server's loader data and errors (custom-framework guide: `hydrationData`), from the JSON block.
  const router = createBrowserRouter(routes, { hydrationData: boot.hydrationData });
  // As a transition, React hydrates in slices and yields to the browser between them (as Remix's
  // entry does), so a tap during hydration is not held behind one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <BootProvider value={{ boot }}>
          <RouterProvider router={router} />
        </BootProvider>
      </StrictMode>,
      {
        onRecoverableError(error: unknown) {
          console.error('hydration: recoverable error', error);
        },
      },
    );
  });
}

// A page whose code cannot load or run stays as the server sent it: it works without JavaScript.
hydrate().catch((error: unknown) => console.error('hydration: failed, the page stays as plain HTML', error));
