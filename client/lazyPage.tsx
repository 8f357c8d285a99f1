import { use, useEffect, useRef, type ComponentType } from 'react';
import type { PageMeta } from '../shared/seo.ts';
import type { DeferredBlock } from './deferred.tsx';

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
  /** The deferred blocks the page shows (client/deferred.tsx), loaded with it on a navigation. */
  readonly blocks: readonly DeferredBlock<never>[];
  /** The module when it has loaded, else undefined. */
  readonly loaded: () => PageModule<P> | undefined;
}

export function lazyPage<P extends object>(chunk: string, load: () => Promise<PageModule<P>>, blocks: readonly DeferredBlock<never>[] = []): LazyPage<P> {
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
  return { chunk, preload, blocks, loaded: () => module };
}

/**
 * The page's module, during render. A preloaded page (the server loads all of
 * them at start; the browser loads the first before hydrating) returns at
 * once; otherwise the render suspends, and as navigations are transitions the
 * previous page stays on screen until the chunk arrives.
 */
export function usePageModule<P extends object>(page: LazyPage<P>): PageModule<P> {
  // The page on screen (from hydration on) keeps its blocks as they are, loaded or waiting to
  // be needed; a navigation to another page also brings that page's blocks (even a page seen
  // before may have left them unloaded, never used), so the new page appears whole.
  const onScreen = useRef(page);
  useEffect(() => {
    onScreen.current = page;
  });
  const module = page.loaded();
  if (module && (page === onScreen.current || page.blocks.every((block) => block.loaded()))) return module;
  return use(Promise.all([page.preload(), ...page.blocks.map((block) => block.preload())]).then(([loaded]) => loaded));
}
