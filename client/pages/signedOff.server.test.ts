/**
 * Issue 45 item 16: the classes of slip a compliance reading found, held by a machine. Each reads what a
 * visitor and a search engine read (every sitemap page's words, its meta tags and its structured data, a
 * few pre-check results, and every document as served), and each rule is shown failing on the words it
 * replaced, so it can fail.
 */
import request from 'supertest';
import { brand, EXAMPLE_MARK, isStandIn, postalAddress, type BrandDetail } from '../../shared/brand/brand.ts';
import { documentNames, documentUrl } from '../../shared/content/documents.ts';
import { buildTestApp, BROWSER_UA, type TestApp } from '../../testing/app.ts';
import { jsonLd, nodes, textOf, without } from '../../testing/html.ts';
import { sitemapPaths } from '../sitemapPaths.ts';
import { nothingIfUnsuccessfulText } from '../../shared/fees/fees.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

/** A few pre-check results besides the sitemap's pages: the answers' words are pages too. */
const RESULT_PATHS = [
  '/pre-check?start=2015-06&type=pcp&apr=interest&via=dealer&for=personal&complained=no&represented=no',
  '/pre-check?start=2010-02&type=hp&complained=lender',
  '/pre-check?start=2015-06&type=pcp&apr=zero',
];
const PAGE_PATHS = [...sitemapPaths(), ...RESULT_PATHS];

interface Read {
  /** The visible words, customers' reviews left out (their words are theirs: issue 46 reads them). */
  readonly body: string;
  /** Meta descriptions and every string of the structured data. */
  readonly snippets: readonly string[];
}

const spaces = (text: string) => text.replace(/[\u00a0\s]+/g, ' ').trim();

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

function read(html: string): Read {
  const metas = nodes(html, 'meta[content]')
    .filter((meta) => /description|title/.test(String(meta.properties.name ?? meta.properties.property ?? '')))
    .map((meta) => String(meta.properties.content));
  return {
    body: spaces(textOf(without(html, '.review-card'))),
    snippets: [...metas, ...jsonLd(html).flatMap((data) => stringsIn({ ...data, review: undefined }))].map(spaces),
  };
}

const pages = new Map<string, Read>();
async function page(path: string): Promise<Read> {
  if (!pages.has(path)) {
    const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
    expect(res.status, path).toBe(200);
    pages.set(path, read(res.text));
  }
  return pages.get(path)!;
}

async function documentText(name: (typeof documentNames)[number]): Promise<string> {
  const res = await request(t.app).get(documentUrl(name));
  expect(res.status, name).toBe(200);
  // As read: a link's words, not its address ("[0121 496 0123](tel:…) (example)").
  return spaces(res.text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/);
}

// ---------------------------------------------------------------------------------------------------------------

/** What a snippet may not promise unless its page says the same (issue 45 item 1: "Nothing is stored or sent"). */
const PRIVACY_CLAIMS = /\b(nothing is (?:stored|sent|kept)|(?:is|are) (?:not|never) (?:stored|sent|kept)|does not keep|stores nothing|sends nothing)\b/gi;

/** Figures and dates a snippet states: each must be on its page too. */
const FIGURES =
  /£[\d,.]+(?:bn|m|M)?|\b\d+(?:\.\d+)?%|\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/g;

function snippetProblems({ body, snippets }: Read): string[] {
  return snippets.flatMap((snippet) => [
    ...[...snippet.matchAll(PRIVACY_CLAIMS)].filter(([claim]) => !body.toLowerCase().includes(claim!.toLowerCase())).map(([claim]) => `claims "${claim}"`),
    ...[...snippet.matchAll(FIGURES)].filter(([figure]) => !body.includes(figure!)).map(([figure]) => `states ${figure}`),
    // "no win no fee" never alone (issue 45 item 7): the fee beside it
    ...(/no win,? no fee/i.test(snippet) && !/\d+% to \d+%/.test(snippet) ? [`"no win no fee" without the fee: ${snippet.slice(0, 80)}`] : []),
  ]);
}

describe('a snippet, meta tag or structured data never says more than its page (issue 45 items 1 and 16)', () => {
  it('would catch the old pre-check description, a figure not on the page and "no win no fee" alone', () => {
    const body = 'Your answers travel in this page’s address. Our server works out the result from them and does not keep them.';
    expect(snippetProblems({ body, snippets: ['See what applies. Nothing is stored or sent.'] })).toEqual(['claims "Nothing is stored"']);
    expect(snippetProblems({ body, snippets: ['Our server does not keep them.'] })).toEqual([]);
    expect(snippetProblems({ body, snippets: ['Up to 44% were mis-sold.'] })).toEqual(['states 44%']);
    expect(snippetProblems({ body, snippets: ['We work on a no win no fee basis.'] })).toHaveLength(1);
  });

  it.each(PAGE_PATHS)('%s', async (path) => {
    expect(snippetProblems(await page(path))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------

/**
 * The sign-up's old names (issue 45 item 2): a "check" is the free pre-check's word, never the claim application's;
 * "check your eligibility" and "free to check" name no one thing either (compliance reading B, M1 and N13).
 */
const OLD_SIGN_UP_NAMES =
  /\beligibility check(?:er)?s?\b|\bcheck(?:s|ing)? (?:your |their )?eligibility\b|\bfree to check\b|\bchecking whether you could claim\b/i;

describe('one name for the sign-up, "claim application", across pages and documents (issue 45 items 2 and 16)', () => {
  it('would catch the old terms 3.1', () => {
    expect(OLD_SIGN_UP_NAMES.test('3.1 Our eligibility check is free. It takes about 60 seconds.')).toBe(true);
    expect(OLD_SIGN_UP_NAMES.test('When you check your eligibility or make a claim')).toBe(true);
    expect(OLD_SIGN_UP_NAMES.test('Free to check. You can also claim for free')).toBe(true);
    expect(OLD_SIGN_UP_NAMES.test('Checking whether you could claim is free.')).toBe(true);
    expect(OLD_SIGN_UP_NAMES.test('Our pre-check is free too.')).toBe(false);
  });

  it.each(PAGE_PATHS)('%s never calls it an eligibility check', async (path) => {
    const { body, snippets } = await page(path);
    expect([body, ...snippets].filter((text) => OLD_SIGN_UP_NAMES.test(text))).toEqual([]);
  });

  it.each(documentNames)('the %s document never calls it an eligibility check, and names it where it mentions signing up', async (name) => {
    const text = await documentText(name);
    expect(text).not.toMatch(OLD_SIGN_UP_NAMES);
    if (/\bsign-up\b|\bsign up\b/i.test(text)) expect(text).toContain('claim application');
  });

  it('the key facts, the terms and the privacy policy name the claim application', async () => {
    for (const name of ['mlm-key-facts', 'terms-and-conditions', 'privacy-policy'] as const)
      expect(await documentText(name), name).toContain('claim application');
  });
});

// ---------------------------------------------------------------------------------------------------------------

/** Every sentence that says payments begin in 2027 also says on what condition (issue 45 item 4, facts.md §1.2). */
function unconditional(text: string): string[] {
  return sentences(text).filter((sentence) => /begin in 2027/i.test(sentence) && !/upheld and not appealed/i.test(sentence));
}

describe('every "begin in 2027" carries "if the scheme is upheld and not appealed" (issue 45 items 4 and 16)', () => {
  it('would catch the old status line and FAQ', () => {
    expect(unconditional('The FCA says payments should begin in 2027. If it is overturned, later.')).toHaveLength(1);
    expect(unconditional('If the scheme is upheld, payments should begin in 2027; if not, 2028.')).toHaveLength(1);
    expect(unconditional('Payments should begin in 2027, if the scheme is upheld and not appealed.')).toEqual([]);
  });

  it.each(PAGE_PATHS)('%s', async (path) => {
    const { body, snippets } = await page(path);
    expect([body, ...snippets].flatMap(unconditional)).toEqual([]);
  });

  it.each(documentNames)('the %s document', async (name) => {
    expect(unconditional(await documentText(name))).toEqual([]);
  });

  it('the test reads the wording: the FAQs page says it', async () => {
    expect((await page('/faqs')).body).toMatch(/begin in 2027, if the scheme is upheld and not appealed/);
  });
});

// ---------------------------------------------------------------------------------------------------------------

/** Each stand-in as pages and documents show it (shared/brand/brand.ts). */
const STAND_IN_TEXTS: readonly (readonly [BrandDetail, string])[] = (
  [
    ['companyName', brand.companyName],
    ['companyNumber', brand.companyNumber],
    ['registeredAddress', brand.registeredAddress.postcode],
    ['regulator.reference', brand.regulator.reference],
    ['email', brand.email],
    ['telephone', brand.telephone.written],
    ['lawFirm.name', brand.lawFirm.name],
    ['lawFirm.sraNumber', brand.lawFirm.sraNumber],
  ] as const
).filter(([detail]) => isStandIn(detail));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every place a stand-in is shown without the example mark right after it. */
function unmarked(text: string): string[] {
  return STAND_IN_TEXTS.flatMap(([detail, value]) => {
    const shown = [...text.matchAll(new RegExp(`${escape(value)}(?!\\)? ?${escape(EXAMPLE_MARK)})`, 'g'))];
    return shown.map((match) => `${detail}: …${text.slice(Math.max(0, match.index! - 30), match.index! + value.length + 15)}…`);
  });
}

describe('an example brand detail is never shown unmarked (issue 45 items 10 and 16)', () => {
  it('reads every stand-in the brand lists, and would catch the old footer', () => {
    expect(STAND_IN_TEXTS.length).toBeGreaterThan(0);
    expect(unmarked(`Contact ${brand.email} or ${brand.telephone.written}.`).length).toBeGreaterThan(0);
    expect(unmarked(`Contact ${brand.email} ${EXAMPLE_MARK} or ${brand.telephone.written} ${EXAMPLE_MARK}.`)).toEqual([]);
    expect(unmarked(`Registered office: ${postalAddress()} ${EXAMPLE_MARK}.`)).toEqual([]);
  });

  it.each(PAGE_PATHS)('%s marks each in its words, and its meta tags and structured data state none', async (path) => {
    const { body, snippets } = await page(path);
    expect(unmarked(body)).toEqual([]);
    expect(snippets.flatMap((snippet) => STAND_IN_TEXTS.filter(([, value]) => snippet.includes(value)).map(([detail]) => detail))).toEqual([]);
  });

  it.each(documentNames)('the %s document marks each', async (name) => {
    expect(unmarked(await documentText(name))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------

/** Commission kept from you, or not properly told, as if that alone were enough (compliance reading A, M5). */
const UNDISCLOSED = /\b(?:kept from you|hidden from you|(?:was|were|did) not (?:properly )?(?:told|tell|explained|explain|disclosed|disclose))\b/i;
/** What makes a sentence a reason to be paid: "may have to pay back", "you may be owed". */
const PAID = /\bpay (?:you )?back\b|\bmay be owed\b|\brefund\b/i;

/** Every sentence that makes undisclosed commission enough to be paid without naming the three grounds (facts.md §2.2). */
function disclosureAlone(text: string): string[] {
  return sentences(text).filter(
    (sentence) =>
      UNDISCLOSED.test(sentence) &&
      PAID.test(sentence) &&
      !(/discretionary commission arrangement/i.test(sentence) && /high commission/i.test(sentence) && /\btie\b/i.test(sentence)),
  );
}

describe('undisclosed commission is never enough alone: a sentence saying so names the three grounds (compliance reading A, M5)', () => {
  it('would catch the old vehicle and lender paragraphs, and passes the heroes’ wording', () => {
    expect(disclosureAlone('If the commission was unfair or kept from you, the lender may have to pay back what you were overcharged.')).toHaveLength(1);
    expect(
      disclosureAlone(
        'If the commission, or the way it was set, was unfair or was not properly explained to you, the lender may have to pay back what you were overcharged.',
      ),
    ).toHaveLength(1);
    expect(
      disclosureAlone(
        'If the lender did not properly tell you about a discretionary commission arrangement, high commission or a tie between the lender and the dealer, it may have to pay back what you were overcharged.',
      ),
    ).toEqual([]);
  });

  it.each(PAGE_PATHS)('%s', async (path) => {
    const { body, snippets } = await page(path);
    expect([body, ...snippets].flatMap(disclosureAlone)).toEqual([]);
  });
});

/** The three grounds named in one sentence or list (facts.md §2.2), as the heroes, the FAQ and the claim paragraphs do. */
const THREE_GROUNDS = /discretionary commission arrangement.{0,200}high commission.{0,200}\btie\b/i;
/** facts.md §2.2 (VERIFIED [P2][P1]): the captive and white-label exclusion, in the site's words. */
const BRANDED_TIE = /clearly branded and visible to customers/;

/** Each place the three grounds are named whose tie is not followed, within its sentence or the next, by the exclusion. */
function groundsWithoutExclusion(text: string): string[] {
  const missing: string[] = [];
  for (const match of text.matchAll(new RegExp(THREE_GROUNDS, 'gi'))) {
    const after = text.slice(match.index + match[0].length);
    const [rest = '', next = ''] = sentences(after);
    if (!BRANDED_TIE.test(`${rest} ${next}`)) missing.push(text.slice(match.index, match.index + match[0].length + rest.length));
  }
  return missing;
}

describe('wherever the three grounds are named, the branded-tie exclusion is beside them (compliance reading C, M3)', () => {
  it('would catch the grounds without it, and passes them with it', () => {
    const grounds =
      'the lender did not properly tell you about a discretionary commission arrangement, high commission, or a tie between the lender and the dealer.';
    expect(groundsWithoutExclusion(`${grounds} You can see free whether the schemes may cover it.`)).toHaveLength(1);
    expect(
      groundsWithoutExclusion(`${grounds} A tie does not count where the lender’s relationship with the dealer was clearly branded and visible to customers.`),
    ).toEqual([]);
  });

  it('reads the grounds on a captive brand’s lender and make pages, so the rule can fail', async () => {
    for (const path of ['/lenders/mis-sold-audi-car-finance', '/vehicles/audi-car-finance', '/vehicles/ford-car-finance', '/about-us', '/faqs'])
      expect((await page(path)).body, path).toMatch(THREE_GROUNDS);
  });

  it.each(PAGE_PATHS)('%s', async (path) => {
    const { body, snippets } = await page(path);
    expect([body, ...snippets].flatMap(groundsWithoutExclusion)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------

/**
 * How the firm finds agreements ("we search credit reference data") is its own claim with no evidence filed
 * (compliance reading A, U2; content/figures.yaml claims.creditReferenceSearch): shown on /our-figures alone,
 * like the other own claims. The terms, the privacy policy and the key facts describe the service and the
 * data it uses, so they are read by a person, not here.
 */
const CREDIT_REFERENCE = /credit reference/i;
const DESCRIBES_THE_SERVICE = new Set(['/our-figures', '/terms-and-conditions', '/privacy-policy', '/mlm-information-and-key-facts']);

describe('"credit reference" (our own process claim) only on /our-figures (compliance reading A, U2)', () => {
  it('reads the claim on /our-figures, so the rule can fail', async () => {
    expect((await page('/our-figures')).body).toMatch(CREDIT_REFERENCE);
  });

  it.each(PAGE_PATHS.filter((path) => !DESCRIBES_THE_SERVICE.has(path)))('%s', async (path) => {
    const { body, snippets } = await page(path);
    expect([body, ...snippets].filter((text) => CREDIT_REFERENCE.test(text)).map((text) => text.match(/.{0,60}credit reference.{0,60}/i)![0])).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------

/**
 * Words that overstate the chance or presume the outcome (compliance reading A, M1; reading B, M10; reading C, m2
 * and m11): "may cover", "any money you may be owed".
 */
const PRESUMES = /\blikely to cover\b|\b(?:what|any money) you are owed\b/i;

describe('no "likely to cover" and no "what you are owed" (compliance reading C, m2 and m11)', () => {
  it('would catch the old words', () => {
    expect('Check whether the scheme is likely to cover it, free.').toMatch(PRESUMES);
    expect('The firm deals with each lender for you to recover what you are owed.').toMatch(PRESUMES);
    expect('to recover any money you may be owed').not.toMatch(PRESUMES);
  });

  it.each(PAGE_PATHS)('%s', async (path) => {
    const { body, snippets } = await page(path);
    expect([body, ...snippets].flatMap((text) => text.match(new RegExp(`.{0,60}(?:${PRESUMES.source}).{0,30}`, 'gi')) ?? [])).toEqual([]);
  });
});

/**
 * Words facts.md does not back (compliance reading C, U2, U4, U5): the ombudsman is "free for consumers" [F1], not
 * "independent"; no count of people with several lenders; the vehicles are cars, vans, motorbikes and campervans
 * (§2.5), so no "pick-up".
 */
const UNSOURCED = /\bfree and independent\b|\bmore than one lender\b|\bpick-?ups?\b/i;

describe('no "free and independent", "more than one lender" or "pick-up" (compliance reading C, U2, U4, U5)', () => {
  it('would catch the old words', () => {
    for (const old of [
      'The Financial Ombudsman Service is free and independent.',
      'Many people had finance with more than one lender.',
      'a Ford car, van or pick-up',
    ])
      expect(old).toMatch(UNSOURCED);
  });

  it.each(PAGE_PATHS)('%s', async (path) => {
    const { body, snippets } = await page(path);
    expect([body, ...snippets].flatMap((text) => text.match(new RegExp(`.{0,60}(?:${UNSOURCED.source}).{0,30}`, 'gi')) ?? [])).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------

/** "If your claim does not succeed, you pay nothing" said without its exception (compliance reading B, N2). */
const NOTHING_TO_PAY = /\b(?:does not|did not|is not|doesn.t) succe(?:ed|ssful)\b.*\b(?:pay nothing|no fee to pay|nothing to pay)\b/i;

describe('"you pay nothing" if a claim fails always says the cancellation exception in the same sentence (compliance reading B, N2)', () => {
  const alone = (text: string) => sentences(text).filter((sentence) => NOTHING_TO_PAY.test(sentence) && !/unless you cancel/i.test(sentence));

  it('would catch the old words, and passes the one wording', () => {
    expect(alone('If your claim does not succeed, you pay nothing.')).toHaveLength(1);
    expect(alone('If your claim does not succeed, there is no fee to pay.')).toHaveLength(1);
    expect(alone(`${nothingIfUnsuccessfulText('sentence')} Next.`)).toEqual([]);
  });

  it('reads the wording on the home page, so the rule can fail', async () => {
    expect((await page('/')).body).toContain(nothingIfUnsuccessfulText('sentence'));
  });

  it.each(PAGE_PATHS)('%s', async (path) => {
    const { body, snippets } = await page(path);
    expect([body, ...snippets].flatMap(alone)).toEqual([]);
  });
});
