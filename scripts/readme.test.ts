/**
 * The README and the guides in docs/ say what the code says (issue 20, item 12;
 * issue 48, item 7: a README for each reader, its facts moved to docs/ by
 * reader and checked where they now live). Each check reads the guide that
 * holds the fact and the file that decides it, so either changing alone fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
const ROOT = join(import.meta.dirname, '..');
import { pageRoutes } from '../client/routes.tsx';
import { FACT_KINDS } from '../shared/figures/factTypes.ts';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const GUIDES = ['README.md', 'docs/operating.md', 'docs/compliance.md', 'docs/developing.md'] as const;
type Guide = (typeof GUIDES)[number];
const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };

/** A `## title` section of a guide, up to the next `## `. */
function section(guide: Guide, title: string): string {
  const text = read(guide);
  const start = text.indexOf(`\n## ${title}\n`);
  expect(start, `${guide}: ## ${title}`).toBeGreaterThan(-1);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

/** Every fenced block of a guide, with the language it names. */
function codeBlocks(guide: Guide): { lang: string; body: string }[] {
  return [...read(guide).matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map(([, lang, body]) => ({ lang: lang!, body: body! }));
}

describe('README', () => {
  it('is short: what it is, the two commands, where to read next (at most 150 lines)', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(150);
    const headings = [...read('README.md').matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(['Commands', 'Where to read next']);
  });

  it('shows the contract’s two commands and states the Node.js versions as `engines` does', () => {
    const commands = section('README.md', 'Commands');
    for (const command of ['npm ci && npm start', 'npm ci && npm test']) expect(commands).toContain(`| \`${command}\` |`);
    expect(commands).toContain(`\`${pkg.engines.node}\``);
  });

  it('sends each reader to a guide that exists', () => {
    const links = [...section('README.md', 'Where to read next').matchAll(/\]\(([^)#]+)\)/g)].map((match) => match[1]!);
    for (const guide of ['docs/operating.md', 'docs/compliance.md', 'docs/developing.md', 'docs/decisions/']) expect(links).toContain(guide);
    for (const link of links) expect(existsSync(join(ROOT, link)), link).toBe(true);
  });
});

describe('the guides', () => {
  it.each(GUIDES)('%s has no table row cut off from its table', (guide) => {
    const lines = read(guide).split('\n');
    let inCode = false;
    lines.forEach((line, index) => {
      if (line.startsWith('```')) inCode = !inCode;
      const row = line.trimStart();
      if (inCode || !row.startsWith('|')) return;
      const previous = (lines[index - 1] ?? '').trimStart();
      // A row either follows another row or starts a table: a header line followed by its separator.
      if (!previous.startsWith('|')) expect(lines[index + 1]?.trimStart(), `${guide}:${index + 1} ${line}`).toMatch(/^\|(\s*:?-+:?\s*\|)+$/);
    });
  });

  it.each(GUIDES)('%s links only to files and headings that exist', (guide) => {
    const slug = (heading: string) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\w\- ]/g, '')
        .replaceAll(' ', '-');
    const headingsOf = (path: string) => new Set([...read(path).matchAll(/^#+ (.+)$/gm)].map((match) => slug(match[1]!)));
    const prose = read(guide).replace(/^```[\s\S]*?^```$/gm, '');
    const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((link) => !/^https?:/.test(link));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const [path, anchor] = link.split('#');
      const target = path ? normalize(join(dirname(guide), path)) : guide;
      expect(existsSync(join(ROOT, target)), `${guide}: ${link}`).toBe(true);
      if (anchor) expect(headingsOf(target).has(anchor), `${guide}: ${link}`).toBe(true);
    }
  });

  it.each(GUIDES)('%s states no count of sitemap pages but the route table’s (adding a page must not need a guide)', async (guide) => {
    const { sitemapPaths } = await import('../client/sitemapPaths.ts');
    const counts = [...read(guide).matchAll(/(\d+) sitemap pages/g)].map((match) => Number(match[1]));
    for (const count of counts) expect(count).toBe(sitemapPaths().length);
  });
});

describe('docs/developing.md', () => {
  it('puts "Where to find what" before the long sections, and every path it names exists', () => {
    const headings = [...read('docs/developing.md').matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    const where = headings.indexOf('Where to find what');
    expect(where).toBeGreaterThan(-1);
    for (const long of ['Architecture', 'Tests', 'Performance']) expect(headings.indexOf(long), long).toBeGreaterThan(where);

    const paths = [...section('docs/developing.md', 'Where to find what').matchAll(/`((?:client|server|shared|content|testing|docs)\/[^`*<]*)`/g)].map(
      (match) => match[1]!,
    );
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) expect(existsSync(join(ROOT, path)), path).toBe(true);
  });

  it('gives the request path in the order server/app.ts mounts it (issue 48: it had drifted)', () => {
    const app = read('server/app.ts');
    const architecture = section('docs/developing.md', 'Architecture');
    const steps = architecture.slice(architecture.indexOf('Request path:')).split(/\n\n/)[1]!;
    // The names app.ts gets from each module it imports (a server/ path, or a package's name), and the values it
    // makes by calling them.
    const namesFrom = new Map<string, string[]>();
    for (const [, named, only, from] of app.matchAll(/^import (?:type )?(?:\{([^}]+)\}|(\w+))(?:, \{[^}]*\})? from '([^']+)';$/gm)) {
      const imported = (named ?? only!)
        .split(',')
        .map((name) => name.replace(/^\s*type\s+/, '').trim())
        .filter(Boolean);
      const made = imported.flatMap((name) =>
        [...app.matchAll(new RegExp(`const (\\w+|\\{[^}]+\\}) = ${name}\\(`, 'g'))].flatMap(([, bound]) => bound!.replace(/[{}]/g, '').split(',')),
      );
      namesFrom.set(
        from!.startsWith('./') ? `server/${from!.slice(2)}` : from!,
        [...imported, ...made].map((name) => name.trim()),
      );
    }
    const mounts = app.split('\n').filter((line) => /^\s*app\.(use|get|all)\(/.test(line));
    const mountOf = (token: string) => {
      const names = namesFrom.get(token);
      if (names) return mounts.findIndex((line) => names.some((name) => new RegExp(`\\b${name}\\b`).test(line)));
      return mounts.findIndex((line) => line.includes(`'${token}'`));
    };
    // Each step is placed by the first thing it names in code that app.ts mounts: a module, a package or a path.
    const order = [...steps.matchAll(/^\d+\. [\s\S]*?(?=^\d+\. |(?![\s\S]))/gm)].flatMap(([step]) => {
      for (const [, token] of step!.matchAll(/`([^`]+)`/g)) {
        const at = mountOf(token!);
        if (at > -1) return [{ token: token!, at }];
      }
      return [];
    });
    expect(order.length).toBeGreaterThanOrEqual(12);
    expect(order.map(({ token }) => token)).toEqual([...order].sort((a, b) => a.at - b.at).map(({ token }) => token));
  });
});

describe('docs/operating.md', () => {
  it('lists the query parameters each page reads, as the route table does (issue 29: a CDN’s cache key)', () => {
    const documented = Object.fromEntries(
      [...section('docs/operating.md', 'Scale-out').matchAll(/^ {2}\| `(\/[^`]*)` \| (.+) \|$/gm)].map(([, path, params]) => [
        path!,
        [...params!.matchAll(/`([^`]+)`/g)].map((m) => m[1]),
      ]),
    );
    const fromRoutes = Object.fromEntries(pageRoutes.filter((route) => route.handle.query?.length).map((route) => [route.path!, [...route.handle.query!]]));
    expect(documented).toEqual(fromRoutes);
  });

  it('runs the Docker image with the TRUST_PROXY the shipped edge requires', () => {
    const required = read('deploy/nginx/production.conf').match(/TRUST_PROXY=(\S+)/)?.[1];
    expect(required).toBeDefined();
    const run = codeBlocks('docs/operating.md')
      .map(({ body }) => body.replace(/\\\n\s*/g, ''))
      .flatMap((body) => body.split('\n'))
      .find((line) => line.startsWith('docker run '));
    expect(run).toBeDefined();
    expect(run).toContain(`-e TRUST_PROXY=${required}`);
  });

  it('shows the systemd unit as deploy/systemd/drivefair.service has it, with the TRUST_PROXY the edge requires', () => {
    const unit = read('deploy/systemd/drivefair.service')
      .split('\n')
      .map((line) => line.trim());
    const shown = codeBlocks('docs/operating.md').find(({ lang, body }) => lang === 'ini' && body.includes('ExecStart='));
    expect(shown).toBeDefined();
    const lines = shown!.body.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(unit, line).toContain(line.trim());
    expect(lines).toContain('Environment=TRUST_PROXY=1');
    expect(section('docs/operating.md', 'Running it with systemd')).toContain('`deploy/systemd/drivefair.service`');
  });
});

describe('docs/compliance.md and the privacy policy (compliance reading B)', () => {
  it('names every kind the registry allows, as the schema does', () => {
    const figuresSection = section('docs/compliance.md', 'Figures');
    for (const kind of FACT_KINDS) expect(figuresSection, kind).toContain(`\`${kind}\``);
    expect(figuresSection).toContain(`one of the ${['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'][FACT_KINDS.length]}`);
  });

  it('has no launch step for example reviews: reviews.json is written only by reviews:publish, and reviewedOn gates the launch', () => {
    const checklist = section('docs/compliance.md', 'The launch checklist');
    expect(checklist).not.toMatch(/example reviews|placeholder/i);
    expect(checklist).toContain('reviewedOn');
    expect(checklist).toContain('npm run reviews:publish');
    expect(read('docs/compliance.md')).not.toMatch(/review or the rating is (still )?a placeholder/);
  });

  it('says what the edge logs, and the privacy policy says the edge records the IP address and the user agent when it does', () => {
    const logFormat = /log_format drivefair ([\s\S]*?);/.exec(read('deploy/nginx/drivefair-http.conf'))![1]!;
    const privacy = read('content/privacy-policy.md');
    if (logFormat.includes('$remote_addr')) {
      expect(privacy).toContain('your IP address');
      expect(read('docs/compliance.md')).toMatch(/log_format drivefair`: IP\s+address/);
    }
    if (logFormat.includes('$http_user_agent')) expect(privacy).toContain('user agent');
    // the query is never logged ($uri, not $request_uri), so the policy may say so
    expect(logFormat).toContain('$uri');
    expect(logFormat).not.toContain('$request_uri');
    expect(privacy).toContain('without anything after a “?”');
  });

  it('gives no retention period for the logs that no operator document sets, and the launch checklist asks for one', () => {
    const privacy = read('content/privacy-policy.md');
    const retention = privacy.slice(privacy.indexOf('# 7. How long we keep your data'));
    expect(retention).toMatch(/records of each request:\*\* only as long as we need them[^\n]*We have not yet set that period/);
    expect(section('docs/compliance.md', 'The launch checklist')).toContain('Set how long the edge’s access log is kept'.replace('’', "'"));
  });
});
