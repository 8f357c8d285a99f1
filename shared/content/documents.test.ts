/**
 * The documents in content/ checked against the modules that own each fact:
 * brand details (brand.ts), fees (fees.ts), what the browser stores. The text
 * tested is the text served: fillPlaceholders, the build's own function.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Root, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { agreementsStorageKey, brand, consentStorageKey, legalStatement, postalAddress, shownBrand, utmStorageKey } from '../brand/brand.ts';
import { CONSENT_MONTHS } from '../attribution/consent.ts';
import { FEE_EXAMPLE_REDRESS, fillPlaceholders, placeholders, scrollStorageKey } from './documentPlaceholders.ts';
import { faqsDocumentMarkdown } from '../faqs/allFaqs.ts';
import { documentNames, legalPageKeys, type DocumentName } from './documents.ts';
import { legalPages } from './legalPages.ts';
import { feeBands, feeForRedress, feeRangeText, fees, type FeeBand } from '../fees/fees.ts';
import { unregisteredFigures } from '../figures/figureAudit.ts';
import { dates, factsCheckedOn, figures, quotes, type Fact } from '../figures/figures.ts';
import { allFacts } from '../figures/factRegistry.ts';
import { confinedToOurFigures } from '../figures/factTypes.ts';
import { UTM_PARAMS } from '../attribution/utm.ts';

const ROOT = join(import.meta.dirname, '../..');
const LEGAL_DOCUMENTS = documentNames.filter((name) => name !== 'faqs');

const source = (name: DocumentName) => (name === 'faqs' ? faqsDocumentMarkdown : readFileSync(join(ROOT, 'content', `${name}.md`), 'utf8'));
const served = (name: DocumentName) => fillPlaceholders(source(name));

/** Every GFM table in a document, as rows of cell text. */
function tablesOf(markdown: string): string[][][] {
  const tree: Root = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const tables = tree.children.filter((node): node is Table => node.type === 'table');
  const text = (node: unknown): string =>
    typeof node === 'object' && node !== null && 'value' in node
      ? String(node.value)
      : typeof node === 'object' && node !== null && 'children' in node
        ? (node.children as unknown[]).map(text).join('')
        : '';
  return tables.map((table) => table.children.map((row) => row.children.map(text)));
}

const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));

/** Reads the fee table back into fee bands: what a reader of the document would understand. */
function feeBandsFromTable(rows: string[][]): FeeBand[] {
  return rows.slice(1).map(([band, redress, fee, maxFee]) => {
    const range = /^£([\d,]+) (?:to £([\d,]+)|and above \(no upper limit\))$/.exec(redress!);
    if (!range) throw new Error(`unreadable redress range: ${redress}`);
    return {
      band: Number(band),
      minRedress: pounds(range[1]!),
      maxRedress: range[2] ? pounds(range[2]) : null,
      feeBasisPoints: Math.round(Number(/^([\d.]+)%$/.exec(fee!)![1]) * 100),
      maxFee: pounds(maxFee!),
    };
  });
}

function feeTableOf(markdown: string): string[][] {
  const table = tablesOf(markdown).find((rows) => rows[0]?.[0] === 'Band');
  if (!table) throw new Error('no fee table');
  return table;
}

describe('content/ documents', () => {
  it('has every document of spec section 7, and every placeholder in them is known', () => {
    const files = readdirSync(join(ROOT, 'content')).filter((file) => file.endsWith('.md'));
    // The FAQ document is kept in two files, content/faqs/featured.md and more.md (shared/faqs/allFaqs.ts);
    // a page of its own may keep its FAQ beside them (docs/developing.md, Adding a page).
    for (const name of LEGAL_DOCUMENTS) expect(files).toContain(`${name}.md`);
    expect(readdirSync(join(ROOT, 'content/faqs'))).toEqual(expect.arrayContaining(['featured.md', 'more.md']));
    for (const name of LEGAL_DOCUMENTS) expect(() => served(name)).not.toThrow();
  });

  it('rejects an unknown placeholder, so a typo fails the build', () => {
    expect(() => fillPlaceholders('Call {{telephon}}')).toThrow('{{telephon}}');
    // issue 45 item 10: a stand-in is marked where a document shows it
    expect(fillPlaceholders('Call {{ telephone }}')).toBe(`Call ${shownBrand.telephone}`);
  });

  it.each(LEGAL_DOCUMENTS)('%s names no brand detail or fee by hand (brand.ts and fees.ts own them)', (name) => {
    const text = source(name);
    const handWritten = [
      brand.name,
      brand.companyName,
      brand.companyNumber,
      brand.regulator.reference,
      brand.email,
      brand.telephone.display,
      brand.registeredAddress.postcode,
      ...brand.registeredAddress.lines,
      ...feeBands.map((band) => `${band.feeBasisPoints / 100}%`),
      `${fees.coolingOffDays}-day`,
      // figures.ts owns these
      figures.eligibilityCheckSeconds.display,
      figures.lenderResponseWeeks.display,
      dates.claimWindowStart.display,
      dates.claimWindowEnd.display,
    ];
    for (const detail of handWritten) expect(text, `${name} repeats "${detail}"`).not.toContain(detail);
  });

  it.each(LEGAL_DOCUMENTS)('%s is a titled page with sections and no leftover placeholder', (name) => {
    const text = served(name);
    expect(legalPages.some((page) => page.file === name)).toBe(true);
    expect(text).toMatch(/^Last updated: [A-Z][a-z]+ \d{4}$/m);
    expect(text.match(/^# /gm)?.length).toBeGreaterThanOrEqual(4);
    expect(text).not.toMatch(/\{\{|\}\}/);
    // Raw HTML would be dropped by the pipeline: documents are pure markdown.
    expect(text).not.toMatch(/<[a-z][^>]*>/i);
  });

  it.each(LEGAL_DOCUMENTS)('%s carries the company’s contact details exactly as brand.ts has them', (name) => {
    const text = served(name);
    expect(text).toContain(brand.name);
    expect(text).toContain(brand.email);
    if (name !== 'privacy-policy') expect(text).toContain(placeholders.officeHours);
    expect(text).toContain(postalAddress());
  });

  it.each(['terms-and-conditions', 'terms-of-use', 'complaints-procedure', 'mlm-key-facts'] as const)(
    '%s carries the full legal statement (regulator, firm reference, company number)',
    (name) => {
      const text = served(name);
      expect(text).toContain(legalStatement());
      expect(text).toContain(`firm reference number ${shownBrand.firmReference}`);
      expect(text).toContain(`company number ${shownBrand.companyNumber}`);
    },
  );

  it('gives office hours as the spec does: Monday to Friday, 9:00 to 17:30', () => {
    expect(placeholders.officeHours).toBe('Monday to Friday, 9:00 to 17:30');
    expect(served('terms-and-conditions')).toContain('Monday to Friday, 9:00 to 17:30');
  });

  it.each(['terms-and-conditions', 'mlm-key-facts'] as const)(
    '%s states the fees, the cooling-off period, the cancellation fee, the free routes and the claim window',
    (name) => {
      const text = served(name);
      expect(text).toContain('made from 6 April 2007 and before 28 January 2021');
      // issue 45 items 2 and 9: the sign-up by its one name, and no unevidenced time of our own
      expect(text).toContain('claim application');
      expect(text).not.toMatch(/60 seconds|eligibility check/);
      expect(feeRangeText()).toBe('15% to 30% plus VAT (18% to 36% including VAT)');
      expect(text).toContain(feeRangeText());
      expect(text).toContain(`**${fees.coolingOffDays} days**`);
      expect(text).toMatch(/after the 14-day cooling-off period.{0,40}a cancellation fee may apply/is);
      expect(text).toMatch(/no win no fee/i);
      expect(text).toMatch(/directly (with|to) (your|the) lender/i);
      expect(text).toMatch(/redress scheme/);
      expect(text).toContain('Financial Ombudsman Service');
      expect(text).toMatch(/\bfree\b/);
    },
  );

  it.each(['terms-and-conditions', 'mlm-key-facts'] as const)('%s has the fee table of spec section 9, equal to feeBands', (name) => {
    const table = feeTableOf(served(name));
    expect(table[0]).toEqual(['Band', 'Redress obtained from the lender', 'Fee (including VAT)', 'Maximum fee (including VAT)']);
    expect(feeBandsFromTable(table)).toEqual(feeBands);
  });

  it('shows the fee table figures as the spec words them', () => {
    const rows = feeTableOf(served('mlm-key-facts')).slice(1);
    expect(rows).toEqual([
      ['1', '£1 to £1,499', '36%', '£504'],
      ['2', '£1,500 to £9,999', '33.6%', '£3,000'],
      ['3', '£10,000 to £24,999', '30%', '£6,000'],
      ['4', '£25,000 to £49,999', '24%', '£9,000'],
      ['5', '£50,000 and above (no upper limit)', '18%', '£12,000'],
    ]);
  });

  it('works the key-facts examples out with feeForRedress', () => {
    const examples = tablesOf(served('mlm-key-facts')).find((rows) => rows[0]?.[0] === 'Redress obtained');
    expect(examples?.slice(1).length).toBe(FEE_EXAMPLE_REDRESS.length);
    for (const [redress, band, rate, fee, kept] of examples!.slice(1)) {
      const quote = feeForRedress(pounds(redress!))!;
      expect(Number(band)).toBe(quote.band.band);
      expect(rate).toBe(`${quote.percent}%`);
      expect(Math.round(pounds(fee!.replace(' (maximum fee)', '')) * 100)).toBe(quote.feePence);
      expect(fee!.includes('(maximum fee)')).toBe(quote.capped);
      expect(Math.round(pounds(kept!) * 100)).toBe(pounds(redress!) * 100 - quote.feePence);
    }
    // The examples show at least one capped fee, so the cap is explained by example.
    expect(examples!.some((row) => row[3]!.includes('(maximum fee)'))).toBe(true);
  });

  it('sends complaints to the Claims Management Ombudsman, by that one name, with its time limits (issue 45 items 9 and 11)', () => {
    const text = served('complaints-procedure');
    expect(text).toContain('8 weeks');
    expect(text).toContain('6 months');
    expect(text).toContain('**Claims Management Ombudsman**, the Financial Ombudsman Service’s service for complaints about claims management companies');
    // no address or number that was not checked at its source
    expect(text).not.toMatch(/Exchange Tower|0800 023 4567|PO Box 6167|0300 555 0333/);
    expect(served('terms-and-conditions')).toContain('Claims Management Ombudsman');
    expect(served('privacy-policy')).not.toMatch(/Wycliffe House|0303 123 1113/);
  });

  it('tells people their data rights and how to complain to the ICO', () => {
    const text = served('privacy-policy');
    expect(text).toContain(`company number ${shownBrand.companyNumber}`);
    expect(text).toMatch(/UK General Data Protection Regulation/);
    expect(text).toContain('Information Commissioner’s Office');
  });

  it('names in terms 5.5 the other charges that 6.2 and 7.2 allow, instead of saying there are none', () => {
    const text = served('terms-and-conditions');
    expect(text).not.toMatch(/no other charges/i);
    const clause = text.slice(text.indexOf('5.5 '), text.indexOf('\n', text.indexOf('5.5 ')));
    expect(clause).toContain('section 6.2');
    expect(clause).toContain('section 7.2');
  });

  it('does not say a key fact’s label again in its figure (issue 19: "Per household: £2,845 per household")', () => {
    const text = served('mlm-key-facts');
    expect(text).not.toMatch(/\*\*Press estimates:\*\*[^\n]*\(press estimates/i);
    expect(text).not.toMatch(/\*\*Per household:\*\*[^\n]*per household/i);
  });

  it('never promises in the FAQs that a claim will succeed: whether anything is owed depends on the commission', () => {
    const text = served('faqs');
    expect(text).not.toMatch(/you can still claim|you can claim for every/i);
    expect(text).toContain('Each agreement is looked at separately');
  });
});

describe('cookie policy: true to what the site stores', () => {
  const text = served('cookie-policy');

  it('says the site sets no cookies, and the code sets none', () => {
    expect(text).toContain('We do not set any cookies.');
    for (const file of sourceFiles()) expect(readFileSync(file, 'utf8'), relative(ROOT, file)).not.toMatch(/document\.cookie/);
  });

  it('names the attribution key and the five UTM parameters it keeps in local storage, only with consent', () => {
    expect(utmStorageKey).toBe('drivefair_utm');
    expect(text).toContain(`| \`${utmStorageKey}\` | Local storage |`);
    for (const name of UTM_PARAMS) expect(text).toContain(`\`${name}\``);
    expect(UTM_PARAMS).toHaveLength(5);
    expect(text).toContain('**Only if you accept.**');
  });

  it('names the choice record, what it holds and how long it is kept (issue 28)', () => {
    expect(consentStorageKey).toBe('drivefair_consent');
    const row = text.split('\n').find((line) => line.startsWith(`| \`${consentStorageKey}\` | Local storage |`));
    expect(row).toContain('“accepted” or “refused”');
    expect(row).toContain(`${CONSENT_MONTHS} months`);
    expect(CONSENT_MONTHS).toBeLessThanOrEqual(6);
  });

  it('names the scroll-position record in session storage, with the key the document gives React Router’s ScrollRestoration', () => {
    const document = readFileSync(join(ROOT, 'client/Document.tsx'), 'utf8');
    expect(document).toContain('<ScrollRestoration storageKey={scrollStorageKey} />');
    expect(scrollStorageKey).toBe('drivefair_scroll');
    expect(text).toContain(`| \`${scrollStorageKey}\` | Session storage |`);
  });

  it('names the list of agreements, kept only by the visitor’s own action and never sent (issue 47)', () => {
    expect(agreementsStorageKey).toBe('drivefair_agreements');
    const row = text.split('\n').find((line) => line.startsWith(`| \`${agreementsStorageKey}\` | Local storage |`));
    expect(row).toContain('only if you add one');
    expect(row).toContain('never sent');
  });

  it('covers every place the code uses browser storage (add a row here and in the policy for a new one)', () => {
    const keyByFile: Record<string, string> = {
      'client/attribution/attribution.ts': 'consentStorageKey',
      'shared/agreements/agreementStore.ts': 'agreementsStorageKey',
    };
    const users = sourceFiles()
      .filter((file) => /\b(localStorage|sessionStorage)\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(users.length).toBeGreaterThan(0);
    for (const file of users) {
      expect(Object.keys(keyByFile), `${file} uses browser storage`).toContain(file);
      expect(readFileSync(join(ROOT, file), 'utf8')).toContain(keyByFile[file]!);
    }
  });
});

/** Browser code that ships: client/ and shared/, tests left out. */
function sourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );
  return [...walk(join(ROOT, 'client')), ...walk(join(ROOT, 'shared'))];
}

describe('legal page keys', () => {
  it('lists every legal page, in the order of their configs', () => {
    expect(legalPages.map((page) => page.key)).toEqual([...legalPageKeys]);
  });
});

describe('figures in the documents (issue 14)', () => {
  // The fee tables come from fees.ts and are checked above; everything else must come from the registry.
  const withoutFeeTables = (name: DocumentName) => fillPlaceholders(source(name), { ...placeholders, feeTable: '', feeExamples: '' });

  it.each(documentNames)('%s states no £ amount or percentage that the registry or the fee bands do not', (name) => {
    expect(unregisteredFigures(withoutFeeTables(name))).toEqual([]);
  });

  it('gives the regulator’s figures in the key facts, each worded by whose it is, and none of our unevidenced ones (issue 29)', () => {
    const text = served('mlm-key-facts');
    const spec: readonly Fact[] = [
      figures.misSoldShare,
      figures.averageRedressPerAgreement,
      figures.averageRedressFinal,
      figures.lenderResponseWeeks,
      dates.complaintDeadline,
    ];
    for (const fact of spec) expect(text).toContain(fact.short ?? fact.display);
    // compliance reading A, U5: the FCA's words alone, never our gloss ("per person, not per agreement") as if theirs
    expect(text).toContain(`most individuals would probably receive ${figures.regulatorEstimateAugust2025.display}.`);
    expect(text).not.toMatch(/per person, not per agreement/);
    expect(text).toMatch(/never a deadline for you/);
    expect(text).toContain('/our-figures');
    // Shown on /our-figures only until their evidence is filed; the press's 40% is dropped.
    for (const fact of allFacts().filter(confinedToOurFigures)) {
      expect(text, fact.id).not.toContain(fact.display);
      if (fact.short && /[£%]/.test(fact.short)) expect(text, fact.id).not.toContain(fact.short);
    }
    expect(text).not.toMatch(/40%|several more months|do not need your (old )?paperwork/);
  });

  it('says who the customer contracts with and who invoices, and names the law firm (issue 29)', () => {
    const terms = served('terms-and-conditions');
    expect(terms).toContain(`‘Our partner law firm’ means ${brand.lawFirm.name}`);
    expect(terms).toContain(`SRA number ${brand.lawFirm.sraNumber}`);
    expect(terms).toMatch(/These terms are your contract with [^.]*: we find your agreements/);
    expect(terms).toContain('the invoice is the law firm’s');
    expect(terms).not.toContain('our invoice');
    const keyFacts = served('mlm-key-facts');
    expect(keyFacts).toContain(`Our partner law firm is ${brand.lawFirm.name}`);
  });

  it('qualifies finding agreements without paperwork: credit files show about the last 6 years (issue 29)', () => {
    for (const name of ['terms-and-conditions', 'mlm-key-facts'] as const) {
      expect(served(name), name).toMatch(/Credit files show agreements active in about the last 6 years \(the FCA’s guide\), so for an older agreement we may/);
    }
  });

  it('puts the free routes before our fee, and quotes the FCA on fees with who said it and when', () => {
    const text = served('mlm-key-facts');
    expect(text.indexOf('You do not have to use a claims company')).toBeLessThan(text.indexOf('# What it costs'));
    for (const quote of [quotes.rathiNoNeedForClaimsFirm, quotes.fcaCostOfClaimsFirm, quotes.howardLoseOver30]) {
      expect(text).toContain(`“${quote.value}” (${quote.display})`);
    }
  });

  it.each(['mlm-key-facts', 'terms-and-conditions', 'terms-of-use', 'complaints-procedure'] as const)(
    '%s states no stale timing, and dates the scheme’s status where it gives it',
    (name) => {
      const text = served(name);
      expect(text).not.toMatch(/early 2026|likely to start|has consulted on/);
      expect(text).not.toMatch(/between [^.\n]*? to /);
      if (text.includes(dates.hearing.display)) expect(text).toContain(`Facts checked ${factsCheckedOn.span}`);
    },
  );
});
