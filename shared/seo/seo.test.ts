import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { article, articleMeta } from '../blog/article.ts';
import { brand, isStandIn } from '../brand/brand.ts';
import { feeRangeText } from '../fees/feeRange.ts';
import { ARTICLE_SLUG } from '../blog/articleName.ts';
import { pageMeta } from './pageMeta.ts';
import { faqsFrom } from '../faqs/allFaqs.ts';
import { safeJson, type PageMeta } from './seo.ts';
import { absoluteUrl, headTagsFor, isNoindex } from './headTags.ts';
import { breadcrumbListJson, pageHead, structuredDataFor } from './structuredData.ts';

const base: PageMeta = {
  title: 'About Us',
  description: 'About the site',
  keywords: ['a', 'b'],
  canonical: '/about-us',
  image: '/social-card.png',
  imageAlt: 'Card',
  type: 'website',
};

describe('safeJson', () => {
  it('cannot close a script tag or open a comment', () => {
    const json = safeJson({ name: '</script><script>alert(1)</script><!--', amp: 'a&b', ls: '\u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!--', amp: 'a&b', ls: '\u2028' });
  });
});

describe('headTagsFor', () => {
  const tags = headTagsFor(base, 'https://drivefair.example');
  const meta = (key: string) => tags.find((tag) => tag.kind === 'meta' && (tag.name === key || tag.property === key)) as { content: string } | undefined;

  it('writes title, description, keywords and an absolute canonical', () => {
    expect(tags[0]).toEqual({ kind: 'title', text: 'About Us | Drivefair' });
    expect(meta('description')?.content).toBe('About the site');
    expect(meta('keywords')?.content).toBe('a, b');
    expect(tags).toContainEqual({ kind: 'link', rel: 'canonical', href: 'https://drivefair.example/about-us' });
  });

  it('writes Open Graph as property= and Twitter as name=', () => {
    const og = tags.filter((tag) => tag.kind === 'meta' && tag.property?.startsWith('og:'));
    expect(og.map((tag) => (tag as { property: string }).property)).toEqual(
      expect.arrayContaining(['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:image:alt']),
    );
    expect(meta('og:image')?.content).toBe('https://drivefair.example/social-card.png');
    expect(meta('twitter:card')?.content).toBe('summary_large_image');
  });

  it('adds Organization JSON-LD, and a BreadcrumbList of the trail with absolute item URLs', () => {
    const jsonld = structuredDataFor(base, 'https://drivefair.example').map((json) => JSON.parse(json));
    expect(jsonld.map((item) => item['@type'])).toEqual(['Organization']);
    const trail = [
      { name: 'Home', url: '/' },
      { name: 'About Us', url: '/about-us' },
    ];
    expect(JSON.parse(breadcrumbListJson('https://drivefair.example', trail)!).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://drivefair.example/' },
      { '@type': 'ListItem', position: 2, name: 'About Us', item: 'https://drivefair.example/about-us' },
    ]);
  });

  it('gives the home page no one-item breadcrumb trail', () => {
    expect(breadcrumbListJson('https://drivefair.example', [{ name: 'Home', url: '/' }])).toBeUndefined();
  });

  it('keeps hostile names as JSON text that cannot close the script', () => {
    const json = breadcrumbListJson('https://drivefair.example', [
      { name: 'Home', url: '/' },
      { name: '</script>"x', url: '/x' },
    ])!;
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).itemListElement[1].name).toBe('</script>"x');
  });

  it('sends the page’s tags, its canonical path and its JSON-LD, the questions in the JSON-LD only (pageHead)', () => {
    const page = pageHead(new Request('https://drivefair.example/faqs'), { ...base, faqs: faqsFrom('## Q?\n\nA.\n') });
    // With the site's defaults for what the page does not state (pageMeta): the default card's size.
    expect(page.head).toEqual(headTagsFor(pageMeta(base.canonical, base), 'https://drivefair.example'));
    expect(page.head).toContainEqual({ kind: 'meta', property: 'og:image:width', content: '1200' });
    expect(JSON.stringify(page.head)).not.toContain('Q?');
    expect(page.canonical).toBe('/about-us');
    expect(isNoindex(page.head)).toBe(false);
    expect(isNoindex(pageHead(new Request('https://drivefair.example/x'), { ...base, noindex: true }).head)).toBe(true);
    expect(page.structuredData.map((json) => JSON.parse(json)['@type'])).toEqual(['Organization', 'FAQPage']);
  });

  it('takes FAQs only as faqsFrom makes them, so no markdown reaches the FAQPage JSON-LD (issue 48 item 2)', () => {
    const request = new Request('https://drivefair.example/x');
    // @ts-expect-error: a question with its answer in markdown is not an FAQ
    pageHead(request, { ...base, faqs: [{ question: 'Q?', answer: 'Read [the key facts](/key).' }] });
    // @ts-expect-error: nor is the page's shape of one (the rendered answer without its plain text)
    pageHead(request, { ...base, faqs: [{ question: 'Q?', answerHtml: '<p>Read the key facts.</p>' }] });
    const faqs = faqsFrom('## Q?\n\nRead [the key facts](/key) first:\n- one\n- two\n');
    const schema = JSON.parse(pageHead(request, { ...base, faqs }).structuredData[1]!);
    expect(schema.mainEntity[0].acceptedAnswer.text).toBe('Read the key facts first: one; two.');
    expect(JSON.stringify(schema)).not.toMatch(/\]\(|<a |<p>/);
    // The page's data (JSON) carries the question and the rendered answer, never the plain text twice.
    expect(Object.keys(JSON.parse(JSON.stringify(faqs[0])))).toEqual(['question', 'answerHtml']);
  });

  it('describes the company in Organization, not its address, and gives a plain telephone number', () => {
    const organization = structuredDataFor(base, 'https://drivefair.example')
      .map((json) => JSON.parse(json))
      .find((item) => item['@type'] === 'Organization');
    // issue 45 item 7: the fee beside "no win no fee", after the free route
    expect(organization.description).toBe(`${brand.description} If a claim succeeds, the law firm’s fee is ${feeRangeText()} of the amount recovered.`);
    expect(organization.description).not.toContain(brand.registeredAddress.postcode);
    expect(organization.description).toMatch(/claims management company/);
    // issue 45 item 10: a stand-in is not given to search engines as the firm's identity; a real number is, plainly
    expect(organization.telephone).toBe(isStandIn('telephone') ? undefined : brand.telephone.written);
  });

  it('gives the article a 1200 × 630 PNG for social networks and Article data with image and author', () => {
    const meta = pageMeta(`/blogs/${ARTICLE_SLUG}`, articleMeta());
    const tags = headTagsFor(meta, 'https://drivefair.example');
    const content = (property: string) => (tags.find((tag) => tag.kind === 'meta' && tag.property === property) as { content: string }).content;
    expect(content('og:image')).toMatch(/^https:\/\/drivefair\.example\/images\/.+\.png$/);
    expect([content('og:image:width'), content('og:image:height')]).toEqual(['1200', '630']);
    const png = readFileSync(join(import.meta.dirname, '../../public', meta.image));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(100_000);
    const articleData = structuredDataFor(meta, 'https://drivefair.example')
      .map((json) => JSON.parse(json))
      .find((item) => item['@type'] === 'Article');
    expect(articleData.image).toEqual([content('og:image')]);
    expect(articleData.author).toEqual({ '@type': 'Organization', name: article.author });
  });

  it('states the size only of images whose size it knows', () => {
    expect(pageMeta('/x', { title: 'X', description: 'Y' }).imageSize).toEqual({ width: 1200, height: 630 });
    expect(pageMeta('/x', { title: 'X', description: 'Y', image: '/other.png' }).imageSize).toBeUndefined();
  });

  it('adds FAQPage and article tags when the page has them', () => {
    const page: PageMeta = {
      ...base,
      faqs: faqsFrom('## Q?\n\nA.\n'),
      article: { author: 'Ed', publishedTime: '2025-01-01', modifiedTime: '2025-01-02' },
    };
    const withFaqs = headTagsFor(page, 'https://drivefair.example');
    const types = structuredDataFor(page, 'https://drivefair.example').map((json) => JSON.parse(json)['@type']);
    expect(types).toContain('FAQPage');
    expect(withFaqs).toContainEqual({ kind: 'meta', property: 'article:published_time', content: '2025-01-01' });
  });

  it('marks noindex pages and leaves out canonical and structured data', () => {
    const noindex = headTagsFor({ ...base, noindex: true }, 'https://drivefair.example');
    expect(noindex).toContainEqual({ kind: 'meta', name: 'robots', content: 'noindex' });
    expect(noindex.some((tag) => tag.kind === 'link')).toBe(false);
    expect(structuredDataFor({ ...base, noindex: true }, 'https://drivefair.example')).toEqual([]);
  });
});

describe('absoluteUrl', () => {
  it('joins the site origin and a path, with or without a trailing slash', () => {
    expect(absoluteUrl('https://a.example', '/x')).toBe('https://a.example/x');
    expect(absoluteUrl('https://a.example/', '/x')).toBe('https://a.example/x');
  });
});

describe('the telephone number', () => {
  it('never breaks across lines: its groups are joined by no-break spaces, and the link is separate', () => {
    expect(brand.telephone.display).not.toMatch(/ /);
    expect(brand.telephone.display.replace(/\u00a0/g, ' ')).toBe(brand.telephone.written);
    expect(brand.telephoneDisplay).toBe(brand.telephone.display);
    expect(brand.telephone.href).toBe(`tel:+44${brand.telephone.written.replace(/\s/g, '').slice(1)}`);
  });
});
