/**
 * Progressive hydration for below-the-fold interactive blocks. Each block is
 * in the server's HTML like any other; in the browser its code comes in its
 * own chunk, so the page's first load carries only what the top of the page
 * needs. While a block's chunk is on its way React keeps the server's markup
 * (a dehydrated Suspense boundary) and hydrates it when the chunk arrives.
 * The server loads every block at start, so it never waits on one.
 */
import { Suspense, use, useEffect, type ComponentType } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

// Blocks on the page, and those of them hydrated, for `whenBlocksHydrated`.
let placed = 0;
let hydrated = 0;
let waiting: (() => void)[] = [];
function settle() {
  if (hydrated < placed) return;
  const done = waiting;
  waiting = [];
  done.forEach((resolve) => resolve());
}

/** Resolves once every deferred block on the page is interactive (tests and tooling wait on it). */
export function whenBlocksHydrated(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    settle();
  });
}

function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  loaders.push(preload);
  function Block(props: P) {
    const Component = Loaded ?? use(preload());
    useEffect(() => {
      hydrated += 1;
      settle();
      return () => {
        hydrated -= 1;
      };
    }, []);
    return <Component {...props} />;
  }
  return function DeferredBlock(props: P) {
    useEffect(() => {
      placed += 1;
      return () => {
        placed -= 1;
        settle();
      };
    }, []);
    return (
      <Suspense fallback={null}>
        <Block {...props} />
      </Suspense>
    );
  };
}

/** Every deferred block's code: the server at start, the browser before a navigation renders. */
export function preloadDeferredBlocks(): Promise<void> {
  return Promise.all(loaders.map((load) => load())).then(() => undefined);
}

export const CallToAction = deferred(() => import('./components/CallToAction.tsx').then((m) => m.CallToAction));
export const FeeCalculator = deferred(() => import('./components/FeeCalculator.tsx').then((m) => m.FeeCalculator));
export const FaqBlock = deferred(() => import('./components/FaqBlock.tsx').then((m) => m.FaqBlock));
