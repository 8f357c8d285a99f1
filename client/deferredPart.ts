import { use } from 'react';
import { loadWholePage } from './PageErrorBoundary.tsx';

/**
 * Part of a page whose code comes after the page's own: React's code
 * splitting (a module read with `use` inside a <Suspense>), for words and data
 * a visitor reads but does not need before the page works (issue 15: the
 * pre-check's result and options table, a lender's free route; without this
 * those pages' first load is 110–112 KB gzip against issue 12's 105 KB).
 *
 * - The server loads every part at start (`preloadDeferredParts`, called by
 *   preloadAllPages), so its HTML is whole, with JavaScript off too.
 * - In the browser the part's code is asked for as soon as its page's code
 *   runs. The page hydrates at once; React keeps the part's server HTML as it
 *   is until the code arrives, then hydrates it (selective hydration).
 * - Code that cannot be had loads the page whole after a navigation, as a page
 *   chunk does (lazyPage.tsx); on the first page the server's HTML stays.
 *
 * See docs/decisions/013-deferred-parts.md.
 */
export interface DeferredPart<M> {
  readonly preload: () => Promise<M>;
  /** The part's module, during render: at once when loaded, else the render suspends. */
  readonly useModule: () => M;
}

/** React's `use` reads a thenable's settled state from these fields, so a loaded part never suspends. */
type TrackedPromise<M> = Promise<M> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: M };

const parts: (() => Promise<unknown>)[] = [];

export function deferredPart<M>(load: () => Promise<M>): DeferredPart<M> {
  let promise: TrackedPromise<M> | undefined;
  const preload = (): Promise<M> => {
    if (!promise) {
      const loading: TrackedPromise<M> = load().catch((error: unknown) => {
        promise = undefined; // the next render may try again
        console.error('page: the code of a part of the page did not load', error);
        loadWholePage();
        // Never settles: the server's HTML (first page) or the previous page (while reloading) stays.
        return new Promise<never>(() => {});
      });
      loading.status = 'pending';
      void loading.then((value) => {
        loading.status = 'fulfilled';
        loading.value = value;
      });
      promise = loading;
    }
    return promise;
  };
  parts.push(preload);
  // In the browser, ask for it now: it downloads while the page hydrates.
  if (typeof window !== 'undefined') void preload();
  return {
    preload,
    useModule: function useDeferredModule() {
      return use(preload());
    },
  };
}

/** Every part of every page loaded so far: the server calls this once its pages have loaded. */
export async function preloadDeferredParts(): Promise<void> {
  await Promise.all(parts.map((preload) => preload()));
}
