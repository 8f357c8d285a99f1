/**
 * Issue 15 as the server sends it: the pre-check (with and without answers),
 * the lender and vehicle hubs, each lender's own free route, the breadcrumb
 * trail, and every sitemap page reachable by links from `/`. The HTML a
 * visitor without JavaScript reads.
 */
import request from 'supertest';
import { sitemapPaths } from '../../../server/content/sitemapPaths.ts';
import { brand, postalAddress } from '../../../shared/brand.ts';
import { eligibilityFor } from '../../../server/preCheck/eligibility.ts';
import { feeRangeText } from '../../../shared/fees.ts';
import { freeRouteHeading, freeRouteLine, lenderContactDetails, lenderPath, lenderProfile, lenders, type Lender } from '../../../server/lenders/lenders.ts';
import { optionColumns, optionRows } from '../../../server/preCheck/options.ts';
import { parsePreCheckAnswers, preCheckQuestions, questionNames } from '../../../shared/preCheckAnswers.ts';
import { OPTIONS_ANCHOR, PRE_CHECK_QUERY } from '../../../shared/preCheckUrl.ts';
import { featuredMakes, vehiclePath } from '../../../shared/vehicles.ts';
import { decode, formValues, hrefs, mainOf, textOf } from '../../../testing/html.ts';
import { buildTestApp, BROWSER_UA, type TestApp } from '../../../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

async function get(path: string) {
  return request(t.app).get(path).set('User-Agent', BROWSER_UA);
}

/** The <section> whose heading has this id, or the element holding it. */
function sectionAround(html: string, marker: string): string {
  const at = html.indexOf(marker);
  expect(at, marker).toBeGreaterThan(-1);
  const start = html.lastIndexOf('<section', at);
  const end = html.indexOf('</section>', at);
  return html.slice(start, end);
}

describe('/pre-check without answers', () => {
  it('is a GET form to itself with every question, and the options table', async () => {
    const res = await get('/pre-check');
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    const form = /<form[^>]*>/.exec(main)![0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/pre-check#result"');
    expect(main).toContain('<button type="submit"');
    const text = textOf(main);
    for (const question of preCheckQuestions) expect(text).toContain(question.label);
    // radio groups in fieldsets with legends; the date as a text box with its label
    expect([...main.matchAll(/<fieldset/g)]).toHaveLength(preCheckQuestions.length - 1);
    expect([...main.matchAll(/<legend/g)]).toHaveLength(preCheckQuestions.length - 1);
    expect(main).toMatch(/<label[^>]*for="pre-check-start"/);
    expect(main).toContain('No answers yet.');
    expect(text).not.toContain('What you can do now, for free');
  });

  it('shows the options side by side as a real table in a labelled, focusable region', async () => {
    const main = mainOf((await get('/pre-check')).text);
    expect(main).toContain(`id="${OPTIONS_ANCHOR}"`);
    const region = /<div class="options__wrap" role="region" tabindex="0" aria-labelledby="([^"]+)">/.exec(main);
    expect(region).not.toBeNull();
    expect(main).toContain(`<caption id="${region![1]}"`);
    for (const column of optionColumns) expect(main).toContain(`<th scope="col">${decode(column.heading)}`.replace(/’/g, '’'));
    expect([...main.matchAll(/<th scope="row">/g)]).toHaveLength(optionRows.length);
    const text = textOf(main);
    for (const row of optionRows) for (const column of optionColumns) for (const passage of row.cells[column.key]) expect(text).toContain(passage.text);
  });

  it('has its own canonical and meta, and no cookie', async () => {
    const res = await get('/pre-check');
    expect(res.text).toContain('<link rel="canonical" href="https://drivefair.example/pre-check"/>');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

const ANSWER_SETS: readonly string[] = [
  // Scheme 1, everything in
  'start=2014-03&type=pcp&via=dealer&for=personal&complained=no&represented=no',
  // Scheme 2, already complained to the lender
  'start=2016-07-12&type=hp&via=dealer&for=sole-trader&complained=lender&represented=no',
  // the day decides: Scheme 1 starts on 6 April 2007
  'start=2007-04&type=pcp&via=dealer&for=personal',
  // the firm's window ends before 28 January 2021: the day decides ours
  'start=2021-01&type=hp',
  // contract hire: out of both
  'start=2012-05&type=contract-hire&via=dealer&for=personal',
  // already represented: no second firm
  'start=2015-03&type=pcp&via=dealer&for=personal&complained=no&represented=yes',
  // straight from the lender, a limited company
  'start=2018-01&type=pcp&via=direct&for=company',
  // one answer only
  'type=not-sure',
];

describe('/pre-check with answers', () => {
  for (const search of ANSWER_SETS) {
    it(`shows the result eligibilityFor gives, in order, for ?${search}`, async () => {
      const res = await get(`/pre-check?${search}`);
      expect(res.status).toBe(200);
      const main = mainOf(res.text);
      const text = textOf(main);
      const result = eligibilityFor(parsePreCheckAnswers(search).answers);
      for (const answer of result.scheme.answers) {
        expect(text).toContain(answer.summary);
        if (answer.days) expect(text).toContain(`If it was made ${answer.days.text}`);
        for (const reason of answer.reasons) expect(text).toContain(reason.text);
      }
      expect(text.includes('The day decides.')).toBe(result.scheme.dayDecides);
      for (const reason of result.firmTakesOn.reasons) expect(text).toContain(reason.text);
      for (const passage of result.alreadyRepresented ?? []) expect(text).toContain(passage.text);
      // free routes first, then the dated status, and only then our service
      const positions = result.sections.map((section) => text.indexOf(section.heading));
      positions.forEach((position) => expect(position).toBeGreaterThan(-1));
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      const service = result.sections.find((section) => section.id === 'our-service');
      if (service && service.id === 'our-service') {
        expect(text).toContain(service.feeDisplay);
        expect(text).toContain(service.keepDisplay);
        expect(main).toContain('data-claim-link');
      } else {
        expect(text).not.toContain('If you would like us to do it');
      }
      // a result's canonical stays the page's
      expect(res.text).toContain('<link rel="canonical" href="https://drivefair.example/pre-check"/>');
    });
  }

  it('says plainly when we would not take the agreement on', async () => {
    const text = textOf(mainOf((await get('/pre-check?start=2022-03&type=pcp&via=dealer&for=personal')).text));
    expect(text).toContain('We would not take this agreement on.');
    expect(text).not.toContain('If you would like us to do it');
  });

  it('keeps the visitor’s answers in the form', async () => {
    const html = (await get('/pre-check?start=2015-6&type=HP&via=dealer&complained=lender')).text;
    expect(formValues(html, 'form.pre-check-form')).toEqual({ start: '2015-6', type: 'hp', via: 'dealer', complained: 'lender' });
  });

  it('shows a start it cannot read next to the field, GOV.UK style, with the value kept', async () => {
    const main = mainOf((await get('/pre-check?start=last%20March&type=pcp')).text);
    const message = preCheckQuestions[0]!.errorMessage;
    expect(main).toContain('role="alert"');
    expect(main).toContain(`href="#pre-check-start"`);
    expect(main).toMatch(/<p class="pre-check-field__error" id="pre-check-start-error">/);
    const input = /<input[^>]*id="pre-check-start"[^>]*>/.exec(main)![0];
    expect(input).toContain('value="last March"');
    expect(input).toContain('aria-describedby="pre-check-start-hint pre-check-start-error"');
    expect(input).toContain('aria-invalid="true"');
    expect(textOf(main)).toContain(message);
    // the other answers still count
    expect(textOf(main)).toContain('is regulated credit');
    // issue 29: the result says what could not be used, with a link to the field, not "see the message by the question"
    const result = main.slice(main.indexOf('<section class="pre-check-result"'));
    expect(result).toMatch(/<div class="pre-check-result__problems">[\s\S]*?href="#pre-check-start"/);
    expect(textOf(result)).not.toContain('see the message by the question');
  });

  it('refuses an answer that is not one of the question’s, and keeps nothing it cannot use', async () => {
    const main = mainOf((await get('/pre-check?type=%3Cscript%3E&via=dealer')).text);
    expect(main).not.toContain('<script>');
    expect(textOf(main)).toContain(preCheckQuestions[1]!.errorMessage);
  });

  it('stores nothing: no cookie, and no answer in the request log', async () => {
    const before = t.logText().length;
    const res = await get('/pre-check?start=2015-03&type=pcp&via=dealer&for=personal&complained=no&represented=no');
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const written = t.logText().slice(before);
    expect(written).toContain('"path":"/pre-check"');
    for (const value of ['2015-03', 'start=', 'pcp', 'dealer', 'personal', 'represented']) expect(written).not.toContain(value);
  });

  it('names the query parameters it reads, for the route table', () => {
    expect([...PRE_CHECK_QUERY]).toEqual(questionNames);
  });
});

describe('the hubs', () => {
  it('/lenders lists all 20 lenders, each with its free route in one line and a link to its page', async () => {
    const res = await get('/lenders');
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    const text = textOf(main);
    expect(lenders).toHaveLength(20);
    for (const lender of lenders) {
      expect(hrefs(main)).toContain(lenderPath(lender));
      expect(text).toContain(freeRouteLine(lender));
    }
  });

  it('/vehicles links every make page', async () => {
    const res = await get('/vehicles');
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    for (const make of featuredMakes) {
      expect(hrefs(main)).toContain(vehiclePath(make));
      expect(textOf(main)).toContain(make.name);
    }
  });

  it('the footer links the pre-check and both hubs; the sitemap lists them', async () => {
    const home = (await get('/')).text;
    const footer = home.slice(home.indexOf('<footer'));
    for (const path of ['/pre-check', '/lenders', '/vehicles']) expect(hrefs(footer)).toContain(path);
    const sitemap = (await request(t.app).get('/sitemap.xml')).text;
    for (const path of ['/pre-check', '/lenders', '/vehicles']) expect(sitemap).toContain(`<loc>https://drivefair.example${path}</loc>`);
  });
});

describe('links to the pre-check', () => {
  it('from the home page’s intro, the call to action, and every lender and vehicle page', async () => {
    const home = mainOf((await get('/')).text);
    const intro = home.slice(home.indexOf('home-intro'), home.indexOf('claim-for-heading'));
    expect(hrefs(intro)).toContain('/pre-check');
    const cta = home.slice(home.indexOf('class="call-to-action"'));
    expect(hrefs(cta)).toContain('/pre-check');
    expect(hrefs(cta)).toContain('/customer-review');
    for (const path of [...lenders.map(lenderPath), ...featuredMakes.map(vehiclePath)]) {
      expect(hrefs(mainOf((await get(path)).text)), path).toContain('/pre-check');
    }
    // 29 pages in one test: longer than the default 5 s on a busy machine.
  }, 60_000);

  it('links every "no win no fee" on the home and about pages and a lender page to the options', async () => {
    for (const path of ['/', '/about-us', lenderPath(lenders[0]!)]) {
      const main = mainOf((await get(path)).text);
      expect(hrefs(main), path).toContain(`/pre-check#${OPTIONS_ANCHOR}`);
    }
  });
});

/** The free-route section of a lender page. */
function freeRouteSection(main: string): string {
  return sectionAround(main, 'id="lender-route-heading"');
}

const CHALLENGERS = ['audi', 'volkswagen', 'mercedes', 'ca-auto'];

describe('each lender’s own free route', () => {
  for (const lender of lenders) {
    it(`${lender.name}: "${freeRouteHeading(lender)}" with only the data’s details, before our fee`, async () => {
      const main = mainOf((await get(lenderPath(lender))).text);
      const section = freeRouteSection(main);
      const text = textOf(section);
      expect(text).toContain(freeRouteHeading(lender));
      const { entity, route, challenger } = lenderProfile(lender);
      if (entity) expect(text).toContain(entity.value);
      if (route?.phone) {
        const digits = route.phone.value.replace(/\s/g, '');
        expect(section).toContain(`href="tel:${digits}"`);
        expect(section).toContain(route.phone.value.replace(/ /g, '\u00a0'));
      }
      if (route?.email) expect(section).toContain(`href="mailto:${route.email.value}"`);
      if (route?.post) expect(text).toContain(route.post.value);
      if (!route) expect(text).toMatch(/use the complaints page of the lender named on your agreement or statements/i);
      expect([...section.matchAll(/href="tel:/g)]).toHaveLength(route?.phone ? 1 : 0);
      expect([...section.matchAll(/href="mailto:/g)]).toHaveLength(route?.email ? 1 : 0);
      // each detail with its source and the day it was checked
      expect(text).toContain('checked 23 November 2026');
      expect(Boolean(challenger)).toBe(CHALLENGERS.includes(lender.slug));
      if (challenger) expect(text).toContain('challenging the FCA’s redress scheme in the Upper Tribunal');
      // free routes first: before the call to action and any mention of our fee
      const at = main.indexOf('id="lender-route-heading"');
      for (const later of ['class="call-to-action"', feeRangeText(), 'no win no fee', 'No win no fee']) {
        const position = main.indexOf(later);
        if (position > -1) expect(position, later).toBeGreaterThan(at);
      }
    });
  }
});

const UK_PHONE = /(?<![\d+])0\d{2,4}[\s\u00a0]?\d{3,4}[\s\u00a0]?\d{3,4}(?!\d)/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?[\s\u00a0]\d[A-Z]{2}\b/g;
const normal = (value: string) => value.replace(/[\s\u00a0]+/g, ' ').trim();

/** Every phone number, email address and postcode the lender module gives this lender with a source, and the brand's own. */
function allowedContacts(lender: Lender): string[] {
  const { entity } = lenderProfile(lender);
  return [
    ...lenderContactDetails(lender).map((detail) => detail.value),
    ...(entity ? [entity.value] : []),
    brand.email,
    brand.telephone.display,
    postalAddress(),
  ].map(normal);
}

describe('no lender page shows a contact detail the lender module does not hold with a source', () => {
  for (const lender of lenders) {
    it(lender.name, async () => {
      const html = (await get(lenderPath(lender))).text;
      // what a visitor reads: the footer's email and phone number, on two lines, stay apart
      const body = textOf(html);
      const allowed = allowedContacts(lender).join(' | ');
      const found = [...body.matchAll(UK_PHONE), ...body.matchAll(EMAIL), ...body.matchAll(POSTCODE)].map((match) => normal(match[0]));
      for (const detail of found) expect(allowed, `${lender.name}: ${detail}`).toContain(detail);
    });
  }
});

describe('the breadcrumb trail', () => {
  // Each route's `handle.crumb` (client/routes.tsx), the page's own step at its canonical path (spec section 2).
  const trails: Record<string, [url: string, name: string][]> = {
    '/': [['/', 'Home']],
    '/pre-check?type=pcp': [
      ['/', 'Home'],
      ['/pre-check', 'Pre-check'],
    ],
    '/lenders': [
      ['/', 'Home'],
      ['/lenders', 'Lenders'],
    ],
    [lenderPath(lenders[3]!)]: [
      ['/', 'Home'],
      ['/lenders', 'Lenders'],
      [lenderPath(lenders[3]!), `${lenders[3]!.name} Finance`],
    ],
    '/vehicles/ford': [
      ['/', 'Home'],
      ['/vehicles', 'Vehicles'],
      ['/vehicles/ford-car-finance', 'Ford Vehicles'],
    ],
    '/faqs': [
      ['/', 'Home'],
      ['/faqs', 'FAQs'],
    ],
    '/some-page': [
      ['/', 'Home'],
      ['/about-us', 'About Us'],
    ],
  };
  for (const [path, trail] of Object.entries(trails)) {
    it(`matches the BreadcrumbList on ${path}`, async () => {
      const html = (await get(path)).text;
      const nav = /<nav aria-label="Breadcrumb"[^>]*><ol>(.*?)<\/ol><\/nav>/s.exec(html.slice(html.indexOf('<main')));
      expect(nav, path).not.toBeNull();
      const items = [...nav![1]!.matchAll(/<li><a ([^>]*)>(.*?)<\/a><\/li>/g)].map((match) => ({
        href: /href="([^"]*)"/.exec(match[1]!)![1]!,
        current: match[1]!.includes('aria-current="page"'),
        name: decode(match[2]!),
      }));
      const crumbs = trail.map(([url, name]) => ({ url, name }));
      expect(items.map((item) => [item.href, item.name])).toEqual(trail);
      expect(items.map((item) => item.current)).toEqual(crumbs.map((_, index) => index === crumbs.length - 1));
      // A trail of one item (home) has no BreadcrumbList (issue 14); every other page's matches the trail.
      const list = /"@type":"BreadcrumbList".*?"itemListElement":(\[.*?\])\}/.exec(html.replace(/\\u0026/g, '&'));
      if (crumbs.length === 1) expect(list).toBeNull();
      else expect((JSON.parse(list![1]!) as { name: string }[]).map((item) => item.name)).toEqual(crumbs.map((crumb) => crumb.name));
    });
  }

  it('the 404 page has none, as its meta has none', async () => {
    const res = await get('/lenders/mis-sold-nobody-car-finance');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('aria-label="Breadcrumb"');
  });

  it('the hubs are the middle steps: /lenders and /vehicles are their own pages, not About Us', async () => {
    for (const path of ['/lenders', '/vehicles']) {
      const html = (await get(path)).text;
      expect(html).toContain(`<link rel="canonical" href="https://drivefair.example${path}"/>`);
    }
  });
});

describe('the links between pages', () => {
  // A page of its own may be reached only from search and ads (README, Add a page); a page of a
  // collection (a lender, a make, an article) is listed where its kind is, so a crawl from / reaches it.
  it('a crawl of internal links from / finds no broken link and reaches every lender, make and article page', async () => {
    const wanted = sitemapPaths().filter((path) => path.split('/').length > 2);
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    const broken: string[] = [];
    // Bounded: the site has a few dozen pages; a crawl that runs away is a failure in itself.
    for (let visited = 0; queue.length > 0 && visited < 150; visited += 1) {
      const path = queue.shift()!;
      const res = await get(path);
      if (res.status !== 200) broken.push(`${path}: ${res.status}`);
      for (const href of hrefs(res.text)) {
        if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/assets/') || href.startsWith('/content/')) continue;
        const target = href.split(/[?#]/)[0]!;
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    expect(wanted.length).toBeGreaterThan(20);
    expect(broken).toEqual([]);
    expect(wanted.filter((path) => !seen.has(path))).toEqual([]);
  });
});
