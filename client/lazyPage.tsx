import { use, type ComponentType } from 'react';
import type { PageMeta } from '../shared/seo.ts';
import { loadWholePage } from './PageErrorBoundary.tsx';

/**
 * What a page module exports: its component and its search metadata. The
 * metadata lives with the page (as route modules do in Remix) so the entry
 * chunk carries routing only, not every page's copy, FAQs and figures.
 */
export interface PageModule<P extends object = Record<string, unknown>> {
  readonly default: ComponentType<P>;
  readonly meta: (props: P) => PageMeta;
}

/**
 * What a page's data module exports (decision 015): the props of the page
 * that take code the page itself does not need to draw them (all 20
 * lenders' complaint routes, the figures registry's sources, the pre-check's
 * rules), worked out from the route's props and query. Plain JSON: the server sends the first page's with
 * the HTML, so a phone downloads the words, not the code that writes them.
 */
export interface PageDataModule<P extends object = Record<string, unknown>, D extends object = Record<string, unknown>> {
  /** `query`: the parameters the route reads (`RouteDef.query`), for a page whose data they decide. */
  readonly pageData: (props: P, query: URLSearchParams) => D;
}

/** A module loaded from its own chunk, once. */
export interface LazyModule<M> {
  /** Its name, for logs; for a page, its source file under client/pages/, the key of its chunk in the build manifest. */
  readonly chunk: string;
  readonly preload: () => Promise<M>;
  /** The module when it has loaded, else undefined. */
  readonly loaded: () => M | undefined;
}

export type LazyPage<P extends object = Record<string, unknown>> = LazyModule<PageModule<P>>;

export function lazyModule<M>(chunk: string, load: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (loadedModule) => (module = loadedModule),
      (error: unknown) => {
        pending = undefined; // a failed chunk download may be retried on the next navigation
        throw error;
      },
    ));
  return { chunk, preload, loaded: () => module };
}

/**
 * The module, during render. A preloaded one (the server loads all of them
 * at start; the browser loads the first page before hydrating) returns at
 * once; otherwise the render suspends, and as navigations are transitions the
 * previous page stays on screen until the chunk arrives. A chunk that cannot
 * be had (a rolling deploy removed it, the signal dropped) loads the page as
 * a whole from the server, and the previous page stays on screen meanwhile.
 */
export function useLazyModule<M>(lazy: LazyModule<M>): M {
  return lazy.loaded() ?? use(loadOrReloadPage(lazy));
}

const reloading = new WeakMap<LazyModule<unknown>, Promise<unknown>>();

/** The module's download, or the page loaded whole when it fails; the same promise for every render of one attempt, as `use` needs. */
export function loadOrReloadPage<M>(lazy: LazyModule<M>): Promise<M> {
  let promise = reloading.get(lazy) as Promise<M> | undefined;
  if (!promise) {
    promise = lazy.preload().catch((error: unknown) => {
      reloading.delete(lazy);
      console.error(`page: the code of ${lazy.chunk} did not load`, error);
      if (loadWholePage()) return new Promise<never>(() => {});
      throw error;
    });
    reloading.set(lazy, promise);
  }
  return promise;
}
