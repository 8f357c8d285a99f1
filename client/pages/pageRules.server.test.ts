/**
 * The page contract's words (issue 49 item 3; testing/pageRules.ts) on every page the sitemap lists, each fetched
 * once: figures only from the registry, the firm's own figures only on /our-figures, one name for the start-claim
 * button, the firm's window said one way, and a landing page's free route and claims-firm line before its first
 * button. The browser's contract (pages.e2e.ts) runs the same rules on each page type once hydrated.
 */
import request from 'supertest';
import { buildTestApp, BROWSER_UA, type TestApp } from '../../testing/app.ts';
import {
  CLAIM_BUTTON_NAME,
  claimButtonProblems,
  claimsFirmLineProblems,
  ownFigureProblems,
  pageRuleProblems,
  unregisteredFigureProblems,
  windowProblems,
} from '../../testing/pageRules.ts';
import { claimsFirmText } from '../components/claim/FreeRouteFirst.tsx';
import { allFacts } from '../../shared/figures/factRegistry.ts';
import { claimWindowText } from '../../shared/figures/figures.ts';
import { sitemapPaths } from '../sitemapPaths.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const page = (main: string, head = '') => `<!DOCTYPE html><html><head>${head}</head><body><main>${main}</main></body></html>`;

/** Every sitemap page, and a make page made per request (not in the sitemap). */
const PATHS = [...sitemapPaths(), '/vehicles/ford'];
/** The pages that state the firm's window: the rule about it reads real sentences, not none. */
const statingWindow = new Set<string>();

describe('every sitemap page keeps the page contract’s words', () => {
  it.each(PATHS)('%s', async (path) => {
    const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expect(pageRuleProblems(path, res.text)).toEqual([]);
    if (res.text.includes(claimWindowText())) statingWindow.add(path);
  });

  it('found the window stated on most of them', () => {
    expect(PATHS.length).toBeGreaterThan(40);
    expect(statingWindow.size).toBeGreaterThan(40);
  });

  it('reads a start-claim button on the pages that have one, and a claims-firm line on every landing page', async () => {
    const html = (await request(t.app).get('/lenders/mis-sold-black-horse-car-finance').set('User-Agent', BROWSER_UA)).text;
    expect(html).toContain(CLAIM_BUTTON_NAME.split(' (')[0]);
    expect(html).toContain(claimsFirmText().slice(0, 40));
  });
});

describe('each rule can fail', () => {
  it('a figure typed by hand', () => {
    expect(unregisteredFigureProblems(page('<p>Most people get £1,234 or 57% back.</p>'))).toEqual([
      '£1,234: not in the figures registry',
      '57%: not in the figures registry',
    ]);
  });

  it('one of our own unevidenced figures shown off /our-figures', () => {
    const recovered = allFacts().find((fact) => fact.id === 'figures.recoveredTotal')!;
    const html = page(`<p>We have recovered ${recovered.display}.</p>`);
    expect(ownFigureProblems('/', html)).toEqual(['figures.recoveredTotal: shown on /; until its evidence is filed it may appear only on /our-figures']);
    expect(ownFigureProblems('/our-figures', html)).toEqual([]);
  });

  it('a start-claim button called a check, or opening in the same tab', () => {
    expect(claimButtonProblems(page('<a class="button" data-claim-link href="x" target="_blank">Free eligibility check</a>'))).toEqual([
      'a start-claim button named "Free eligibility check"',
    ]);
    expect(claimButtonProblems(page(`<a class="button" data-claim-link href="x">${CLAIM_BUTTON_NAME}</a>`))).toEqual([
      `"${CLAIM_BUTTON_NAME}" does not open in a new tab`,
    ]);
  });

  it('the window said another way, or without the schemes’ cover', () => {
    expect(windowProblems(page('<p>Agreements between April 2007 and 28 January 2021.</p>'))).toEqual(["the page states the firm's window another way"]);
    expect(windowProblems(page('<p>x</p>', `<meta name="description" content="Claims for ${claimWindowText()}.">`))).toEqual([
      "its meta description states our window without the schemes' cover",
    ]);
  });

  it('a landing page selling before it says who we are', () => {
    const who = `<p class="hero__who">${claimsFirmText()}</p>`;
    const free = '<p class="hero__free">You can complain yourself, free.</p>';
    const claim = '<a class="button" data-claim-link href="x" target="_blank">Start your claim</a>';
    expect(claimsFirmLineProblems('/faqs', page(free + who + claim))).toEqual([]);
    expect(claimsFirmLineProblems('/faqs', page(free + claim + who))).toEqual(['a start-claim button comes before the claims-firm line']);
    expect(claimsFirmLineProblems('/faqs', page(who + free))).toEqual(['the claims-firm line comes before the free route']);
    expect(claimsFirmLineProblems('/faqs', page(free))).toEqual(["no claims-firm line in the first screen's blocks"]);
    expect(claimsFirmLineProblems('/about-us', page(free))).toEqual([]);
  });
});
