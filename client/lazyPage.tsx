import { use, type ComponentType } from 'react';

/**
 * A page loaded from its own chunk. Unlike React.lazy, a page that has been
 * preloaded renders synchronously, so hydration never suspends on code and the
 * server's HTML is adopted as is.
 */
export interface LazyPage<P extends object = Record<string, unknown>> {
  /** Source file name under client/pages/, the key of its chunk in the build manifest. */
  readonly chunk: string;
  readonly preload: () => Promise<void>;
  readonly Component: ComponentType<P>;
}

export function lazyPage<P extends object>(
  chunk: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk download may be retried on the next navigation
        throw error;
      },
    ));
  function Page(props: P) {
    if (!loaded) use(preload());
    const Loaded = loaded!;
    return <Loaded {...props} />;
  }
  Page.displayName = `LazyPage(${chunk})`;
  return { chunk, preload, Component: Page };
}
