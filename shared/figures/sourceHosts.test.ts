/**
 * Issue 29, item 6: sources are the publishers' own. No source of the figures
 * registry, and no link in the documents (content/), goes to a development or
 * mirror host (shared/figures/sourceHosts.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COPY_HOSTS, copyHostOf, urlsIn } from './sourceHosts.ts';
import { allFacts } from './factRegistry.ts';
import { factSources } from './factSources.ts';
import type { FactSource } from './factTypes.ts';
import { scopeSources } from './schemeScope.ts';
import { fillPlaceholders } from '../content/documentPlaceholders.ts';

const CONTENT = join(import.meta.dirname, '../../content');

/** Every markdown file under content/, as the site serves it (placeholders filled). */
function documents(): { name: string; text: string }[] {
  return readdirSync(CONTENT, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({ name, text: fillPlaceholders(readFileSync(join(CONTENT, name), 'utf8')) }));
}

describe('copyHostOf', () => {
  it('finds every copy and development host the facts file warns of, and any subdomain of one', () => {
    expect(copyHostOf('https://public-ui-fcahandbook-dev.azurewebsites.net/handbook/dispapp5')).toBe('azurewebsites.net');
    expect(copyHostOf('https://longform.social/post/x')).toBe('longform.social');
    expect(copyHostOf('https://www.parliamenttoday.com/free/viewnews.html?id=1')).toBe('parliamenttoday.com');
    expect(copyHostOf('https://newsio.com/2025/08/03/x')).toBe('newsio.com');
    expect(copyHostOf('https://theuktimes.co.uk/x')).toBe('theuktimes.co.uk');
    expect(copyHostOf('https://gamestartup.netlify.app/x')).toBe('netlify.app');
  });

  it('lets the publishers’ own sites through', () => {
    for (const url of [
      'https://handbook.fca.org.uk/handbook/conred6/conred6s1',
      'https://www.fca.org.uk/x',
      'https://www.gbnews.com/',
      'https://www.theguardian.com/x',
    ]) {
      expect(copyHostOf(url), url).toBeUndefined();
    }
    // Not a look-alike: "notnewsio.com" is not newsio.com.
    expect(copyHostOf('https://notnewsio.com/x')).toBeUndefined();
    expect(copyHostOf('not a url')).toBeUndefined();
  });
});

describe('no source links a copy or development host', () => {
  it.each(allFacts().map((fact) => [fact.id, fact.source.url ?? ''] as const))('%s', (_id, url) => {
    expect(copyHostOf(url)).toBeUndefined();
  });

  // Issue 45 item 11: "GB News" linked to gbnews.com/ is not a link to the report.
  it('nor an outlet’s home page in place of the report', () => {
    const sources: readonly FactSource[] = [...Object.values(factSources), ...Object.values(scopeSources)];
    const homePages = sources.flatMap((source) =>
      source.url !== undefined && new URL(source.url).pathname === '/' && new URL(source.url).search === '' ? [source.url] : [],
    );
    expect(homePages).toEqual([]);
  });

  it('in any source the registry keeps, listed or not', () => {
    const sources: readonly FactSource[] = [...Object.values(factSources), ...Object.values(scopeSources)];
    const urls = sources.flatMap((source) => (source.url === undefined ? [] : [source.url]));
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((url) => copyHostOf(url) !== undefined)).toEqual([]);
  });

  it.each(documents().map(({ name, text }) => [name, text] as const))('in content/%s', (_name, text) => {
    expect(urlsIn(text).filter((url) => copyHostOf(url) !== undefined)).toEqual([]);
  });

  it('would catch one', () => {
    expect(urlsIn(`See [the rules](https://public-prod-ui.azurewebsites.net/handbook/conred5) and https://${COPY_HOSTS[1]}/post.`).map(copyHostOf)).toEqual([
      'azurewebsites.net',
      'longform.social',
    ]);
  });
});
