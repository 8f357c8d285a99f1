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

/** A page loaded from its own chunk, once. */
export interface LazyPage<P extends object = Record<string, unknown>> {
  /** Source file name under client/pages/, the key of its chunk in the build manifest. */
  readonly chunk: string;
  readonly preload: () => Promise<PageModule<P>>;
  /** The module when it has loaded, else undefined. */
  readonly loaded: () => PageModule<P> | undefined;
}

export function lazyPage<P extends object>(chunk: string, load: () => Promise<PageModule<P>>): LazyPage<P> {
  let module: PageModule<P> | undefined;
  let pending: Promise<PageModule<P>> | undefined;
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
 * The page's module, during render. A preloaded page (the server loads all of
 * them at start; the browser loads the first before hydrating) returns at
 * once; otherwise the render suspends, and as navigations are transitions the
 * previous page stays on screen until the chunk arrives. A chunk that cannot
 * be had (a rolling deploy removed it, the signal dropped) loads the page as
 * a whole from the server, and the previous page stays on screen meanwhile.
 */
export function usePageModule<P extends object>(page: LazyPage<P>): PageModule<P> {
  return page.loaded() ?? use(failedLoadsReloadPage(page));
}

const reloading = new WeakMap<LazyPage<never>, Promise<PageModule<never>>>();

/** The same promise for every render of one attempt, as `use` needs. */
function failedLoadsReloadPage<P extends object>(page: LazyPage<P>): Promise<PageModule<P>> {
  let promise = reloading.get(page as LazyPage<never>) as Promise<PageModule<P>> | undefined;
  if (!promise) {
    promise = page.preload().catch((error: unknown) => {
      reloading.delete(page as LazyPage<never>);
      console.error(`page: the code of ${page.chunk} did not load`, error);
      if (loadWholePage()) return new Promise<never>(() => {});
      throw error;
    });
    reloading.set(page as LazyPage<never>, promise as Promise<PageModule<never>>);
  }
  return promise;
}
