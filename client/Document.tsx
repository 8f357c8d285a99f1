import { Suspense, use, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { safeJson } from '../shared/seo.ts';
import { useAttribution } from './attribution.ts';
import { BOOT_SCRIPT } from '#boot-script';
import { BOOT_DATA_ID, ClientConfigProvider, type BootData, type FirstPageData } from './clientConfig.tsx';
import { Breadcrumbs } from './components/Breadcrumbs.tsx';
import { Footer } from './components/Footer.tsx';
import { HeadTags } from './components/HeadTags.tsx';
import { Header } from './components/Header.tsx';
import { loadOrReloadPage, useLazyModule } from './lazyPage.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { dataLocation, pageDataAt, resolveRoute, type ResolvedRoute } from './routes.tsx';
import { useScrollManagement } from './scroll.ts';

export const THEME_COLOR = '#0b4a3a';

/**
 * The whole HTML document. The server streams it; the browser hydrates it.
 * `css` is the stylesheet's text, which only the server passes (decision 008).
 */
export function Document({ boot, css }: { boot: BootData; css?: string }) {
  const { pathname, search } = useLocation();
  // The server may answer 404 for a path the route table would accept (under /content/).
  const forceNotFound = boot.notFoundPath === pathname;
  const resolved = useMemo(() => resolveRoute(pathname, forceNotFound), [pathname, forceNotFound]);
  const page = useLazyModule(resolved.route.page);
  const data = usePageData(resolved, dataLocation(resolved.route, pathname, search), boot.pageData);
  const meta = page.meta(resolved.props);
  const Page = page.default;
  useScrollManagement();
  useAttribution(boot.config);
  useEffect(() => {
    // Tests and tooling wait on this; set outside React's markup so hydration is unaffected.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

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
        <HeadTags meta={meta} siteUrl={boot.config.siteUrl} />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <script type="application/json" id={BOOT_DATA_ID} dangerouslySetInnerHTML={{ __html: safeJson(boot) }} />
      </head>
      <body>
        <ClientConfigProvider config={boot.config}>
          <a href="#main" className="skip-link">
            Skip to main content
          </a>
          <Header />
          <main id="main" tabIndex={-1}>
            {/* The 404 has no place in the site's hierarchy, and its meta has no breadcrumbs (noindex). */}
            {resolved.status === 200 && <Breadcrumbs canonical={meta.canonical} />}
            {/* Keyed by path, not query: a page whose state is its query (the pre-check, the blog filter)
                keeps its form, and the focus in it, as the query changes. A new address still clears a failure. */}
            <PageErrorBoundary key={pathname} location={pathname + search}>
              <Suspense fallback={<PageLoading />}>
                <Page {...resolved.props} {...data} />
              </Suspense>
            </PageErrorBoundary>
          </main>
          <Footer />
        </ClientConfigProvider>
        {/* Loads the code after the first paint (bootScript.ts); its hash is in the CSP. */}
        {boot.assets.entry && <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />}
      </body>
    </html>
  );
}

const NO_DATA = {};

/**
 * The props from the page's data module (decision 015): for the first page,
 * as the server sent them in the boot data, so its module is not downloaded;
 * after a navigation, from the module, suspending while it loads.
 */
function usePageData(resolved: ResolvedRoute, location: string, first: FirstPageData | undefined): Record<string, unknown> {
  const { data } = resolved.route;
  if (!data) return NO_DATA;
  if (first?.path === location) return first.props;
  return pageDataAt(data.loaded() ?? use(loadOrReloadPage(data)), resolved, location);
}

function PageLoading() {
  return (
    <div className="container page-loading" role="status">
      <span className="visually-hidden">Loading page</span>
    </div>
  );
}
