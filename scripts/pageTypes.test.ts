import { leafOf, routeHandler } from '../server/render/routeHandler.ts';
import { pageRoutes } from '../client/routes.tsx';
import { PAGE_TYPES } from '../testing/pageTypes.ts';

// No built documents here: the legal pages' loader is given an empty one.
const handler = routeHandler('https://drivefair.example', () => null);

describe('PAGE_TYPES, the pages the browser suites and the audit visit', () => {
  it('names one page of every kind the route table has, each a real page, and the 404', async () => {
    const kinds = await Promise.all(
      PAGE_TYPES.map(async ([, path]) => {
        const { context } = await handler.contextAt(path);
        return context.statusCode === 404 ? '404' : leafOf(context).id;
      }),
    );
    const expected = [...pageRoutes.filter((route) => route.id !== 'fallback' && route.id !== 'notFound').map((route) => route.id), '404'];
    expect([...kinds].sort()).toEqual([...expected].sort());
  });

  it('names each page once', () => {
    expect(new Set(PAGE_TYPES.map(([name]) => name)).size).toBe(PAGE_TYPES.length);
    expect(new Set(PAGE_TYPES.map(([, path]) => path)).size).toBe(PAGE_TYPES.length);
  });
});
