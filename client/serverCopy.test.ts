import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { serverCopyPlugin } from '../build.mjs';
import { ROOT } from '../testing/browser.ts';
import { createCopySource, serverCopy, type CopyFragments } from './serverCopy.tsx';

const home = new Map([['home', '<h1>Home</h1>']]);

function fakePages(pages: Record<string, string | undefined>) {
  const requested: string[] = [];
  return {
    requested,
    fetchPage: (pathname: string) => {
      requested.push(pathname);
      return Promise.resolve(pages[pathname]);
    },
    // The "HTML" of a fake page is its one fragment's text.
    parse: (html: string): CopyFragments => new Map([['main', html]]),
  };
}

describe('createCopySource', () => {
  it('has the page the visit began on at hand, without a request', () => {
    const pages = fakePages({});
    const source = createCopySource({ ...pages, initial: { pathname: '/', fragments: home } });
    expect(source.peek('/')).toBe(home);
    expect(source.peek('/about-us')).toBeUndefined();
    expect(pages.requested).toEqual([]);
  });

  it('fetches another page once, then has it at hand', async () => {
    const pages = fakePages({ '/about-us': 'About' });
    const source = createCopySource(pages);
    const [first, second] = [source.load('/about-us'), source.load('/about-us')];
    expect(first).toBe(second);
    expect((await first)?.get('main')).toBe('About');
    expect(source.peek('/about-us')?.get('main')).toBe('About');
    expect(pages.requested).toEqual(['/about-us']);
  });

  it('keeps a failure while it is shown, and tries again after another page', async () => {
    const pages = fakePages({ '/faqs': 'FAQs' });
    const source = createCopySource(pages);
    const failed = source.load('/offline');
    expect(await failed).toBeUndefined();
    expect(source.load('/offline')).toBe(failed);
    await source.load('/faqs');
    expect(source.load('/offline')).not.toBe(failed);
    expect(pages.requested).toEqual(['/offline', '/faqs', '/offline']);
  });

  it('treats a fetch that throws as a failure, never a rejection', async () => {
    const source = createCopySource({ fetchPage: () => Promise.reject(new Error('offline')), parse: () => new Map() });
    await expect(source.load('/x')).resolves.toBeUndefined();
  });

  it('keeps only the most recent pages', async () => {
    const paths = Array.from({ length: 5 }, (_, i) => `/p${i}`);
    const source = createCopySource({ ...fakePages(Object.fromEntries(paths.map((p) => [p, p]))), keep: 3 });
    for (const path of paths) await source.load(path);
    expect(paths.map((path) => source.peek(path) !== undefined)).toEqual([false, false, true, true, true]);
  });
});

describe('serverCopy on the server', () => {
  it('renders the component inside its marked wrapper, with its props', () => {
    const Greeting = serverCopy('greeting', ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`));
    expect(renderToStaticMarkup(createElement(Greeting, { name: 'Siân' }))).toBe('<div data-copy="greeting"><p>Hello Siân</p></div>');
    const Footer = serverCopy.everyPage('footer', () => createElement('footer', null, 'Every page'));
    expect(renderToStaticMarkup(createElement(Footer))).toBe('<div data-copy="footer"><footer>Every page</footer></div>');
  });
});

describe('the client build of copy modules', () => {
  const copyModules = readdirSync(join(ROOT, 'client'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.copy.tsx'));

  function bundle(path: string): Promise<esbuild.BuildResult<{ write: false; metafile: true }>> {
    return esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: [path],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react-router', 'react/jsx-runtime'],
      logLevel: 'silent',
      plugins: [serverCopyPlugin],
    });
  }

  it.each(copyModules)('%s ships as stubs: none of its words, nor the data behind them', async (file) => {
    const result = await bundle(join(ROOT, 'client', file));
    const code = result.outputFiles[0]!.text;
    const inputs = Object.keys(result.metafile.inputs);
    expect(code).toMatch(/serverCopy(\.everyPage)?\("[\w-]+"\)/);
    // The stub and the copy mechanism (with its delegated behaviours), nothing the copy itself imports.
    const mechanism = Object.keys((await bundle(join(ROOT, 'client/serverCopy.tsx'))).metafile.inputs);
    expect(inputs.filter((input) => !mechanism.includes(input))).toEqual([`client/${file}`]);
    // Any sentence written in the module stays on the server.
    const sentences = [...readFileSync(join(ROOT, 'client', file), 'utf8').matchAll(/>\s*([A-Z][^<>{}\n]{30,})/g)].map((m) => m[1]!.trim());
    for (const sentence of sentences) expect(code).not.toContain(sentence);
  });

  it('refuses a copy module with any other kind of export', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drivefair-copy-'));
    const file = join(dir, 'Fake.copy.tsx');
    writeFileSync(file, "export const A = serverCopy('a', () => null);\nexport function helper() {}\n");
    await expect(bundle(file)).rejects.toThrow(/every export of a \.copy\.tsx module/);
  });
});
