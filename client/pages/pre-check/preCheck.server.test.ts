/**
 * Issue 15 as the server sends it: the pre-check (with and without answers),
 * the lender and vehicle hubs, each lender's own free route, the breadcrumb
 * trail, and every sitemap page reachable by links from `/`. The HTML a
 * visitor without JavaScript reads.
 */
import request from 'supertest';
import { sitemapPaths } from '../../sitemapPaths.ts';
import { brand, postalAddress } from '../../../shared/brand/brand.ts';
import { eligibilityFor } from '../../../shared/pre-check/eligibility.ts';
import { feeRangeText } from '../../../shared/fees/fees.ts';
import { freeRouteHeading, freeRouteLine, lenderContactDetails, lenderPath, lenderProfile, lenders, type Lender } from '../../../shared/lenders/lenders.ts';
import { optionColumns, optionRows } from '../../../shared/pre-check/options.ts';
import { formFieldNames, preCheckQuestions, questionNames } from '../../../shared/pre-check/preCheckAnswers.ts';
import { parsePreCheckAnswers } from '../../../shared/pre-check/preCheckReading.ts';
import { OPTIONS_ANCHOR, PRE_CHECK_QUERY } from '../../../shared/pre-check/preCheckUrl.ts';
import { featuredMakes, vehiclePath } from '../../../shared/vehicles/vehicles.ts';
import { decode, elements, formValues, hrefs, jsonLd, mainOf, nameOf, nodes, textOf } from '../../../testing/html.ts';
import { buildTestApp, BROWSER_UA, type TestApp } from '../../../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

async function get(path: string) {
  return request(t.app).get(path).set('User-Agent', BROWSER_UA);
}

/** The one element a selector finds, as HTML. */
function one(html: string, selector: string): string {
  const found = elements(html, selector);
  expect(found, selector).toHaveLength(1);
  return found[0]!;
}

describe('/pre-check without answers', () => {
  it('is a GET form to itself with every question, and the options table', async () => {
    const res = await get('/pre-check');
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    const [form] = nodes(main, 'form');
    expect(form!.properties).toMatchObject({ method: 'get', action: '/pre-check#result' });
    expect(nodes(main, 'form button[type="submit"]').map(nameOf)).toEqual(expect.arrayContaining([expect.stringMatching(/\w/)]));
    const text = textOf(main);
    for (const question of preCheckQuestions) expect(text).toContain(question.label);
    // radio groups named by their legends; the date a text box named by its label
    const choices = preCheckQuestions.filter((question) => question.kind === 'choice');
    expect(choices).toHaveLength(preCheckQuestions.length - 1);
    const legends = nodes(main, 'fieldset > legend').map(textOf);
    expect(nodes(main, 'fieldset')).toHaveLength(choices.length);
    expect(legends).toHaveLength(choices.length);
    choices.forEach((question, index) => expect(legends[index]).toContain(question.label));
    expect(nodes(main, 'input#pre-check-start')).toHaveLength(1);
    expect(textOf(one(main, 'label[for="pre-check-start"]'))).toContain(preCheckQuestions[0]!.label);
    expect(main).toContain('No answers yet.');
    expect(text).not.toContain('What you can do now, for free');
  });

  it('shows the options side by side as a real table in a labelled, focusable region', async () => {
    const main = mainOf((await get('/pre-check')).text);
    expect(nodes(main, `#${OPTIONS_ANCHOR}`)).toHaveLength(1);
    // a region a keyboard can scroll, named by the table's caption, holding the table
    const regions = nodes(main, '[role="region"]:has(table)');
    expect(regions).toHaveLength(1);
    expect(regions[0]!.properties.tabIndex).toBe(0);
    const [labelledBy] = regions[0]!.properties.ariaLabelledBy as string[];
    const caption = nodes(main, 'table > caption');
    expect(caption).toHaveLength(1);
    expect(caption[0]!.properties.id).toBe(labelledBy);
    expect(textOf(caption[0]!)).not.toBe('');
    expect(nodes(main, 'th[scope="col"]').map(textOf)).toEqual(['Option', ...optionColumns.map((column) => decode(column.heading))]);
    const rowHeadings = nodes(main, 'th[scope="row"]').map(textOf);
    expect(rowHeadings).toHaveLength(optionRows.length);
    optionRows.forEach((row, index) => expect(rowHeadings[index]).toContain(row.name));
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
  // issue 47: a year alone; the month (and in April, the day) decides
  'start=2007&type=pcp&via=dealer&for=personal',
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
      expect(text.includes('The day decides.') || text.includes('The date decides.')).toBe(result.scheme.dayDecides);
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
        expect(nodes(main, 'a[data-claim-link]').length).toBeGreaterThan(0);
      } else {
        expect(text).not.toContain('If you would like us to do it');
      }
      // a result's canonical stays the page's
      expect(res.text).toContain('<link rel="canonical" href="https://drivefair.example/pre-check"/>');
    });
  }

  it('answers a year on its own where every day of it gives the same answer, without JavaScript (issue 47)', async () => {
    const rest = 'type=pcp&apr=interest&via=dealer&for=personal&complained=no&represented=no';
    for (const [year, summary, firm] of [
      ['2005', 'Likely not covered by the FCA’s redress scheme.', 'We would not take this agreement on.'],
      ['2015', 'Scheme 2 may cover it, depending on the commission.', 'We could take it on.'],
      ['2025', 'Likely not covered by the FCA’s redress scheme.', 'We would not take this agreement on.'],
    ] as const) {
      const res = await get(`/pre-check?start=${year}&${rest}`);
      expect(res.status).toBe(200);
      const main = mainOf(res.text);
      expect(nodes(main, '[role="alert"]'), year).toHaveLength(0);
      expect(formValues(res.text, 'form.pre-check-form').start).toBe(year);
      const result = one(main, 'section.pre-check-result');
      expect(textOf(one(result, '.pre-check-result__summary')), year).toContain(summary);
      expect(textOf(result), year).toContain(firm);
      expect(textOf(result), year).not.toMatch(/The (day|date) decides/);
    }
  });

  it('asks for the month, or the day, of a year only where it decides: 2007, 2021 and 2024 (issue 47)', async () => {
    const rest = 'type=pcp&apr=interest&via=dealer&for=personal&complained=no&represented=no';
    const resultOf = async (year: string) => textOf(one(mainOf((await get(`/pre-check?start=${year}&${rest}`)).text), 'section.pre-check-result'));
    const y2007 = await resultOf('2007');
    expect(y2007).toContain('When in 2007 the agreement began decides whether the scheme covers it: both answers are below.');
    expect(y2007).toContain('the answer depends on the month the agreement was made, and the day if it was in April 2007');
    expect(y2007).toContain('If it was made 1 January to 5 April 2007');
    expect(y2007).toContain('If it was made 6 April to 31 December 2007');
    // the scheme is one answer in 2021; our own window, which ends before 28 January 2021, asks for the month
    const y2021 = await resultOf('2021');
    expect(y2021).toContain('Scheme 2 may cover it');
    expect(y2021).not.toMatch(/The (day|date) decides/);
    expect(y2021).toContain('Tell us the month the agreement was made, and the day if it was in January 2021');
    const y2024 = await resultOf('2024');
    expect(y2024).toContain('the day if it was in November 2024');
    expect(y2024).toContain('If it was made 1 January to 1 November 2024');
    expect(y2024).toContain('If it was made 2 November to 31 December 2024');
  });

  it('says plainly when we would not take the agreement on', async () => {
    const text = textOf(mainOf((await get('/pre-check?start=2022-03&type=pcp&via=dealer&for=personal')).text));
    expect(text).toContain('We would not take this agreement on.');
    expect(text).not.toContain('If you would like us to do it');
  });

  it('keeps the visitor’s answers in the form', async () => {
    const html = (await get('/pre-check?start=2015-6&type=HP&via=dealer&complained=lender')).text;
    expect(formValues(html, 'form.pre-check-form')).toEqual({ start: '2015-6', type: 'hp', via: 'dealer', complained: 'lender', responded: '' });
  });

  it('shows a start it cannot read next to the field, GOV.UK style, with the value kept', async () => {
    const main = mainOf((await get('/pre-check?start=last%20March&type=pcp')).text);
    const message = preCheckQuestions[0]!.errorMessage;
    // an alert that links to the field
    expect(nodes(main, '[role="alert"] a[href="#pre-check-start"]')).toHaveLength(1);
    // the field keeps the value, is marked invalid and is described by its hint and its error, which says what is wrong
    const [input] = nodes(main, 'input#pre-check-start');
    expect(input!.properties).toMatchObject({ value: 'last March', ariaInvalid: 'true', ariaDescribedBy: ['pre-check-start-hint', 'pre-check-start-error'] });
    expect(nodes(main, '#pre-check-start-hint')).toHaveLength(1);
    expect(textOf(one(main, '#pre-check-start-error'))).toContain(message);
    // the other answers still count
    expect(textOf(main)).toContain('is regulated credit');
    // issue 29: the result says what could not be used, with a link to the field, not "see the message by the question"
    const result = one(main, 'section.pre-check-result');
    expect(nodes(result, '.pre-check-result__problems a[href="#pre-check-start"]')).toHaveLength(1);
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
    // The six questions, and the date on a final response beside the fifth (issue 47).
    expect([...PRE_CHECK_QUERY]).toEqual([...formFieldNames]);
    expect(formFieldNames.filter((name) => name !== 'responded')).toEqual(questionNames);
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
    const footer = one(home, 'footer');
    for (const path of ['/pre-check', '/lenders', '/vehicles']) expect(hrefs(footer)).toContain(path);
    const sitemap = (await request(t.app).get('/sitemap.xml')).text;
    for (const path of ['/pre-check', '/lenders', '/vehicles']) expect(sitemap).toContain(`<loc>https://drivefair.example${path}</loc>`);
  });
});

describe('links to the pre-check', () => {
  it('from the home page’s intro, the call to action, and every lender and vehicle page', async () => {
    const home = mainOf((await get('/')).text);
    const intro = one(home, '.home-intro__text');
    expect(hrefs(intro)).toContain('/pre-check');
    const cta = one(home, '.call-to-action');
    expect(hrefs(cta)).toContain('/pre-check');
    expect(hrefs(cta)).toContain('/customer-review');
    for (const path of [...lenders.map(lenderPath), ...featuredMakes.map(vehiclePath)]) {
      expect(hrefs(mainOf((await get(path)).text)), path).toContain('/pre-check');
    }
  });

  it('links every "no win no fee" on the home and about pages and a lender page to the options', async () => {
    for (const path of ['/', '/about-us', lenderPath(lenders[0]!)]) {
      const main = mainOf((await get(path)).text);
      expect(hrefs(main), path).toContain(`/pre-check#${OPTIONS_ANCHOR}`);
    }
  });
});

/** The free-route section of a lender page. */
function freeRouteSection(main: string): string {
  return one(main, 'section[aria-labelledby="lender-route-heading"]');
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
      // the number and address are links a phone or mail app opens; the number never breaks across lines
      const links = hrefs(section);
      expect(links.filter((href) => href.startsWith('tel:'))).toEqual(route?.phone ? [`tel:${route.phone.value.replace(/\s/g, '')}`] : []);
      expect(links.filter((href) => href.startsWith('mailto:'))).toEqual(route?.email ? [`mailto:${route.email.value}`] : []);
      if (route?.phone) expect(decode(section)).toContain(route.phone.value.replace(/ /g, '\u00a0'));
      if (route?.post) expect(text).toContain(route.post.value);
      if (!route) expect(text).toMatch(/use the complaints page of the lender named on your agreement or statements/i);
      // each detail with its source and the day it was checked
      expect(text).toContain('checked 23 November 2026');
      expect(Boolean(challenger)).toBe(CHALLENGERS.includes(lender.slug));
      if (challenger) expect(text).toContain('challenging the FCA’s redress scheme in the Upper Tribunal');
      // free routes first, as read: the lender's own route before the call to action and "no win no fee"; the first
      // screen's fee (issue 45 item 5) only after the hero's free route
      const words = textOf(main);
      const at = words.indexOf(text);
      expect(at).toBeGreaterThan(-1);
      for (const later of [...elements(main, '.call-to-action').map(textOf), 'no win no fee', 'No win no fee']) {
        const position = words.indexOf(later);
        if (position > -1) expect(position, later).toBeGreaterThan(at);
      }
      const heroFree = words.indexOf(textOf(one(main, '.landing-hero__free')));
      expect(heroFree).toBeGreaterThan(-1);
      expect(words.indexOf(feeRangeText())).toBeGreaterThan(heroFree);
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
      // a navigation landmark named "Breadcrumb" in the main content, an ordered list of links, the last the current page
      expect(nodes(html, 'main nav[aria-label="Breadcrumb"]'), path).toHaveLength(1);
      const items = nodes(html, 'main nav[aria-label="Breadcrumb"] ol > li > a').map((link) => ({
        href: String(link.properties.href),
        current: link.properties.ariaCurrent === 'page',
        name: nameOf(link),
      }));
      const crumbs = trail.map(([url, name]) => ({ url, name }));
      expect(items.map((item) => [item.href, item.name])).toEqual(trail);
      expect(items.map((item) => item.current)).toEqual(crumbs.map((_, index) => index === crumbs.length - 1));
      // A trail of one item (home) has no BreadcrumbList (issue 14); every other page's matches the trail.
      const lists = jsonLd(html).filter((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] }[];
      if (crumbs.length === 1) expect(lists).toEqual([]);
      else expect(lists.map((list) => list.itemListElement.map((item) => item.name))).toEqual([crumbs.map((crumb) => crumb.name)]);
    });
  }

  it('the 404 page has none, as its meta has none', async () => {
    const res = await get('/lenders/mis-sold-nobody-car-finance');
    expect(res.status).toBe(404);
    expect(nodes(res.text, 'nav[aria-label="Breadcrumb"]')).toEqual([]);
  });

  it('the hubs are the middle steps: /lenders and /vehicles are their own pages, not About Us', async () => {
    for (const path of ['/lenders', '/vehicles']) {
      const html = (await get(path)).text;
      expect(html).toContain(`<link rel="canonical" href="https://drivefair.example${path}"/>`);
    }
  });
});

describe('the links between pages', () => {
  // A page of its own may be reached only from search and ads (docs/developing.md, Adding a page); a page of a
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

describe('/pre-check: the ombudsman’s limits after a final response, as the server sends them (compliance reading A: W1, W2, M7, m6)', () => {
  const FINAL = 'start=2012-06&type=hp&apr=interest&via=dealer&for=personal&complained=final-response';
  /** The page on the reading's day, 29 November 2026: only the clock's date is set, the server's timers run as ever. */
  async function on29November(search: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
    try {
      const res = await get(`/pre-check?${search}`);
      expect(res.status).toBe(200);
      const result = one(mainOf(res.text), 'section.pre-check-result');
      return { next: textOf(one(result, '.pre-check-next')), result: textOf(result) };
    } finally {
      vi.useRealTimers();
    }
  }

  it.each([
    [
      '2025-12-15',
      'Go to the Financial Ombudsman Service by 15 March 2027 if your complaint was about a discretionary commission arrangement',
      ['That date passed on 15 June 2026.', 'by 15 March 2027.'],
    ],
    [
      '2026-01-20',
      'Go to the Financial Ombudsman Service by 20 April 2027 if your complaint was about a discretionary commission arrangement',
      ['That date passed on 20 July 2026.'],
    ],
    ['2024-01-10', 'The time limits for the Ombudsman have passed', ['That date passed on 10 July 2024.', 'That date passed on 29 July 2026.']],
    ['2025-06-01', 'The time limits for the Ombudsman have passed', ['That date passed on 1 December 2025.', 'That date passed on 1 September 2026.']],
    ['2026-02-15', 'The usual time to go to the Financial Ombudsman Service has passed', ['That date passed on 15 August 2026.']],
    ['2026-11-20', 'Go to the Financial Ombudsman Service by 20 May 2027', ['by 20 May 2027.']],
  ])('a final response dated %s: “%s”', async (responded, heading, words) => {
    const { next, result } = await on29November(`${FINAL}&responded=${responded}&represented=no`);
    expect(next.startsWith(heading)).toBe(true);
    for (const part of words) expect(result).toContain(part);
    for (const part of words.filter((word) => word.startsWith('That date passed')))
      expect(next).toContain(part.replace('That date passed on ', 'on ').replace(/\.$/, ''));
    expect(result).toContain(`Next: ${heading}.`);
    // A passed date is never the next step.
    expect(result).not.toMatch(/Go to the Financial Ombudsman Service by (15 June 2026|10 July 2024|1 December 2025|15 August 2026)/);
  });

  it('m6: signed with a firm and holding a final response: the ombudsman’s date leads, “do not sign again” second', async () => {
    const { next } = await on29November(`${FINAL}&responded=2026-11-20&represented=yes`);
    expect(next.startsWith('Go to the Financial Ombudsman Service by 20 May 2027')).toBe(true);
    expect(next).toContain('ask it what it is doing, and do not sign with another.');
  });

  it('M3: complained and waiting: no “do nothing”, Scheme 2’s implementation period’s end and the ombudsman after 8 weeks', async () => {
    for (const [start, next2, result2] of [
      ['2016-06', 'the lender had your complaint by 30 June 2026.', 'by the end of its implementation period (30 June 2026)'],
      // compliance reading A, U6: automatic inclusion is sourced for Scheme 2 only
      ['2010-03', 'We have not found whether Scheme 1 includes your complaint automatically.', 'We have not found Scheme 1’s rules saying'],
    ] as const) {
      const { next, result } = await on29November(`start=${start}&type=pcp&apr=interest&via=dealer&for=personal&complained=lender&represented=no`);
      expect(next).toContain('No final response after 8 weeks? The Financial Ombudsman Service, free');
      expect(next).toContain(next2);
      expect(result).toContain(result2);
      expect(result).not.toMatch(/do nothing|does not need to do anything/);
      if (start === '2010-03') expect(result).not.toMatch(/31 August 2026|included automatically, with no need/);
      // m2: no invitation to opt in for someone who has complained.
      expect(result).not.toContain('If a lender invites you to join the scheme');
    }
  });
});
