/**
 * Progressive hydration for interactive blocks. Each block is in the server's
 * HTML like any other, and works without JavaScript (links, plain forms,
 * readable text). In the browser its code comes in its own chunk, fetched
 * only when it is needed: a block below the first screen when it comes near
 * the screen, and any block when someone reaches into it with the keyboard,
 * a pointer or a finger. A visitor who only reads never downloads it. Until
 * then React keeps the server's markup (a dehydrated Suspense boundary) and
 * hydrates it when the chunk arrives. After a client-side navigation a page's
 * blocks render at once: the route table names them (client/routes.tsx), so
 * their code loads with the page's. The server loads every block at start,
 * so it never waits on one.
 *
 * Each block sits in `<div data-deferred="its name">` (no box of its own, see
 * components.css); it gets `data-deferred-state="hydrated"` once interactive,
 * which tests and tooling wait on. The route table is the one list of which
 * page shows which block (server/app.test.ts checks it against what each page
 * renders).
 */
import { memo, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** How far below the screen a block starts loading: about a screen on a phone. */
const NEAR_SCREEN = '0px 0px 100% 0px';

/** A promise opened once: when the block's element nears the screen or is touched. */
function gate(): { readonly opened: Promise<void>; readonly open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * When a block's code is needed: `near` when the block comes near the screen
 * or is used (the right time for what a visitor scrolls to), `used` only when
 * someone reaches into it (for a plain HTML form that works as it is until
 * then: the review form).
 */
export type Need = 'near' | 'used';

/**
 * React listens on the document and stops a pointer or touch event aimed at
 * a block it cannot hydrate yet, so the triggers listen on the window, in the
 * capture phase, which comes first.
 */
const TRIGGERS = ['focusin', 'pointerdown', 'touchstart'] as const;

function whenNeeded(wrapper: HTMLElement, need: Need, open: () => void): () => void {
  let observer: IntersectionObserver | undefined;
  const stop = () => {
    observer?.disconnect();
    for (const type of TRIGGERS) window.removeEventListener(type, trigger, true);
  };
  const trigger = (event?: Event) => {
    if (event && !(event.target instanceof Node && wrapper.contains(event.target))) return;
    stop();
    open();
  };
  for (const type of TRIGGERS) window.addEventListener(type, trigger, { capture: true, passive: true });
  if (need === 'used') return stop;
  // The wrapper has no box (display: contents), so its children are watched.
  observer = typeof IntersectionObserver === 'undefined' ? undefined : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && trigger(), { rootMargin: NEAR_SCREEN });
  if (!observer) trigger();
  else for (const child of wrapper.children) observer.observe(child);
  return stop;
}

/**
 * A block whose code fails to arrive (a phone losing signal) stays as the
 * server rendered it, which works without JavaScript: the boundary waits for
 * good instead of failing the page.
 */
function keepServerHtml(error: unknown): Promise<never> {
  console.warn('A block of this page could not load its code, so it stays as plain HTML:', error instanceof Error ? error.message : error);
  return new Promise<never>(() => {});
}

/** A deferred block: renders like the component it loads; `preload` fetches its code. */
export interface DeferredBlock<P extends object> {
  (props: P): ReactNode;
  /** Its `data-deferred` value. */
  readonly blockName: string;
  readonly preload: () => Promise<unknown>;
  readonly loaded: () => boolean;
}

function deferred<P extends object>(blockName: string, load: () => Promise<ComponentType<P>>, need: Need): DeferredBlock<P> {
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
  function Block({ props, ready, wrapper }: { props: P; ready?: Promise<ComponentType<P>>; wrapper: { current: HTMLElement | null } }) {
    const Component = Loaded ?? use(ready!);
    useEffect(() => {
      wrapper.current?.setAttribute('data-deferred-state', 'hydrated');
    }, [wrapper]);
    return <Component {...props} />;
  }
  function DeferredBlock(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    // While hydrating, the boundary below suspends on this until the block is needed; a block
    // rendered once its code is in (the server, a navigation) never waits.
    const [needed] = useState(() => (Loaded ? undefined : gate()));
    const [ready] = useState(() => needed?.opened.then(preload).catch(keepServerHtml));
    useEffect(() => {
      if (!needed || !wrapper.current) return;
      // Nothing from the server to keep: a navigation rendered the block before its code was in
      // (the route table does not name it), so it loads now.
      if (!wrapper.current.firstElementChild) return needed.open();
      return whenNeeded(wrapper.current, need, needed.open);
    }, [needed]);
    return (
      <div data-deferred={blockName} ref={wrapper}>
        <Suspense fallback={null}>
          <Block props={props} ready={ready} wrapper={wrapper} />
        </Suspense>
      </div>
    );
  }
  // A boundary still waiting to hydrate that is updated is given up and rendered afresh, which
  // leaves the fallback (nothing) until its code is in. Its parents re-render on every change of
  // location, so the block re-renders only when its props change; a changed context above it
  // does the same, which is why the router leaves a change of fragment alone (siteRouter.tsx).
  return Object.assign(memo(DeferredBlock) as unknown as (props: P) => ReactNode, { blockName, preload, loaded: () => Loaded !== undefined });
}

export const FeeCalculator = deferred('fee-calculator', () => import('./components/FeeCalculator.tsx').then((m) => m.FeeCalculator), 'near');

/** On screen as the review page opens, and a plain HTML form until someone starts to fill it in. */
export const ReviewForm = deferred('review-form', () => import('./components/ReviewForm.tsx').then((m) => m.ReviewForm), 'used');
