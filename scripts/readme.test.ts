/**
 * Issue 20, item 12: the README says what package.json says, its tables are
 * whole, and a newcomer meets "Where to find what" before the long sections,
 * with every file it names there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
const ROOT = join(import.meta.dirname, '..');
import { pageRoutes } from '../client/routes.tsx';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };

function section(title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  expect(start, title).toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

describe('README', () => {
  it('states the Node.js versions as `engines` does', () => {
    expect(section('Commands')).toContain(`\`${pkg.engines.node}\``);
  });

  it('has no table row cut off from its table', () => {
    const lines = readme.split('\n');
    let inCode = false;
    lines.forEach((line, index) => {
      if (line.startsWith('```')) inCode = !inCode;
      if (inCode || !line.startsWith('|')) return;
      const previous = lines[index - 1] ?? '';
      // A row either follows another row or starts a table: a header line followed by its separator.
      if (!previous.startsWith('|')) expect(lines[index + 1], `README.md:${index + 1} ${line}`).toMatch(/^\|(\s*:?-+:?\s*\|)+$/);
    });
  });

  it('puts "Where to find what" before the long sections, and every path it names exists', () => {
    const headings = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    const where = headings.indexOf('Where to find what');
    expect(where).toBeGreaterThan(-1);
    for (const long of ['Deployment', 'Limits', 'Performance']) expect(headings.indexOf(long), long).toBeGreaterThan(where);

    const paths = [...section('Where to find what').matchAll(/`((?:client|server|shared|content|testing|docs)\/[^`*<]*)`/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(existsSync(join(ROOT, path)), path).toBe(true);
  });

  it('lists the query parameters each page reads, as the route table does (issue 29: a CDN’s cache key)', () => {
    const documented = Object.fromEntries(
      [...section('Deployment').matchAll(/^ {2}\| `(\/[^`]*)` \| (.+) \|$/gm)].map(([, path, params]) => [
        path!,
        [...params!.matchAll(/`([^`]+)`/g)].map((m) => m[1]),
      ]),
    );
    const fromRoutes = Object.fromEntries(pageRoutes.filter((route) => route.handle.query?.length).map((route) => [route.path!, [...route.handle.query!]]));
    expect(documented).toEqual(fromRoutes);
  });

  it('states no count of sitemap pages but the route table’s (adding a page must not need the README)', async () => {
    const { sitemapPaths } = await import('../server/content/sitemapPaths.ts');
    const counts = [...readme.matchAll(/(\d+) sitemap pages/g)].map((match) => Number(match[1]));
    for (const count of counts) expect(count).toBe(sitemapPaths().length);
  });
});
