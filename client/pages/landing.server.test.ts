/**
 * The blog, the article, the 20 lender pages and the vehicle pages as the
 * server sends them: the HTML a visitor without JavaScript reads.
 */
import request from 'supertest';
import { ARTICLE_AUTHOR, ARTICLE_MODIFIED, ARTICLE_PUBLISHED, blogPosts } from '../../shared/blog/blogPosts.ts';
import { ARTICLE_FORMER_SLUG, ARTICLE_SLUG, ARTICLE_TITLE } from '../../shared/blog/articleName.ts';
import { feeRangeText } from '../../shared/fees/fees.ts';
import { freeRoutesText } from '../../shared/figures/figures.ts';
import { schemeStatusLine } from '../../shared/figures/schemeStatus.ts';
import { featuredLenders, isSameLender, lenderPath, lenders } from '../../shared/lenders/lenders.ts';
import { featuredMakes, vehiclePath } from '../../shared/vehicles/vehicles.ts';
import { elements, headings, hrefs, jsonLd, mainOf, nodes, textOf } from '../../testing/html.ts';
import { SIGN_UP_ASKS_FOR } from '../../shared/brand/signUp.ts';
import { buildTestApp, BROWSER_UA, type TestApp } from '../../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const ARTICLE_PATH = `/blogs/${ARTICLE_SLUG}`;

async function get(path: string) {
  return request(t.app).get(path).set('User-Agent', BROWSER_UA);
}

/** Exactly one h1, first, and no level skipped on the way down. */
function expectHeadingsInOrder(main: string): void {
  const levels = headings(main).map((heading) => heading.level);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.slice(1).forEach((level, index) => expect(level - levels[index]!, `h${levels[index]} then h${level}`).toBeLessThanOrEqual(1));
}

/** The post list only (the reviews further down are articles too). */
function blogList(main: string): string {
  const [list] = elements(main, 'ul.blog-list');
  expect(list).toBeDefined();
  return list!;
}

/** The filter's buttons: a form that asks /blogs again, without JavaScript. */
function filterButtons(main: string) {
  const [form] = nodes(main, 'form');
  expect(form!.properties.action).toBe('/blogs');
  return nodes(main, 'form button');
}

function claimLinks(main: string): number {
  return nodes(main, 'a[data-claim-link]').length;
}

describe('lender pages', () => {
  it.each(lenders.map((lender) => [lender.name, lender] as const))(
    '%s: named in the h1 and throughout, linking the 8 lenders but itself under another name',
    async (name, lender) => {
      const res = await get(lenderPath(lender));
      expect(res.status).toBe(200);
      const main = mainOf(res.text);
      const text = textOf(main);
      const [h1] = elements(main, 'h1');
      expect(textOf(h1!)).toContain(name);
      expect(text.split(name).length - 1).toBeGreaterThanOrEqual(15);
      for (const heading of ['What is a', 'the facts', 'in 3 steps', 'claim works']) {
        expect(
          elements(main, 'h2').some((h2) => textOf(h2).includes(heading) && textOf(h2).includes(name)),
          heading,
        ).toBe(true);
      }
      expect(elements(main, 'ol')).toHaveLength(2);
      expect(elements(elements(main, 'ol')[0]!, 'li')).toHaveLength(3);
      expect(elements(elements(main, 'ol')[1]!, 'li')).toHaveLength(4);
      const others = hrefs(elements(main, 'nav[aria-label="Other lenders"]')[0]!);
      for (const featured of featuredLenders)
        expect(others.includes(lenderPath(featured)), featured.slug).toBe(!isSameLender(lender, featured) || featured.slug === lender.slug);
      expect(text).toContain(freeRoutesText());
      expect(text).toContain(feeRangeText());
      expect(claimLinks(main)).toBeGreaterThanOrEqual(3);
      expect(text).toContain('Ready to start your claim?');
      expectHeadingsInOrder(main);
    },
  );

  it('Clydesdale Financial Services does not offer Barclays, the same lender, as another (compliance reading C, m9)', async () => {
    const [clydesdale, barclays, audi, volkswagen] = ['clydesdale-bank', 'barclays', 'audi', 'volkswagen'].map((slug) =>
      lenders.find((lender) => lender.slug === slug)!,
    );
    expect(isSameLender(clydesdale!, barclays!)).toBe(true);
    expect(isSameLender(audi!, volkswagen!)).toBe(false);
    const others = hrefs(elements(mainOf((await get(lenderPath(clydesdale!))).text), 'nav[aria-label="Other lenders"]')[0]!);
    expect(others).not.toContain(lenderPath(barclays!));
    expect(others).toContain(lenderPath(audi!));
  });

  it.each(['bmw', 'audi', 'honda', 'psa'])(
    '%s: names the finance company as its source does, not as who handles complaints (issue 29 item 24)',
    async (slug) => {
      const text = textOf(mainOf((await get(lenderPath(lenders.find((lender) => lender.slug === slug)!))).text));
      expect(text).toContain('The finance company, as our source names it:');
      expect(text).not.toContain('Complaints are handled by');
    },
  );

  it('marks the featured card of the page being read', async () => {
    const main = mainOf((await get('/lenders/mis-sold-santander-car-finance')).text);
    const current = nodes(main, 'a[aria-current="page"]');
    expect(current.map((link) => link.properties.href)).toEqual(['/lenders/mis-sold-santander-car-finance']);
  });

  it('answers 404 for a lender not in the list', async () => {
    const res = await get('/lenders/mis-sold-acme-car-finance');
    expect(res.status).toBe(404);
    expect(textOf(mainOf(res.text))).toContain('Page not found');
    expect(res.text).not.toContain('Acme');
  });
});

describe('the fee before "no win no fee" (issue 45 item 5)', () => {
  it.each([...lenders.map(lenderPath), ...featuredMakes.map(vehiclePath), '/vehicles/skoda-car-finance'])(
    '%s states what we are and our fee range before any "no win no fee"',
    async (path) => {
      const text = textOf(mainOf((await get(path)).text));
      const fee = text.indexOf(`claims management company. If your claim with us succeeds, the fee is ${feeRangeText()}`);
      expect(fee).toBeGreaterThan(-1);
      const noWinNoFee = text.search(/no win no fee/i);
      expect(noWinNoFee === -1 || fee < noWinNoFee).toBe(true);
    },
  );
});

describe('where the scheme stands, beside the steps and the fee (compliance reading A, M4)', () => {
  it.each([...lenders.map(lenderPath), ...featuredMakes.map(vehiclePath), '/vehicles/skoda-car-finance'])(
    '%s says the scheme is partly suspended, dated, under "How a claim works" and in "Your choices and our fees"',
    async (path) => {
      const main = mainOf((await get(path)).text);
      const line = schemeStatusLine();
      expect(line).toMatch(/^As at .*partly suspended.*upheld and not appealed.*2028 or beyond\.$/);
      for (const id of ['landing-process', 'landing-choices']) {
        const [section] = elements(main, `section[aria-labelledby="${id}"]`);
        expect(textOf(section!), id).toContain(line);
      }
    },
  );
});

describe('the hubs open as the landing pages do (compliance reading A, M8)', () => {
  it.each(['/lenders', '/vehicles'])('%s: the free routes, what we are and our fee, then the button; the closing block free routes first', async (path) => {
    const main = mainOf((await get(path)).text);
    const text = textOf(main);
    const free = text.indexOf(freeRoutesText());
    const who = text.indexOf(`claims management company. If your claim with us succeeds, the fee is ${feeRangeText()}`);
    const button = text.indexOf('Start your claim');
    expect(free).toBeGreaterThan(-1);
    expect(free).toBeLessThan(who);
    expect(who).toBeLessThan(button);
    const closing = text.slice(text.indexOf('Ready to start your claim?'));
    expect(closing.indexOf(freeRoutesText())).toBeGreaterThan(-1);
    expect(closing.indexOf(freeRoutesText())).toBeLessThan(closing.indexOf('Start your claim'));
  });
});

describe('the 404 page (issue 45 item 14)', () => {
  it('offers the free pre-check, the free letter and the lender list before "Start your claim", with what we are and charge', async () => {
    const res = await get('/no/such-page');
    expect(res.status).toBe(404);
    const main = mainOf(res.text);
    const links = hrefs(main);
    const claim = links.findIndex((href) => href.endsWith('/new-claimant-details'));
    expect(claim).toBeGreaterThan(-1);
    for (const free of ['/pre-check', '/complain-free', '/lenders']) {
      expect(links.indexOf(free), free).toBeGreaterThan(-1);
      expect(links.indexOf(free), `${free} before "Start your claim"`).toBeLessThan(claim);
    }
    expect(textOf(main)).toContain(`claims management company. If your claim with us succeeds, the fee is ${feeRangeText()}`);
  });
});

describe('vehicle pages', () => {
  it('gives /vehicles/audi-car-finance Audi’s own content', async () => {
    const res = await get('/vehicles/audi-car-finance');
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    const text = textOf(main);
    expect(textOf(elements(main, 'h1')[0]!)).toBe('Audi car finance claims');
    expect(text).toContain('Audi finance and dealer commission');
    expect(text).toContain('Which Audi agreements can we take on?');
    expect(text).toContain('Volkswagen Financial Services');
    expect(text).toContain(freeRoutesText());
    expect(text).toContain(feeRangeText());
    expectHeadingsInOrder(main);
  });

  it.each([
    ['/vehicles/land-rover-car-finance', 'Land Rover'],
    ['/vehicles/ford', 'Ford'],
    ['/vehicles/bmw-car-finance', 'BMW'],
  ])('%s shows the generic content for %s', async (path, name) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    const text = textOf(main);
    expect(textOf(elements(main, 'h1')[0]!)).toBe(`${name} car finance claims`);
    expect(text).toContain(`What is a ${name} car finance claim?`);
    expect(text).not.toContain('Volkswagen Financial Services');
    expect(text.split(name).length - 1).toBeGreaterThanOrEqual(8);
    const links = hrefs(main);
    for (const make of featuredMakes) expect(links).toContain(vehiclePath(make));
    expect(text).toContain(freeRoutesText());
    expect(text).toContain(feeRangeText());
    expect(claimLinks(main)).toBeGreaterThanOrEqual(3);
    expect(text).toContain('Ready to start your claim?');
    expectHeadingsInOrder(main);
  });

  it('escapes whatever make is in the address', async () => {
    const res = await get('/vehicles/%3Cscript%3E');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<script>alert');
  });
});

describe('/blogs', () => {
  it('lists the 4 posts with the filters, View all pressed, only the first linked', async () => {
    const res = await get('/blogs');
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    const cards = elements(blogList(main), 'article');
    expect(cards).toHaveLength(4);
    blogPosts.forEach((post, index) => {
      expect(textOf(cards[index]!)).toContain(post.title);
      expect(nodes(cards[index]!, 'time').map((time) => time.properties.dateTime)).toContain(post.date);
      // The day it was written is labelled as such; "Updated" only where a review happened (issue 20).
      expect(textOf(cards[index]!)).toContain('Published');
      expect(textOf(cards[index]!).includes('Updated'), post.id).toBe(Boolean(post.updated));
    });
    expect(cards.map((card) => hrefs(card))).toEqual([[ARTICLE_PATH], [], [], []]);

    const buttons = filterButtons(main);
    expect(buttons.map(textOf)).toEqual(['View all', 'Guide', 'News']);
    expect(buttons.map((button) => button.properties.ariaPressed)).toEqual(['true', 'false', 'false']);
    expect(textOf(main)).toContain('Showing all 4 posts');
    expect(textOf(main)).toContain('Ready to start your claim?');
    expectHeadingsInOrder(main);
  });

  it('has no start-claim button without the free routes and then the fee before it (compliance reading B, M11)', async () => {
    const main = mainOf((await get('/blogs')).text);
    // the one button is the closing block's
    expect(claimLinks(main)).toBe(1);
    const text = textOf(main);
    const [free, fee, claim] = [text.indexOf(freeRoutesText()), text.indexOf(feeRangeText()), text.indexOf('Start your claim')];
    expect(free).toBeGreaterThan(-1);
    expect(free).toBeLessThan(fee);
    expect(fee).toBeLessThan(claim);
    // the middle block keeps the free pre-check only
    expect(textOf(elements(main, '.blog-aside')[0]!)).toMatch(/^Think you may have been mis-sold car finance\? See free whether/);
  });

  it('points the archive card on finding an agreement at /find-your-agreement, with only its sourced ways (compliance reading C, m3)', async () => {
    const card = textOf(elements(blogList(mainOf((await get('/blogs')).text)), 'article')[1]!);
    expect(card).toContain('“No paperwork? Where to look for your agreement” lists these ways');
    expect(card).not.toMatch(/creditor|complaint letter page|names the lender/);
  });

  it('draws every image with its size and alt text, lazy below the first', async () => {
    const main = mainOf((await get('/blogs')).text);
    const images = nodes(blogList(main), 'img');
    expect(images).toHaveLength(4);
    images.forEach((image, index) => {
      expect(image.properties).toMatchObject({
        src: blogPosts[index]!.image,
        alt: blogPosts[index]!.imageAlt,
        width: 640,
        height: 360,
        loading: index === 0 ? 'eager' : 'lazy',
      });
    });
  });

  it.each([
    ['guide', 'Guide', [false, true, false]],
    ['news', 'News', [false, false, true]],
  ] as const)('without JavaScript, ?category=%s shows only %s posts', async (param, category, pressed) => {
    const main = mainOf((await get(`/blogs?category=${param}`)).text);
    const expected = blogPosts.filter((post) => post.category === category);
    const shown = elements(blogList(main), 'li');
    expect(shown.map((item) => textOf(elements(item, 'h2')[0]!))).toEqual(expected.map((post) => post.title));
    const buttons = filterButtons(main);
    expect(buttons.map((button) => button.properties.ariaPressed === 'true')).toEqual(pressed);
  });

  it('serves the post illustrations as small SVG files', async () => {
    for (const post of blogPosts) {
      const res = await request(t.app).get(post.image);
      expect(res.status, post.image).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(Number(res.headers['content-length'] ?? res.body.length)).toBeLessThan(4096);
    }
  });
});

describe('the article', () => {
  it('has its title, author, dates and Article structured data', async () => {
    const res = await get(ARTICLE_PATH);
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    expect(textOf(elements(main, 'h1')[0]!)).toBe(ARTICLE_TITLE);
    expect(textOf(main)).toContain(`By ${ARTICLE_AUTHOR}`);
    // each date in words, with the machine-readable date beside it
    const times = nodes(main, 'time').map((time) => [time.properties.dateTime, textOf(time)]);
    expect(times).toContainEqual([ARTICLE_PUBLISHED, '14 October 2025']);
    expect(times.map(([dateTime]) => dateTime)).toContain(ARTICLE_MODIFIED);
    const schema = jsonLd(res.text).find((item) => item['@type'] === 'Article');
    expect(schema).toMatchObject({ headline: ARTICLE_TITLE, datePublished: ARTICLE_PUBLISHED, author: { name: ARTICLE_AUTHOR } });
    expect(nodes(res.text, 'head meta[property="og:type"]').map((meta) => meta.properties.content)).toEqual(['article']);
  });

  it('reads as a full article that says the claim can be made for free', async () => {
    const main = mainOf((await get(ARTICLE_PATH)).text);
    const text = textOf(main);
    expect(text.split(' ').length).toBeGreaterThan(800);
    expect(elements(main, 'h2').length).toBeGreaterThanOrEqual(6);
    expect(text).toContain(freeRoutesText());
    expect(text).toContain(feeRangeText());
    expect(text).toContain('subject access request');
    expect(claimLinks(main)).toBeGreaterThanOrEqual(2);
    expectHeadingsInOrder(main);
  });

  it('states no figure in its title and no record-keeping claim without a source (issue 29 item 11, issue 45 items 7 and 9)', async () => {
    const html = (await get(ARTICLE_PATH)).text;
    const [ogTitle] = nodes(html, 'head meta[property="og:title"]');
    expect(String(ogTitle!.properties.content).startsWith(ARTICLE_TITLE)).toBe(true);
    const text = textOf(mainOf(html));
    expect(text).not.toMatch(/one claim in every|would be at stake|£1bn/);
    expect(text).not.toMatch(/told them to keep records|retention period|rule on keeping records/);
    // issue 29 item 24: no retention period is stated without a source
    expect(text).not.toMatch(/six years|six-year/);
  });

  it('answers its former address, which stated a figure, with a permanent redirect keeping the query (issue 45 item 7)', async () => {
    const res = await get(`/blogs/${ARTICLE_FORMER_SLUG}?utm_source=x`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${ARTICLE_PATH}?utm_source=x`);
  });

  it('sends its free check to the pre-check, and calls starting a claim a sign-up with what it asks for (issue 29 item 7)', async () => {
    const main = mainOf((await get(ARTICLE_PATH)).text);
    const [aside] = elements(main, 'aside.article-check');
    expect(hrefs(aside!)).toContain('/pre-check');
    expect(textOf(aside!)).toContain(`starting a claim is a sign-up: our claim application asks for ${SIGN_UP_ASKS_FOR}`);
    expect(textOf(main)).not.toMatch(/The check is free|check your eligibility/);
  });

  it('ends with Related articles: the other 3 posts as static cards, then the call to action', async () => {
    const main = mainOf((await get(ARTICLE_PATH)).text);
    // the region named by its heading "Related articles"
    const [related] = elements(main, 'section[aria-labelledby="related-blogs-title"]');
    expect(textOf(elements(main, '#related-blogs-title')[0]!)).toBe('Related articles');
    const cards = elements(related!, 'article');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => textOf(elements(card, 'h3')[0]!))).toEqual(blogPosts.slice(1).map((post) => post.title));
    expect(hrefs(related!)).toEqual([]);
    const text = textOf(main);
    expect(text.indexOf('Ready to start your claim?')).toBeGreaterThan(text.indexOf('Related articles'));
  });
});
