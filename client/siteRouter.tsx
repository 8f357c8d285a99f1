import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router';

interface RouterState {
  readonly action: NavigationType;
  readonly location: Location;
}

/** From one entry to the next only the fragment changed. */
const fragmentOnly = (from: Location, to: Location) => from.pathname === to.pathname && from.search === to.search && from.hash !== to.hash;

/**
 * React Router's BrowserRouter (the same history and `<Router>`), except that
 * a change of fragment alone (the skip link, an in-page anchor, Back from
 * one) leaves the router's location as it was. The browser scrolls and focuses by
 * itself and nothing here reads the fragment; a new location would re-render
 * every page, and React renders the update of a popstate at once, which makes
 * it give up any deferred block still waiting for its code
 * (client/deferred.tsx) and leave that block empty.
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<RouterState>(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => {
    let last = history.location;
    return history.listen((update) => {
      const ignore = fragmentOnly(last, update.location);
      last = update.location;
      if (!ignore) startTransition(() => setState(update));
    });
  }, [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
