/**
 * Server-only copy (docs/decisions/009). A page's words that never change in
 * the browser (headings, paragraphs, fact lists, links) are rendered by the
 * server and never shipped as JavaScript:
 *
 * - A `*.copy.tsx` module exports components made with
 *   `serverCopy(id, Component)`. On the server (and in tests) they render
 *   `Component` inside `<div data-copy="id">`.
 * - The client build replaces every `*.copy.tsx` module with
 *   `serverCopy(id)` stubs (build.mjs, `serverCopyPlugin`): hydration adopts
 *   the server's markup as it is, read from the document before React starts
 *   (`adoptServerCopy`); a client-side navigation fetches the new page's HTML
 *   (served from the render cache) and takes its fragments.
 *
 * Copy components must be pure: no state, effects or event handlers. Clicks
 * inside copy are handled by delegation: links within the site become
 * client-side navigations (`followSiteLinks`); behaviours recognise their own
 * markup (`addCopyBehaviour`: the carousel, the FAQ accordion, the blog filter).
 */
import { use, useLayoutEffect, useRef, type ComponentType, type MouseEvent } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { accordion } from './accordion.ts';
import { carousel } from './carousel.ts';
import { followSiteLinks } from './siteLinks.ts';

/** A page's copy: fragment id → the fragment's inner HTML. */
export type CopyFragments = ReadonlyMap<string, string>;

/** The fragments in a parsed page, by id. */
export function fragmentsIn(root: ParentNode): Map<string, string> {
  const fragments = new Map<string, string>();
  for (const element of root.querySelectorAll('[data-copy]')) fragments.set(element.getAttribute('data-copy')!, element.innerHTML);
  return fragments;
}

export interface CopySource {
  /** The page's copy if it is at hand (the page the visit began on, or one already fetched). */
  peek(pathname: string): CopyFragments | undefined;
  /** Copy that is the same on every page that has it, from any page at hand. */
  everyPage(id: string): string | undefined;
  /** Fetches the page's copy; undefined when it could not be had. The same promise per path. Never rejects. */
  load(pathname: string): Promise<CopyFragments | undefined>;
}

export interface CopySourceOptions {
  /** The page the visit began on, and its copy as the server sent it. */
  readonly initial?: { readonly pathname: string; readonly fragments: CopyFragments };
  /** The HTML of a page of this site; undefined when it could not be had. */
  readonly fetchPage: (pathname: string) => Promise<string | undefined>;
  readonly parse: (html: string) => CopyFragments;
  /** Pages kept after a visit, most recent first (a few KB each). */
  readonly keep?: number;
}

export function createCopySource({ initial, fetchPage, parse, keep = 16 }: CopySourceOptions): CopySource {
  const settled = new Map<string, CopyFragments>();
  // Failed loads stay here (resolved to undefined) so re-rendering the error does not refetch;
  // they are dropped when another page is loaded, so coming back tries again.
  const pending = new Map<string, Promise<CopyFragments | undefined>>();
  const failedPaths = new Set<string>();
  const remember = (pathname: string, fragments: CopyFragments) => {
    settled.delete(pathname);
    settled.set(pathname, fragments);
    if (settled.size > keep) settled.delete(settled.keys().next().value!);
  };
  return {
    peek(pathname) {
      if (initial?.pathname === pathname) return initial.fragments;
      return settled.get(pathname);
    },
    everyPage(id) {
      const fromFirst = initial?.fragments.get(id);
      if (fromFirst !== undefined) return fromFirst;
      for (const fragments of settled.values()) if (fragments.has(id)) return fragments.get(id);
      return undefined;
    },
    load(pathname) {
      for (const path of failedPaths) {
        if (path !== pathname) {
          failedPaths.delete(path);
          pending.delete(path);
        }
      }
      let promise = pending.get(pathname);
      if (!promise) {
        promise = fetchPage(pathname)
          .then((html) => (html === undefined ? undefined : parse(html)))
          .catch(() => undefined)
          .then((fragments) => {
            if (fragments) {
              pending.delete(pathname);
              remember(pathname, fragments);
            } else {
              failedPaths.add(pathname);
            }
            return fragments;
          });
        pending.set(pathname, promise);
      }
      return promise;
    },
  };
}

/**
 * Behaviour for markup inside copy, recognised by its own attributes and
 * handled by delegation from each copy block.
 */
export interface CopyBehaviour {
  /** A click inside a copy block; returns whether it was this behaviour's. */
  readonly click?: (event: MouseEvent<HTMLElement>) => boolean;
  /** Prepares a copy block's markup as soon as it is in place (hydration or a navigation). */
  readonly setUp?: (element: HTMLElement) => void;
}

const behaviours: CopyBehaviour[] = [];

/** Adds a behaviour; a page module adds its own (the blog filter), so its code loads with that page. */
export function addCopyBehaviour(behaviour: CopyBehaviour): void {
  if (!behaviours.includes(behaviour)) behaviours.push(behaviour);
}

// The call to action's carousel and the FAQ accordion are on most pages: part of the shell.
addCopyBehaviour(carousel);
addCopyBehaviour(accordion);

let browserSource: CopySource | undefined;

/**
 * Reads the server's copy from the document: call once before hydrating, while
 * the document is still the server's.
 */
export function adoptServerCopy(): void {
  browserSource = createCopySource({
    initial: { pathname: window.location.pathname, fragments: fragmentsIn(document) },
    async fetchPage(pathname) {
      const response = await fetch(pathname, { headers: { Accept: 'text/html' } });
      // A 404 page still has its copy; a server error has none worth showing.
      return response.status < 500 ? response.text() : undefined;
    },
    parse: (html) => fragmentsIn(new DOMParser().parseFromString(html, 'text/html')),
  });
}

function browserCopySource(): CopySource {
  // Without adoptServerCopy (a test rendering a stub directly) nothing can be fetched.
  return (browserSource ??= createCopySource({ fetchPage: () => Promise.resolve(undefined), parse: () => new Map() }));
}

/**
 * A server-only block of copy. With `Render` (the server, tests): renders it
 * inside `<div data-copy={id}>`. Without (the client build's stub): the
 * server's markup for this page and id, adopted or fetched.
 */
export function serverCopy<P extends object>(id: string, Render?: ComponentType<P>): ComponentType<P> {
  return Render ? markedForCopy(id, Render) : copyStub<P>(id, false);
}

/**
 * Copy that is the same on every page that has it (the footer, the call to
 * action): adopted once, and fetched with a page only if no page at hand had it.
 */
serverCopy.everyPage = function everyPage<P extends object>(id: string, Render?: ComponentType<P>): ComponentType<P> {
  return Render ? markedForCopy(id, Render) : copyStub<P>(id, true);
};

// The stub takes the block's props and ignores them: the markup carries them.
function copyStub<P extends object>(id: string, samePerPage: boolean): ComponentType<P> {
  function CopyFromServer() {
    const { pathname } = useLocation();
    const navigate = useNavigate();
    const source = browserCopySource();
    const html = samePerPage
      ? (source.everyPage(id) ?? use(source.load(pathname))?.get(id))
      : (source.peek(pathname) ?? use(source.load(pathname)))?.get(id);
    return html === undefined ? <CopyUnavailable /> : <AdoptedCopy id={id} html={html} onClick={copyClicks(navigate)} />;
  }
  return CopyFromServer;
}

/** What a click inside copy can do: what a behaviour recognises, else follow a link within the site. */
function copyClicks(navigate: NavigateFunction) {
  const follow = followSiteLinks(navigate);
  return (event: MouseEvent<HTMLElement>) => {
    if (!behaviours.some((behaviour) => behaviour.click?.(event))) follow(event);
  };
}

function markedForCopy<P extends object>(id: string, Render: ComponentType<P>): ComponentType<P> {
  function ServerCopy(props: P) {
    return (
      <div data-copy={id}>
        <Render {...props} />
      </div>
    );
  }
  return ServerCopy;
}

function AdoptedCopy({ id, html, onClick }: { id: string; html: string; onClick: (event: MouseEvent<HTMLElement>) => void }) {
  const element = useRef<HTMLDivElement>(null);
  // Behaviour the markup needs before it is seen (after a navigation) or as soon as it is interactive.
  useLayoutEffect(() => {
    const copy = element.current;
    if (copy) for (const behaviour of behaviours) behaviour.setUp?.(copy);
  }, [html]);
  return <div ref={element} data-copy={id} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The page's words could not be fetched (offline, or a server error): say so and offer a full load. */
function CopyUnavailable() {
  return (
    <div className="container copy-unavailable" role="alert">
      <p>Part of this page could not load. Check your connection and try again.</p>
      <p>
        {/* A plain link outside followSiteLinks: the browser loads the whole page again. */}
        <a href={window.location.href} className="button button--secondary">
          Reload the page
        </a>
      </p>
    </div>
  );
}
