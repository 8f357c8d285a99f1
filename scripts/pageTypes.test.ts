import { resolveRoute, routes } from '../client/routes.tsx';
import { PAGE_TYPES } from '../testing/pageTypes.mjs';

describe('PAGE_TYPES, the pages the browser suites and the audit visit', () => {
  it('names one page of every kind the route table has, each a real page, and the 404', () => {
    const kinds = PAGE_TYPES.map(([, path]) => {
      const resolved = resolveRoute(path);
      return resolved.status === 404 ? '404' : resolved.route.id;
    });
    const expected = [...routes.filter((route) => route.id !== 'fallback').map((route) => route.id), '404'];
    expect([...kinds].sort()).toEqual([...expected].sort());
  });

  it('names each page once', () => {
    expect(new Set(PAGE_TYPES.map(([name]) => name)).size).toBe(PAGE_TYPES.length);
    expect(new Set(PAGE_TYPES.map(([, path]) => path)).size).toBe(PAGE_TYPES.length);
  });
});
