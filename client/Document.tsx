import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation, useRouteError } from 'react-router';
import type { ConsentChoice } from '../shared/attribution/consent.ts';
import { NOT_FOUND_HEAD, notIndexedHead, safeJson, type HeadTag, type PageHead } from '../shared/seo/seo.ts';
import { scrollStorageKey } from '../shared/brand/brand.ts';
import { useAttribution } from './attribution/attribution.ts';
import { BOOT_SCRIPT } from './bootScript.ts';
import { BOOT_DATA_ID, ClientConfigProvider, useBoot } from './clientConfig.tsx';
import { Breadcrumbs } from './components/layout/Breadcrumbs.tsx';
import { Footer } from './components/layout/Footer.tsx';
import { HeadTags } from './components/layout/HeadTags.tsx';
import { Header } from './components/layout/Header.tsx';
import { LegalSkeleton } from './components/legal/LegalSkeleton.tsx';
import { legalPageKeyOf } from '../shared/content/documents.ts';
import { loadWholePage } from './PageErrorBoundary.tsx';
import { PAGE_ID } from './serverPage.ts';

export const THEME_COLOR = '#0b4a3a';

/** Issue 28: asked only when an address brings campaign labels, so its code loads only then. */
const consentCode = () => import('./components/consent/ConsentQuestion.tsx');
const ConsentQuestion = lazy(async () => ({ default: (await consentCode()).ConsentQuestion }));
const ConsentConfirmation = lazy(async () => ({ default: (await consentCode()).ConsentConfirmation }));

/**
 * The page's search data, JSON-LD and breadcrumb trail, from the leaf route's
 * data (its loader's, with the trail of the matched routes' `handle.crumb`:
 * server/render/breadcrumbTrail.ts). A page whose loader threw (a 404) has
 * none of them: it is the not-found page to search engines.
 */
function usePageHead(): PageHead {
  const matches = useMatches();
  return (matches.at(-1)?.data as PageHead | undefined) ?? NOT_FOUND_HEAD;
}

/**
 * The root route's component: the whole HTML document around every page. The
 * server renders it (at build, or streamed per request); the browser hydrates it. `boot` (the config, the assets
 * and the router's hydration data) comes from the server's JSON block.
 */
export function Document() {
  const { boot } = useBoot();
  const { head, structuredData, breadcrumbs } = usePageHead();
  const navigation = useNavigation();
  // spec section 2: a skeleton shows while a legal page's document loads (its loader fetches /content/*.md).
  const legalPending = navigation.state === 'loading' && legalPageKeyOf(navigation.location.pathname) !== undefined;
  const consent = useAttribution(boot.config);
  const answer = useConsentAnswer(consent.choose);
  useFocusOnNavigation();
  useEffect(() => {
    // Tests and tooling wait on this; set outside React's markup so hydration is unaffected.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <DocumentShell head={head} structuredData={structuredData}>
      {/* contract: a new navigation starts at the top; Back and Forward restore where the visitor was. */}
      <ScrollRestoration storageKey={scrollStorageKey} />
      {/* Issue 28: asked only in the browser, where the choice is kept; an empty live region from the first
          render, so the question is announced when it appears. Issue 45 item 12: first in the page and in its
          flow, before the skip link (GOV.UK's cookie banner pattern), so it covers nothing; after a choice,
          the confirmation takes its place and the focus. */}
      <div className="consent-slot" aria-live="polite">
        <Suspense fallback={null}>
          {consent.view.ask ? (
            <ConsentQuestion choose={answer.choose} />
          ) : answer.shown ? (
            <ConsentConfirmation choice={answer.shown} hide={answer.hide} />
          ) : null}
        </Suspense>
      </div>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {/* The 404 has no place in the site's hierarchy: no breadcrumbs. */}
        {breadcrumbs && <Breadcrumbs crumbs={breadcrumbs} />}
        {/* The page itself, in a box with no layout of its own: what a failed first hydration shows again (serverPage.ts). */}
        <div id={PAGE_ID} className="page-outlet">
          {legalPending ? <LegalSkeleton /> : <Outlet />}
        </div>
      </main>
      <Footer />
    </DocumentShell>
  );
}

/** html, head and body: shared by the document and the root's error boundary. */
function DocumentShell({ head, structuredData = [], children }: { head: readonly HeadTag[]; structuredData?: readonly string[]; children: ReactNode }) {
  const { boot, css } = useBoot();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The whole stylesheet, inline (decision 008). As a style resource (href + precedence) React writes
            it first in <head>, and the client, which renders it without its text, adopts the server's
            <style> by href: no second copy, no CSS in the JavaScript or the boot data. */}
        <style href={boot.assets.css} precedence="default">
          {css}
        </style>
        <HeadTags head={head} structuredData={structuredData} />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <script type="application/json" id={BOOT_DATA_ID} dangerouslySetInnerHTML={{ __html: safeJson(boot) }} />
      </head>
      <body>
        <ClientConfigProvider config={boot.config}>{children}</ClientConfigProvider>
        {/* Loads the code after the first paint (bootScript.ts); its hash is in the CSP. */}
        {boot.assets.entry && <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />}
      </body>
    </html>
  );
}

/**
 * The answer given to the question on this page, shown as its confirmation (issue 45 item 12) until the
 * visitor hides it or goes to another page; hiding it moves focus to the main region, never to `<body>`.
 */
function useConsentAnswer(choose: (choice: ConsentChoice) => void) {
  const { pathname } = useLocation();
  const [answered, setAnswered] = useState<{ readonly choice: ConsentChoice; readonly pathname: string }>();
  return {
    shown: answered?.pathname === pathname ? answered.choice : undefined,
    choose(choice: ConsentChoice) {
      setAnswered({ choice, pathname });
      choose(choice);
    },
    hide() {
      setAnswered(undefined);
      document.getElementById('main')?.focus({ preventScroll: true });
    },
  };
}

/**
 * For screen readers, a navigation moves focus to the new page's main
 * region, as a new document would start at its top. Not on the first page,
 * nor when only the query changed (the pre-check's answers, the blog filter).
 */
function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    first.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * The root's boundary: the document itself failed to render. A plain page
 * with a way on; after a client-side navigation, the page loaded whole.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error('document: render failed', error);
    loadWholePage();
  }, [error]);
  return (
    <DocumentShell head={notIndexedHead('Sorry, something went wrong')}>
      <main id="main" className="container page" role="alert">
        <h1>Sorry, this page did not load</h1>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </main>
    </DocumentShell>
  );
}
