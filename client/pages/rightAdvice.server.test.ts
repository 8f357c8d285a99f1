// Issue 19, right advice or none: the landing pages' heroes (every page's window: pageRules.server.test.ts), and every pre-check
// case where our paid service must not be offered, as the regulator and a driver would.
import request from 'supertest';
import { allFacts } from '../../shared/figures/factRegistry.ts';
import { claimWindowText } from '../../shared/figures/figures.ts';
import { buildTestApp, BROWSER_UA, type TestApp } from '../../testing/app.ts';
import { elements, hrefs, mainOf, textOf } from '../../testing/html.ts';
import { ownEvidenceText } from './our-figures/page.tsx';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

async function get(path: string): Promise<string> {
  const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
  expect(res.status, path).toBe(200);
  return res.text;
}

describe('the firm’s window, stated one way from the registry (issue 19 items 2 and 6; every page: pageRules.server.test.ts)', () => {
  it('the FAQs and documents read the same window', async () => {
    for (const document of ['faqs', 'terms-and-conditions', 'mlm-key-facts']) {
      const markdown = (await request(t.app).get(`/content/${document}.md`)).text;
      expect(markdown, document).not.toMatch(/(?<!\d )April 2007|2007 (and|to) (28 January )?2021/);
      expect(markdown, document).toContain(claimWindowText());
    }
  });
});

describe('the free route in every landing page’s hero (issue 19 item 7)', () => {
  it.each(['/', '/lenders/mis-sold-black-horse-car-finance', '/lenders/mis-sold-close-brothers-car-finance', '/vehicles/audi-car-finance', '/vehicles/ford'])(
    '%s says, before any fee, that complaining is free, then the ombudsman, or the scheme, with a link',
    async (path) => {
      const main = mainOf(await get(path));
      const [free] = elements(main, '.home-intro__free, .landing-hero__free');
      expect(free, path).toBeDefined();
      const sentence = textOf(free!);
      // issue 45 item 5: one sentence at 320 × 568 (free, then the ombudsman); the scheme is in the free routes below
      expect(sentence).toMatch(/yourself, free.*Financial Ombudsman Service/);
      expect(
        hrefs(free!).some((href) => ['/pre-check', '/lenders', '#lender-route-heading'].includes(href)),
        path,
      ).toBe(true);
      const feeAt = textOf(main).search(/18% to 36%|no win no fee/i);
      expect(feeAt === -1 || textOf(main).indexOf(sentence.slice(0, 40)) < feeAt, path).toBe(true);
    },
  );
});

describe('the pre-check never sells where it cannot help (issue 19 item 1)', () => {
  const IN = 'type=pcp&via=dealer&for=personal&complained=no&represented=no';
  const noOffer = [
    `start=2015-06&${IN.replace('represented=no', 'represented=yes')}`,
    `start=2015-06&${IN.replace('complained=no', 'complained=lender')}`,
    `start=2015-06&${IN.replace('complained=no', 'complained=ombudsman')}`,
    `start=2015-06&${IN.replace('via=dealer', 'via=direct')}`,
    `start=2015-06&${IN.replace('for=personal', 'for=company')}`,
    `start=2007-04-05&${IN}`,
    `start=2007-04&${IN}`,
    `start=2021-01-28&${IN}`,
    'start=2015-06',
  ];

  it.each(noOffer)('?%s: no offer, no start-claim link in the result, and a reason', async (search) => {
    const main = mainOf(await get(`/pre-check?${search}`));
    // The whole result (it holds the scheme's status section), not the options table after it.
    const [result] = elements(main, 'section.pre-check-result');
    const text = textOf(result!);
    expect(text).not.toContain('We could take it on.');
    expect(text).not.toContain('If you would like us to do it');
    expect(hrefs(result!).filter((href) => href.includes('new-claimant-details'))).toEqual([]);
    expect(text).toMatch(/We would not take this agreement on\.|We cannot tell yet whether we could take it on\./);
  });

  it('offers the service, after the free routes, when every answer is in', async () => {
    const text = textOf(mainOf(await get(`/pre-check?start=2015-06&${IN}`)));
    expect(text).toContain('We could take it on.');
    expect(text.indexOf('What you can do now, for free')).toBeLessThan(text.indexOf('If you would like us to do it'));
    // issue 29: the verdict and the free routes come before our answer, our fee and the sign-up
    const verdict = text.indexOf('Is it covered by the FCA’s redress scheme?');
    const free = text.indexOf('What you can do now, for free');
    expect(verdict).toBeGreaterThan(-1);
    expect(verdict).toBeLessThan(free);
    expect(free).toBeLessThan(text.indexOf('Would we take it on?'));
    expect(free).toBeLessThan(text.indexOf('We could take it on.'));
    expect(text.indexOf('Would we take it on?')).toBeLessThan(text.indexOf('Start a claim with us'));
  });

  it('refuses a future start date with a message, and keeps what was typed', async () => {
    const text = textOf(mainOf(await get('/pre-check?start=2029-01')));
    expect(text).toContain('The date the agreement began must be today or in the past');
  });
});

describe('/our-figures (issue 19 items 3 and 5)', () => {
  it('never says "we hold the evidence" while one of our own entries has none filed', async () => {
    const ours = allFacts().filter((fact) => fact.kind === 'operator');
    const missing = ours.filter((fact) => !fact.evidence);
    expect(missing.length).toBeGreaterThan(0);
    const text = textOf(mainOf(await get('/our-figures')));
    expect(text).not.toMatch(/we hold the evidence/i);
    expect(text).toContain(ownEvidenceText(ours));
    expect(ownEvidenceText([{ kind: 'operator', evidence: 'Compliance file FIN-12' }])).toBe('We hold the evidence for each of them.');
  });

  it('lists the firm’s window as the firm’s own, not the regulator’s', async () => {
    const html = mainOf(await get('/our-figures'));
    for (const id of ['dates-claimWindowStart', 'dates-claimWindowEnd']) {
      const [row] = elements(html, `tr#${id}`);
      expect(textOf(row!), id).toContain('Drivefair’s own figure');
      expect(textOf(row!), id).not.toContain('The regulator (FCA)');
    }
  });
});
