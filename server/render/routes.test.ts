import { isRouteErrorResponse } from 'react-router';
import { hydrationDataOf, leafOf, routeHandler } from './routeHandler.ts';
import { routeDataOf } from './document.tsx';
import { lenderPath, lenders } from '../../shared/lenders/lenders.ts';
import type { PageHead } from '../../shared/seo/seo.ts';
import { brand } from '../../shared/brand/brand.ts';
import { isNoindex } from '../../shared/seo/headTags.ts';
import { pageRoutes } from '../../client/routes.tsx';
import { sitemapPaths } from '../../client/sitemapPaths.ts';
import { ARTICLE_SLUG, ARTICLE_TITLE } from '../../shared/blog/articleName.ts';
import { legalPages } from '../../shared/content/legalPages.ts';

// The legal pages' built documents, as the static handler hands them to their loader (shared/content/documentStore.server.ts).
const handler = routeHandler('https://drivefair.example', (name) => `the built ${name}`);

/** What React Router's static handler makes of a location: the page route, the status, the loader's data or the error's. */
async function load(location: string) {
  const { context } = await handler.contextAt(location);
  const leaf = leafOf(context);
  const error = context.errors ? Object.values(context.errors)[0] : undefined;
  const data = (error === undefined ? context.loaderData[leaf.id] : isRouteErrorResponse(error) ? error.data : undefined) as PageHead & Record<string, unknown>;
  const trail = (data as { breadcrumbs?: { name: string; url: string }[] }).breadcrumbs;
  // The page's head as its tags give it: title, description, keywords, canonical path, noindex.
  const tag = (name: string) => data.head.flatMap((one) => (one.kind === 'meta' && one.name === name ? [one.content] : []))[0] ?? '';
  const title = data.head.find((one) => one.kind === 'title');
  const meta = {
    title: title?.kind === 'title' ? title.text : '',
    description: tag('description'),
    keywords: tag('keywords').split(', ').filter(Boolean),
    canonical: data.canonical,
    noindex: isNoindex(data.head),
  };
  return { id: leaf.id, status: context.statusCode, data, meta, trail };
}

const names = async (path: string) => (await load(path)).trail?.map((crumb) => crumb.name);

describe('the route table, run by React Router', () => {
  it.each([
    ['/', 'home'],
    ['/about-us', 'about'],
    ['/blogs', 'blogs'],
    [`/blogs/${ARTICLE_SLUG}`, 'article'],
    ['/faqs', 'faqs'],
    ['/contact', 'contact'],
    ['/customer-review', 'customer-review'],
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
  ])('%s → %s (200)', async (path, id) => {
    const page = await load(path);
    expect(page.id).toBe(id);
    expect(page.status).toBe(200);
  });

  it.each([
    '/lenders/mis-sold-acme-car-finance',
    '/lenders/bmw',
    '/vehicles/bad_make',
    '/vehicles/audi/extra',
    '/blogs/another-post',
    '/a/b',
    '/content',
    '/content/x.md',
  ])('%s → 404, noindex', async (path) => {
    const page = await load(path);
    expect(page.status).toBe(404);
    expect(page.meta.noindex).toBe(true);
    expect(page.meta.title).toBe(`Page Not Found | ${brand.name}`);
  });

  it('renders one-segment paths as About Us with canonical /about-us', async () => {
    const page = await load('/some-old-page');
    expect(pageRoutes.find((route) => route.id === page.id)?.handle.page).toBe('about');
    expect(page.meta.canonical).toBe('/about-us');
    expect(page.trail).toEqual([
      { name: 'Home', url: '/' },
      { name: 'About Us', url: '/about-us' },
    ]);
  });

  it('gives the lender and the make to their pages', async () => {
    expect((await load('/lenders/mis-sold-bmw-car-finance')).data.lender).toEqual({ slug: 'bmw', name: 'BMW' });
    expect((await load('/vehicles/bmw')).meta.title).toBe(`BMW Car Finance Claims | ${brand.name}`);
  });

  it('gives a legal page its built document for the server’s render, never in the JSON the browser gets', async () => {
    expect((await load('/mlm-information-and-key-facts')).data.document).toEqual({ ok: true, nodes: 'the built mlm-key-facts', toJSON: expect.any(Function) });
    const { context } = await handler.contextAt('/privacy-policy');
    // The hydration data and `.data`: the document is in the HTML already, and a navigation fetches /content/*.md.
    for (const json of [JSON.stringify(hydrationDataOf(context)), JSON.stringify(routeDataOf(context))]) {
      expect(json).toContain('"pageKey":"privacy-policy"');
      expect(json).not.toContain('the built');
      expect(json).not.toContain('"document"');
    }
  });

  it('gives every page a title, description, keywords and breadcrumbs', async () => {
    for (const path of sitemapPaths()) {
      const { meta, trail } = await load(path);
      expect(meta.title.length, path).toBeGreaterThan(3);
      expect(meta.description.length, path).toBeGreaterThan(40);
      expect(meta.keywords.length, path).toBeGreaterThan(0);
      expect(trail?.[0], path).toEqual({ name: 'Home', url: '/' });
      expect(trail?.at(-1)?.url, path).toBe(meta.canonical);
      expect(meta.canonical, path).toBe(path);
    }
  });

  it('gives both forms of a vehicle path the one canonical', async () => {
    for (const path of ['/vehicles/ford', '/vehicles/ford-car-finance', '/vehicles/FORD']) {
      expect((await load(path)).meta.canonical).toBe('/vehicles/ford-car-finance');
    }
  });
});

describe('the breadcrumb trail, from each route’s handle (spec section 2)', () => {
  it('starts with Home, alone on the home page', async () => {
    expect((await load('/')).trail).toEqual([{ name: 'Home', url: '/' }]);
  });

  it('uses the fixed labels of the spec', async () => {
    expect(await names('/about-us')).toEqual(['Home', 'About Us']);
    expect(await names('/faqs')).toEqual(['Home', 'FAQs']);
    expect(await names('/contact')).toEqual(['Home', 'Contact']);
    expect(await names('/customer-review')).toEqual(['Home', 'Customer Reviews']);
    expect(await names('/blogs')).toEqual(['Home', 'Blogs']);
    expect(await names('/our-figures/lender-names')).toEqual(['Home', 'Our Figures', 'Lender Names']);
  });

  it('names lender pages "{Lender} Finance" with the lender’s proper name, under Lenders', async () => {
    expect((await load('/lenders/mis-sold-bmw-car-finance')).trail).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Lenders', url: '/lenders' },
      { name: 'BMW Finance', url: '/lenders/mis-sold-bmw-car-finance' },
    ]);
    expect((await names('/lenders/mis-sold-black-horse-car-finance'))?.at(-1)).toBe('Black Horse Finance');
    expect((await names('/lenders/mis-sold-motonovo-car-finance'))?.at(-1)).toBe('MotoNovo Finance');
  });

  it('names vehicle pages "{Vehicle} Vehicles", at the make’s canonical path', async () => {
    expect(await names('/vehicles/audi-car-finance')).toEqual(['Home', 'Vehicles', 'Audi Vehicles']);
    expect((await names('/vehicles/land-rover-car-finance'))?.at(-1)).toBe('Land Rover Vehicles');
    expect((await load('/vehicles/ford')).trail?.at(-1)).toEqual({ name: 'Ford Vehicles', url: '/vehicles/ford-car-finance' });
  });

  it('gives the article its fixed title, which states no figure as fact (issue 29 item 11) and no urgency (compliance reading B, M6)', async () => {
    expect(await names(`/blogs/${ARTICLE_SLUG}`)).toEqual(['Home', 'Blogs', ARTICLE_TITLE]);
    expect(ARTICLE_TITLE).not.toMatch(/£|\d/);
    expect(ARTICLE_TITLE).not.toMatch(/deletion|threat|while|before it|time/i);
    expect(ARTICLE_TITLE).toMatch(/records of an old car finance agreement/i);
  });

  it('names every legal page as its own title does, never by its slug (issue 29)', async () => {
    for (const page of legalPages) expect(await names(`/${page.key}`), page.key).toEqual(['Home', page.title]);
    expect(await names('/mlm-information-and-key-facts')).toEqual(['Home', 'Information & Key Facts']);
  });

  it('names the free complaint letter for what it is', async () => {
    expect(await names('/complain-free')).toEqual(['Home', 'Complain for free']);
  });

  it('gives the 404 no trail: it has no place in the site', async () => {
    expect((await load('/lenders/mis-sold-nobody-car-finance')).trail).toBeUndefined();
    expect((await load('/a/b')).trail).toBeUndefined();
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

describe('loader data', () => {
  // What the server sends with the HTML, and at {path}.data, must be what it rendered with.
  const paths = [...sitemapPaths(), '/vehicles/ford', '/pre-check?start=2015-06&type=pcp&via=dealer', '/pre-check?start=2007-04'];

  it.each(paths)('%s: survives JSON unchanged, so the browser hydrates with what the server rendered', async (path) => {
    const { data } = await load(path);
    // But a legal page's document: hydration adopts it from the HTML (client/pages/legal/page.tsx).
    const { document: _inTheHtml, ...sent } = data;
    expect(JSON.parse(JSON.stringify(data))).toStrictEqual(sent);
  });

  it('follows the pre-check’s answers', async () => {
    const blank = (await load('/pre-check')).data as unknown as { result: { answered: number } };
    const answered = (await load('/pre-check?start=2015-06&type=pcp')).data as unknown as { result: { answered: number } };
    expect([blank.result.answered, answered.result.answered]).toEqual([0, 2]);
  });
});
