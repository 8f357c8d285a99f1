import { readManifest } from '../server/manifest.ts';
import { ROOT } from '../testing/browser.ts';
import { lenderPath, lenders } from '../shared/lenders.ts';
import { firstPageData, metaFor, notFoundRoute, pages, preloadAllPages, resolveRoute, routes, sitemapPaths } from './routes.tsx';

beforeAll(preloadAllPages);
const metaOf = (path: string) => metaFor(resolveRoute(path));
import { ARTICLE_SLUG, breadcrumbsForPath } from '../shared/breadcrumbs.ts';

describe('resolveRoute', () => {
  it.each([
    ['/', 'home'],
    ['/about-us', 'about'],
    ['/blogs', 'blogs'],
    [`/blogs/${ARTICLE_SLUG}`, 'article'],
    ['/faqs', 'faqs'],
    ['/contact', 'contact'],
    ['/customer-review', 'customerReview'],
    ['/lenders/mis-sold-black-horse-car-finance', 'lender'],
    ['/vehicles/audi-car-finance', 'vehicle'],
    ['/vehicles/ford', 'vehicle'],
    ['/terms-and-conditions', 'legal:terms-and-conditions'],
    ['/privacy-policy', 'legal:privacy-policy'],
    ['/cookie-policy', 'legal:cookie-policy'],
    ['/terms-of-use', 'legal:terms-of-use'],
    ['/complaints-procedure', 'legal:complaints-procedure'],
    ['/mlm-information-and-key-facts', 'legal:mlm-information-and-key-facts'],
    ['/anything', 'fallback'],
  ])('%s → %s (200)', (path, id) => {
    const resolved = resolveRoute(path);
    expect(resolved.route.id).toBe(id);
    expect(resolved.status).toBe(200);
  });

  it.each(['/lenders/mis-sold-acme-car-finance', '/lenders/bmw', '/vehicles/bad_make', '/vehicles/audi/extra', '/blogs/another-post', '/a/b'])(
    '%s → 404',
    (path) => {
      const resolved = resolveRoute(path);
      expect(resolved.status).toBe(404);
      expect(resolved.route).toBe(notFoundRoute);
      expect(metaFor(resolved).noindex).toBe(true);
    },
  );

  it('renders one-segment paths as About Us with canonical /about-us', () => {
    const resolved = resolveRoute('/some-old-page');
    expect(resolved.route.page).toBe(pages.about);
    expect(metaFor(resolved).canonical).toBe('/about-us');
    expect(breadcrumbsForPath(metaFor(resolved).canonical).map((crumb) => crumb.name)).toEqual(['Home', 'About Us']);
  });

  it('passes the lender and the make to their pages', () => {
    expect(resolveRoute('/lenders/mis-sold-bmw-car-finance').props).toEqual({ lender: { slug: 'bmw', name: 'BMW' } });
    expect(metaOf('/vehicles/bmw').title).toBe('BMW Car Finance Claims');
  });

  it('gives every page a title, description, keywords and breadcrumbs', () => {
    for (const path of sitemapPaths()) {
      const meta = metaOf(path);
      expect(meta.title.length, path).toBeGreaterThan(3);
      expect(meta.description.length, path).toBeGreaterThan(40);
      expect(meta.keywords.length, path).toBeGreaterThan(0);
      expect(breadcrumbsForPath(meta.canonical)[0], path).toEqual({ name: 'Home', url: '/' });
      expect(meta.canonical, path).toBe(path);
    }
  });

  it('gives both forms of a vehicle path the one canonical', () => {
    for (const path of ['/vehicles/ford', '/vehicles/ford-car-finance', '/vehicles/FORD']) {
      expect(metaOf(path).canonical).toBe('/vehicles/ford-car-finance');
    }
  });
});

describe('sitemapPaths', () => {
  it('holds every canonical page, the 20 lender pages and the article, once each', () => {
    const paths = sitemapPaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const lender of lenders) expect(paths).toContain(lenderPath(lender));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/about-us',
        '/blogs',
        `/blogs/${ARTICLE_SLUG}`,
        '/faqs',
        '/contact',
        '/customer-review',
        '/vehicles/audi-car-finance',
        '/mlm-information-and-key-facts',
      ]),
    );
  });
});

describe('page chunks', () => {
  it('each routed page has its own chunk in the build manifest', () => {
    const manifest = readManifest(`${ROOT}/dist`);
    for (const route of [...routes, notFoundRoute]) {
      expect(manifest.pages[route.page.chunk], route.page.chunk).toBeDefined();
    }
  });
});

describe('page data (decision 015)', () => {
  // Pages with data, and a pre-check result: what the server sends must be what it rendered with.
  const paths = [...sitemapPaths(), '/vehicles/ford', '/pre-check?start=2015-06&type=pcp&via=dealer', '/pre-check?start=2007-04'];

  it.each(paths)('%s: the data survives JSON unchanged, so the browser hydrates with what the server rendered', (path) => {
    const [pathname] = path.split('?');
    const data = firstPageData(resolveRoute(pathname!), path);
    if (!data) return;
    expect(data.path).toBe(path);
    expect(JSON.parse(JSON.stringify(data.props))).toStrictEqual(data.props);
  });

  it('is given where a page’s words take code to write, and the pre-check’s follows its answers', () => {
    const withData = routes.filter((route) => route.data).map((route) => route.id);
    expect(withData).toEqual(expect.arrayContaining(['home', 'lender', 'vehicle', 'lenders', 'ourFigures', 'preCheck']));
    const preCheck = resolveRoute('/pre-check');
    const blank = firstPageData(preCheck, '/pre-check')!.props as { result: { answered: number } };
    const answered = firstPageData(preCheck, '/pre-check?start=2015-06&type=pcp')!.props as { result: { answered: number } };
    expect([blank.result.answered, answered.result.answered]).toEqual([0, 2]);
  });
});
