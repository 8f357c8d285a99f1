import request from 'supertest';
import { brand } from '../../shared/brand/brand.ts';
import { faqs, featuredFaqs } from '../../shared/faqs/allFaqs.ts';
import { faqAnswerText } from '../../shared/faqs/faqAnswers.tsx';
import {
  averageRedressText,
  claimWindowText,
  householdText,
  dates,
  factsCheckedOn,
  figures,
  freeRoutesText,
  schemesWindowText,
} from '../../shared/figures/figures.ts';
import { schemeStatus } from '../../shared/figures/schemeStatus.ts';
import { feeBands, feeRangeText } from '../../shared/fees/fees.ts';
import { publishedReviews } from '../../shared/reviews/reviews.ts';
import { reviewsBlockWords } from '../components/reviews/ReviewsBlock.tsx';
import { carouselReviews, reviewScore, scoreWords } from '../../shared/reviews/publishedReviews.ts';
import { SIGN_UP_ASKS_FOR } from '../../shared/brand/signUp.ts';
import { buildTestApp, BROWSER_UA, type TestApp } from '../../testing/app.ts';
import { elements, headings, hrefs, jsonLd, nameOf, nodes, textOf } from '../../testing/html.ts';
import { bannerMessages } from '../components/layout/SiteBanner.tsx';

const BANNER_MESSAGES = bannerMessages({ text: { schemesWindow: schemesWindowText() } });
import { signs } from '../components/landing/SignsCards.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

async function get(path: string): Promise<string> {
  const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
  expect(res.status).toBe(200);
  return res.text;
}

/** The main element's visible words (testing/html.ts). */
function mainText(html: string): string {
  const [main] = nodes(html, 'main');
  expect(main, 'the page has a <main>').toBeDefined();
  return textOf(main!);
}

/** How many elements a CSS selector finds. */
function count(html: string, selector: string): number {
  return nodes(html, selector).length;
}

function headingLevels(html: string): number[] {
  return headings(html).map((heading) => heading.level);
}

/** The words of every heading at this level. */
function headingsAt(html: string, level: number): string[] {
  return headings(html)
    .filter((heading) => heading.level === level)
    .map((heading) => heading.text);
}

/** Every link a visitor reads by this name, and where it goes. */
function linksNamed(html: string, name: string) {
  return nodes(html, 'a[href]').filter((link) => nameOf(link) === name || nameOf(link).startsWith(`${name} `));
}

const CLAIM_URL = 'https://claim.drivefair.example/new-claimant-details';

describe.each(['/', '/about-us', '/faqs', '/contact'])('%s', (path) => {
  it('has exactly one h1 and headings that never skip a level', async () => {
    const levels = headingLevels(await get(path));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index} after h${levels[index - 1]}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  it('ends with the reviews and the closing call to action', async () => {
    const html = await get(path);
    const text = mainText(html);
    // issue 46: what is published, as it is; an invitation while nothing is, and never an example or a made-up rating
    expect(text).toContain(reviewsBlockWords(publishedReviews.length).heading);
    expect(text).toContain(reviewsBlockWords(publishedReviews.length).intro);
    expect(text).not.toMatch(/Example review|Example rating|4\.5|Rated on Google/);
    expect(count(html, 'main .review-card')).toBe(carouselReviews(publishedReviews).length);
    const score = reviewScore(publishedReviews);
    if (score) expect(text).toContain(scoreWords(score));
    else expect(count(html, 'main .rating-badge')).toBe(0);
    expect(hrefs(html)).toEqual(expect.arrayContaining(['/customer-review', '/review-policy']));
    expect(text).toContain('Ready to start your claim?');
    expect(text).toContain(freeRoutesText());
  });

  it('writes no inline style attribute (CSP)', async () => {
    expect(count(await get(path), 'main [style]')).toBe(0);
  });
});

describe('home', () => {
  it('has every block of its row in spec section 2', async () => {
    const html = await get('/');
    const text = mainText(html);
    for (const message of BANNER_MESSAGES) expect(text).toContain(message);
    // issue 29 items 1 and 2: the banner states nothing of our own without evidence; the free route first.
    expect(BANNER_MESSAGES).toEqual([
      'You can complain to your lender for free',
      `FCA schemes: agreements made ${schemesWindowText()}`,
      'Our pre-check is free and asks for no personal details',
    ]);
    expect(text).not.toContain('to make your claim');
    expect(text).not.toMatch(/£2,845|AI-powered|AI powered/);
    expect(headingsAt(html, 1)).toEqual(['You could be owed money']);
    expect(text).toContain(claimWindowText());
    expect(text).not.toMatch(/between April 2007 to/);
    expect(text).toContain('You can claim for');
    expect(text).toMatch(/car, van, motorbike or campervan/);
    for (const type of ['Personal contract purchase (PCP)', 'Hire purchase (HP)', 'Lease purchase', 'A personal loan arranged by the dealer']) {
      expect(text).toContain(type);
    }
    expect(text).toContain('How it works');
    // issue 29 items 9 and 10: a credit search finds recent agreements only; our window never alone
    expect(text).toMatch(/a credit file shows only agreements active in about the last 6 years ?, the FCA says/);
    // compliance reading A, U2: how we search is our own claim, kept to /our-figures
    expect(text).not.toMatch(/credit reference/i);
    expect(text).not.toContain('so you do not need your old paperwork');
    expect(text).toContain(`even if they have ended. The FCA’s redress schemes can cover agreements made ${schemesWindowText()}, free.`);
    expect(count(html, 'main .step-list__item')).toBe(3);
    // issue 45 item 9, compliance reading A U2: operator claims with no evidence filed, removed
    expect(text).not.toContain('vehicle registration data');
    expect(text).toContain('partner law firm');
    expect(text).toContain('negotiates with your lenders');
    expect(text).toContain('Was your car finance mis-sold?');
    expect(count(html, 'main .signs__card')).toBe(4);
    for (const sign of signs) expect(text).toContain(sign.title);
    // issue 19: what the scheme pays for (an undisclosed DCA, high commission or a tie), not sales pressure.
    expect(signs.map((sign) => sign.title)).toEqual([
      // issue 45 item 6: commission alone is not what the scheme pays for
      'Commission alone is not enough',
      'The dealer set your rate',
      'High commission',
      'A tie to one lender',
    ]);
    expect(headings(html).map((heading) => heading.text)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(Sales pressure|Unclear costs)$/)]));
  });

  // issue 45 item 2: the spec's "online eligibility checker" link keeps the sign-up's one name
  it('links the words "online claim application" to the claim application in a new tab, and says it is a sign-up', async () => {
    const html = await get('/');
    expect(linksNamed(html, 'online eligibility checker')).toEqual([]);
    const links = linksNamed(html, 'online claim application');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.properties).toMatchObject({ href: CLAIM_URL, target: '_blank', rel: ['noopener'] });
    // issue 29 item 7: in the same sentence, what it is and what it asks for; the free check is the pre-check
    const sentence = elements(html, 'main p').find((paragraph) => textOf(paragraph).startsWith('Our online claim application'));
    expect(sentence).toBeDefined();
    expect(textOf(sentence!)).toContain(`is a sign-up: it asks for ${SIGN_UP_ASKS_FOR}`);
    expect(hrefs(sentence!)).toContain('/pre-check');
  });

  it('says in its first block what we are and what we charge, after the free route (issue 29 item 14)', async () => {
    const html = await get('/');
    const [intro] = elements(html, 'main section.home-intro');
    const text = textOf(intro!);
    const who = text.indexOf(
      `${brand.name} is a claims management company. If your claim with us succeeds, the fee is ${feeRangeText()} of what is recovered.`,
    );
    expect(who).toBeGreaterThan(-1);
    expect(text.indexOf('complain to your lender yourself, free')).toBeLessThan(who);
    expect(text).not.toMatch(/wait for the FCA/);
  });

  it('has the Key Information block with its five parts, the free routes and the fee range', async () => {
    const text = mainText(await get('/'));
    for (const title of ['Key information', 'Average redress', 'Regulator update', 'No win no fee', 'Information sources', 'About your choices']) {
      expect(text).toContain(title);
    }
    expect(text).toContain(averageRedressText());
    // issue 29 item 2: the household illustration rests on our own assumptions: /our-figures only
    expect(text).not.toContain(householdText());
    expect(text).toContain(`most individuals would probably receive ${figures.regulatorEstimateAugust2025.display}`);
    expect(text).not.toMatch(/from our customers’ agreements/);
    expect(text).toContain(figures.regulatorEstimateAugust2025.display);
    // The regulator update is the dated status block (issue 14), never the stale deadline.
    expect(text).toContain(schemeStatus.heading);
    for (const event of schemeStatus.timeline) expect(text).toContain(event.when.display);
    expect(text).toContain(`Facts checked ${factsCheckedOn.span}`);
    expect(text).toContain(`As at ${factsCheckedOn.display}.`);
    expect(text).not.toContain(dates.complaintDeadline.display);
    expect(text).toContain(feeRangeText());
    expect(text).toContain('cancellation fee may apply');
    expect(text).toContain(freeRoutesText());
  });

  it('shows the first 5 FAQs and the link "View more claim FAQs" to /faqs', async () => {
    const html = await get('/');
    const text = mainText(html);
    expect(nodes(html, 'main details > summary').map(textOf)).toEqual(featuredFaqs.map((faq) => faq.question));
    expect(text).not.toContain(faqs[5]!.question);
    expect(linksNamed(html, 'View more claim FAQs').map((link) => link.properties.href)).toEqual(['/faqs']);
  });

  it('shows the fee table from feeBands and a GET form that takes an amount to the calculator on key facts', async () => {
    const html = await get('/');
    const [form] = elements(html, 'form.fee-calculator__form');
    expect(nodes(form!, 'form')[0]!.properties).toMatchObject({ method: 'get', action: '/mlm-information-and-key-facts#fee-calculator' });
    // one field, named redress, labelled "Expected redress (£)"
    const [field] = nodes(form!, 'input[name="redress"]');
    expect(field).toBeDefined();
    expect(textOf(elements(form!, `label[for="${String(field!.properties.id)}"]`)[0] ?? '')).toContain('Expected redress (£)');
    expect(count(html, 'tbody')).toBe(1);
    expect(count(html, 'tbody > tr')).toBe(feeBands.length);
    const tableText = textOf(elements(html, 'tbody')[0]!);
    for (const [percent, max] of [
      ['36%', '£504'],
      ['33.6%', '£3,000'],
      ['30%', '£6,000'],
      ['24%', '£9,000'],
      ['18%', '£12,000'],
    ]) {
      expect(tableText).toContain(`${percent} ${max}`);
    }
  });

  it.each([
    ['2500', 'Band 2', '33.6%', '£840', false],
    ['£1,000', 'Band 1', '36%', '£360', false],
    ['24000', 'Band 3', '30%', '£6,000', true],
    ['1000000', 'Band 5', '18%', '£12,000', true],
  ])('the calculator on key facts answers ?redress=%s without JavaScript: %s, %s, %s', async (redress, band, percent, fee, capped) => {
    const text = mainText(await get(`/mlm-information-and-key-facts?redress=${encodeURIComponent(redress)}`));
    expect(text).toContain(`Fee band ${band}`);
    expect(text).toContain(`Percentage ${percent} including VAT`);
    expect(text).toContain(`Fee ${fee}`);
    expect(text.includes('capped at the band maximum')).toBe(capped);
  });

  it('the calculator asks again for an amount it cannot read', async () => {
    const text = mainText(await get('/mlm-information-and-key-facts?redress=lots'));
    expect(text).toContain('Enter an amount of at least £1');
    expect(text).not.toContain('Fee band');
  });
});

describe('about us', () => {
  it('has the mission, 5 reasons and the call to action', async () => {
    const html = await get('/about-us');
    const text = mainText(html);
    expect(headingsAt(html, 1)).toEqual(['About Us']);
    expect(text).toContain('Our mission');
    expect(text).toContain(`5 reasons to choose ${brand.name}`);
    expect(count(html, 'main .reasons__item')).toBe(5);
    expect(text).toContain(feeRangeText());
    expect(text).toContain(freeRoutesText());
  });

  it('sends the free check to the pre-check, calls signing up what it is, and says what a credit search can find (issue 29 items 7 and 9)', async () => {
    const html = await get('/about-us');
    const [reasons] = elements(html, 'main ol.reasons');
    const text = textOf(reasons!);
    expect(hrefs(reasons!)).toContain('/pre-check');
    expect(text).toContain(`asks for ${SIGN_UP_ASKS_FOR}`);
    expect(text).toMatch(/a credit file shows only agreements active in about the last 6 years ?, the FCA says/);
    // compliance reading A, U2: how we search is our own claim, kept to /our-figures
    expect(text).not.toMatch(/credit reference/i);
    expect(text).not.toMatch(/do not need your old paperwork|online eligibility check is free/);
  });

  it('is also what any other single-segment path shows', async () => {
    expect(mainText(await get('/some-unknown-page'))).toContain('Our mission');
  });
});

describe('FAQs', () => {
  it('has the full-screen hero with its title, subtitle and start-claim button', async () => {
    const html = await get('/faqs');
    const [hero] = elements(html, 'main section.faqs-hero');
    expect(hero).toBeDefined();
    expect(headingsAt(hero!, 1)).toEqual(['Frequently asked questions']);
    expect(textOf(hero!)).toMatch(/eligibility for compensation.*claims process/);
    const buttons = nodes(hero!, 'a.button');
    expect(buttons.map((button) => button.properties)).toContainEqual(expect.objectContaining({ href: CLAIM_URL, target: '_blank', rel: ['noopener'] }));
  });

  it('lists all 14 questions, each the summary of a <details> of one group, only the first open', async () => {
    const html = await get('/faqs');
    const items = nodes(html, 'main details');
    expect(items).toHaveLength(14);
    // one group (a shared name: opening one closes the others), only the first open
    expect(new Set(items.map((item) => item.properties.name)).size).toBe(1);
    expect(items[0]!.properties.name).toEqual(expect.any(String));
    expect(items.map((item) => item.properties.open === true)).toEqual(faqs.map((_faq, index) => index === 0));
    expect(faqs).toHaveLength(14);
    // each the summary of its <details>: what a visitor clicks to open it
    expect(nodes(html, 'main details > summary:first-child').map(textOf)).toEqual(faqs.map((faq) => faq.question));
  });

  it('has every answer in the server HTML, so the browser shows each one its question opens, without JavaScript', async () => {
    const html = await get('/faqs');
    expect(count(html, 'main details > .faq-item__answer')).toBe(14);
    const text = mainText(html);
    // compliance reading B, M4: the types we take on, said as ours; the schemes' own cover hedged as facts.md §2.4 does
    expect(text).toContain('The finance types we take on are:');
    expect(text).not.toContain('The finance types covered are');
    expect(text).toContain('we have not seen their rules name lease purchase, or say whether they cover a personal loan the dealer arranged.');
    expect(text).toContain('You may have been mis-sold finance if the lender did not properly tell you about any of these signs:');
    // spec section 3: an intro ending in a colon, then its bullet list
    const introsToLists = nodes(html, 'main *').flatMap((parent) => {
      const children = parent.children.filter((child) => child.type === 'element');
      return children.filter((child, index) => child.tagName === 'p' && children[index + 1]?.tagName === 'ul');
    });
    expect(introsToLists.filter((intro) => textOf(intro).endsWith(':')).length).toBeGreaterThanOrEqual(3);
  });

  it('carries FAQPage structured data with the 14 questions and their answers', async () => {
    const faqPage = jsonLd(await get('/faqs')).find((item) => item['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faqPage.mainEntity).toHaveLength(14);
    expect(faqPage.mainEntity.map((entry) => entry.name)).toEqual(faqs.map((faq) => faq.question));
    expect(faqPage.mainEntity[0]!.acceptedAnswer.text).toBe(faqAnswerText(faqs[0]!));
    expect(faqPage.mainEntity.every((entry) => !entry.acceptedAnswer.text.includes(']('))).toBe(true);
  });
});

describe('contact', () => {
  it('has the contact details, the first 5 FAQs and the email, address and office-hours blocks', async () => {
    const html = await get('/contact');
    const text = mainText(html);
    expect(headingsAt(html, 1)).toEqual(['Contact Us']);
    const links = hrefs(elements(html, 'main')[0]!);
    expect(links).toContain(`mailto:${brand.email}`);
    expect(links).toContain(brand.telephone.href);
    expect(nodes(html, 'main details > summary').map(textOf)).toEqual(featuredFaqs.map((faq) => faq.question));
    expect(linksNamed(html, 'View more claim FAQs').map((link) => link.properties.href)).toEqual(['/faqs']);
    expect(headingsAt(html, 3)).toEqual(expect.arrayContaining(['Email', 'Postal address', 'Office hours']));
    for (const line of [...brand.registeredAddress.lines, brand.registeredAddress.town, brand.registeredAddress.postcode]) {
      expect(text).toContain(line);
    }
    expect(text).toContain('Monday to Friday 9:00 to 17:30');
    expect(text).toContain('Weekends Closed');
  });

  it('orders the blocks as the spec does: details, FAQs, then email, address and hours', async () => {
    const text = mainText(await get('/contact'));
    const at = (needle: string) => text.indexOf(needle);
    expect(at('Telephone')).toBeLessThan(at(featuredFaqs[0]!.question));
    expect(at(featuredFaqs[4]!.question)).toBeLessThan(at('Postal address'));
    expect(at('Postal address')).toBeLessThan(at('Office hours'));
  });
});
