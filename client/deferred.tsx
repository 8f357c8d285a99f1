/**
 * Progressive hydration for below-the-fold interactive blocks. Each block is
 * in the server's HTML like any other, and works without JavaScript (links,
 * GET forms, readable text). In the browser its code comes in its own chunk,
 * fetched only when the block comes near the screen or someone reaches it with
 * the keyboard or a pointer: a visitor who reads only the top of a page never
 * downloads it. Until then React keeps the server's markup (a dehydrated
 * Suspense boundary) and hydrates it when the chunk arrives. After a
 * client-side navigation blocks render at once (their code is loaded with the
 * page's). The server loads every block at start, so it never waits on one.
 *
 * Each block sits in `<div data-deferred>` (no box of its own, see
 * components.css); it gets `data-deferred-state="hydrated"` once interactive,
 * which tests and tooling wait on.
 */
import { Suspense, use, useEffect, useRef, useState, type ComponentType } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/** How far below the screen a block starts loading: about a screen on a phone. */
const NEAR_SCREEN = '0px 0px 100% 0px';

/** A promise opened once: when the block's element nears the screen or is touched. */
function gate(): { readonly opened: Promise<void>; readonly open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function whenNeeded(wrapper: HTMLElement, open: () => void): () => void {
  const triggers = ['focusin', 'pointerdown', 'touchstart'] as const;
  const stop = () => {
    observer?.disconnect();
    for (const type of triggers) wrapper.removeEventListener(type, trigger);
  };
  const trigger = () => {
    stop();
    open();
  };
  for (const type of triggers) wrapper.addEventListener(type, trigger, { passive: true });
  // The wrapper has no box (display: contents), so its children are watched.
  const observer = typeof IntersectionObserver === 'undefined' ? undefined : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && trigger(), { rootMargin: NEAR_SCREEN });
  if (!observer) trigger();
  else for (const child of wrapper.children) observer.observe(child);
  return stop;
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
  function Block({ props, ready, wrapper }: { props: P; ready?: Promise<ComponentType<P>>; wrapper: { current: HTMLElement | null } }) {
    const Component = Loaded ?? use(ready!);
    useEffect(() => {
      wrapper.current?.setAttribute('data-deferred-state', 'hydrated');
    }, [wrapper]);
    return <Component {...props} />;
  }
  return function DeferredBlock(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    // While hydrating, the boundary below suspends on this until the block is needed;
    // a block rendered once its code is in (the server, a navigation) never waits.
    const [needed] = useState(() => (Loaded ? undefined : gate()));
    const [ready] = useState(() => needed?.opened.then(preload));
    useEffect(() => (needed && wrapper.current ? whenNeeded(wrapper.current, needed.open) : undefined), [needed]);
    return (
      <div data-deferred="" ref={wrapper}>
        <Suspense fallback={null}>
          <Block props={props} ready={ready} wrapper={wrapper} />
        </Suspense>
      </div>
    );
  };
}

/** Every deferred block's code: the server at start, the browser before a navigation renders. */
export function preloadDeferredBlocks(): Promise<void> {
  return Promise.all(loaders.map((load) => load())).then(() => undefined);
}

export const FeeCalculator = deferred(() => import('./components/FeeCalculator.tsx').then((m) => m.FeeCalculator));
