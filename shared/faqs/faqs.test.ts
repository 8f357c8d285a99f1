import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { factPlaceholders } from '../figures/factPlaceholders.ts';
import { registryText } from '../figures/registryFile.ts';
import { moneyAndPercentagesIn, unregisteredFigures } from '../figures/figureAudit.ts';
import { claimWindowText, dates, factsCheckedOn, figures } from '../figures/figures.ts';
import { fillPlaceholders } from '../content/placeholders.ts';
import { faqs, faqsDocumentMarkdown, featuredFaqs } from './allFaqs.ts';
import { faqAnswerText } from './faqAnswers.tsx';
import { answerBlocks, answerText, inlineSegments, parseFaqs } from './faqs.ts';
import { feeBands, feeRangeText, fees, formatPounds } from '../fees/fees.ts';

const FIXTURE = `# Frequently Asked Questions

## First question?

A first paragraph
that wraps onto a second line.

Second paragraph.

## Second question?

The finance types covered are:
- Personal contract purchase (PCP)
- Hire purchase (HP)

Read the [key facts](/mlm-information-and-key-facts).

## Heading with no answer

## Third question?
Line right after the heading.
`;

describe('parseFaqs', () => {
  const items = parseFaqs(FIXTURE);

  it('reads each ## heading as a question and the text up to the next as its answer', () => {
    expect(items.map((item) => item.question)).toEqual(['First question?', 'Second question?', 'Third question?']);
    expect(items[2]!.answer).toBe('Line right after the heading.');
  });

  it('ignores the document title and headings without an answer', () => {
    expect(items.some((item) => item.question.includes('Frequently'))).toBe(false);
    expect(items.some((item) => item.question.includes('no answer'))).toBe(false);
  });

  it('accepts Windows line endings', () => {
    expect(parseFaqs(FIXTURE.replace(/\n/g, '\r\n'))).toEqual(items);
  });
});

describe('answerBlocks (spec section 3)', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(answerBlocks(parseFaqs(FIXTURE)[0]!.answer)).toEqual([
      { kind: 'paragraph', text: 'A first paragraph that wraps onto a second line.' },
      { kind: 'paragraph', text: 'Second paragraph.' },
    ]);
  });

  it('shows a paragraph whose colon is followed by line breaks as an intro plus a bullet list', () => {
    expect(answerBlocks(parseFaqs(FIXTURE)[1]!.answer)[0]).toEqual({
      kind: 'list',
      intro: 'The finance types covered are:',
      items: ['Personal contract purchase (PCP)', 'Hire purchase (HP)'],
    });
  });

  it('accepts list lines without a bullet marker, and numbered ones', () => {
    expect(answerBlocks('You need:\nyour name\n2. your address')).toEqual([{ kind: 'list', intro: 'You need:', items: ['your name', 'your address'] }]);
  });

  it('keeps a colon in the middle of a paragraph as a paragraph', () => {
    expect(answerBlocks('Note: this is one paragraph.')).toEqual([{ kind: 'paragraph', text: 'Note: this is one paragraph.' }]);
  });
});

describe('inline links', () => {
  it('splits text on markdown links', () => {
    expect(inlineSegments('Read the [key facts](/mlm-information-and-key-facts) page.')).toEqual([
      { kind: 'text', text: 'Read the ' },
      { kind: 'link', text: 'key facts', href: '/mlm-information-and-key-facts' },
      { kind: 'text', text: ' page.' },
    ]);
  });

  it('gives structured data plain text, with links reduced to their words', () => {
    const answer = parseFaqs(FIXTURE)[1]!.answer;
    expect(answerText(answer)).toBe('The finance types covered are: Personal contract purchase (PCP); Hire purchase (HP). Read the key facts.');
  });
});

describe('the FAQ document (content/faqs/*.md, served as /content/faqs.md)', () => {
  const markdown = faqsDocumentMarkdown;
  const filled = registryText(fillPlaceholders(markdown, factPlaceholders));

  it('has 14 questions, and home and contact show the first 5', () => {
    expect(faqs).toHaveLength(14);
    expect(featuredFaqs).toEqual(faqs.slice(0, 5));
    expect(featuredFaqs).toHaveLength(5);
    expect(parseFaqs(readFileSync(join(import.meta.dirname, '../../content/faqs/featured.md'), 'utf8'))).toHaveLength(5);
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(14);
    expect(markdown.startsWith('# Frequently Asked Questions\n')).toBe(true);
  });

  it('puts the most important questions first: who can claim, the free routes, the fee', () => {
    expect(featuredFaqs.map((faq) => faq.question)).toEqual([
      'Who can make a car finance claim?',
      'Do I have to use a claims company?',
      'How much does it cost to claim with you?',
      'How do I know if my car finance was mis-sold?',
      'How much could I get back?',
    ]);
  });

  it('uses both answer formats', () => {
    expect(faqs.some((faq) => faq.answerHtml.includes('<ul>'))).toBe(true);
    expect(faqs.every((faq) => faq.answerHtml.startsWith('<p>'))).toBe(true);
  });

  it('states the fees exactly as shared/fees/fees.ts does', () => {
    expect(filled).toContain(feeRangeText());
    const maxFees = feeBands.map((band) => band.maxFee);
    expect(filled).toContain(`from ${formatPounds(Math.min(...maxFees))} up to ${formatPounds(Math.max(...maxFees))}`);
    expect(filled).toContain(`${fees.coolingOffDays}-day cooling-off period`);
    expect(filled).toMatch(/cancellation fee may apply/);
  });

  it('types no £ amount or percentage by hand: every one comes from a placeholder', () => {
    expect(moneyAndPercentagesIn(markdown)).toEqual([]);
    expect(moneyAndPercentagesIn(filled).length).toBeGreaterThan(0);
  });

  it('states no £ amount or percentage that the registry or the fee bands do not', () => {
    expect(unregisteredFigures(filled)).toEqual([]);
    expect(unregisteredFigures(faqs.map((faq) => faqAnswerText(faq)).join(' '))).toEqual([]);
  });

  it('states the claim window, the scheme’s status dated, and the free routes', () => {
    expect(filled).toContain(claimWindowText());
    expect(filled).not.toMatch(/between [^.]*? to /);
    expect(filled).toContain(figures.lenderResponseWeeks.display);
    // issue 45 item 9: the sign-up's time is an unevidenced figure of our own, kept to /our-figures
    expect(filled).not.toContain(figures.eligibilityCheckSeconds.display);
    for (const route of ['directly to your lender', 'Financial Ombudsman Service', 'regulator’s redress scheme']) {
      expect(filled).toContain(route);
    }
  });

  it('words the average as the FCA did: the final £829 beside the consultation’s £700, and “less than £950”', () => {
    const answer = faqAnswerText(faqs.find((faq) => faq.question === 'How much could I get back?')!);
    expect(answer).toContain(figures.averageRedressFinal.short);
    expect(answer).toContain(figures.averageRedressPerAgreement.short);
    // compliance reading A, U5: the FCA's words, without our gloss given as theirs
    expect(answer).toContain(`most individuals would probably receive ${figures.regulatorEstimateAugust2025.display}.`);
    expect(filled).not.toMatch(/per person, not per agreement/);
    expect(filled).not.toMatch(/up to £950/);
    expect(filled).not.toMatch(/£950 per agreement/);
  });

  it('brings every answer about timing up to date: the status, dated, and no stale deadline or start date', () => {
    const timing = faqs.filter((faq) => /How long|redress scheme\?/.test(faq.question));
    expect(timing).toHaveLength(2);
    for (const faq of timing) {
      const answer = faqAnswerText(faq);
      for (const fact of [dates.finalRules, dates.suspension, dates.hearing, dates.paymentsIfUpheld]) expect(answer, faq.question).toContain(fact.display);
      expect(answer, faq.question).toContain(`Facts checked ${factsCheckedOn.span}`);
    }
    expect(filled).not.toContain(dates.complaintDeadline.display);
    expect(filled).not.toMatch(/early 2026|likely to start/);
  });

  describe('issue 29: what a compliance officer would strike', () => {
    const answerTo = (question: string) => faqAnswerText(faqs.find((faq) => faq.question === question)!);

    it('calls starting a claim a sign-up, says what it asks for, and sends the free check to /pre-check (item 7)', () => {
      const answer = answerTo('What do I need to start a claim?');
      // issue 45 items 2 and 9: the sign-up by its one name; its time is an unevidenced figure of our own
      expect(answer).toContain('Starting a claim with us means filling in our claim application, a sign-up.');
      expect(answer).not.toContain(figures.eligibilityCheckSeconds.display);
      expect(faqs.find((faq) => faq.question === 'What do I need to start a claim?')!.answerHtml).toContain('href="/pre-check"');
      expect(featuredFaqs.find((faq) => faq.question === 'How much does it cost to claim with you?')!.answerHtml).toContain('href="/pre-check"');
      expect(filled).not.toMatch(/Checking your eligibility|Checking whether you may have a claim is free/);
    });

    it('says a credit search finds only agreements of about the last 6 years, wherever it is offered (item 9)', () => {
      for (const question of ['How does the claims process work?', 'What do I need to start a claim?', 'What if I no longer have my finance paperwork?']) {
        expect(answerTo(question), question).toContain(`active in about the last ${figures.creditFileYears.display}, the FCA says`);
      }
      expect(filled).not.toMatch(/so you do not need to find the paperwork|You do not need your finance paperwork/);
    });

    it('says the schemes’ cover beside our window for several vehicles (item 10)', () => {
      expect(answerTo('Can I claim for more than one vehicle?')).toContain(
        `${claimWindowText()}, whether with one lender or several. The FCA’s redress schemes can cover agreements made from ${dates.scheme1Start.display} to ${dates.scheme2End.display}`,
      );
    });

    it('says lenders invite only where they found a relevant arrangement, and not whether they still do (item 13)', () => {
      const answer = answerTo('What is the regulator’s redress scheme?');
      expect(answer).toContain('where it finds your agreement had a relevant commission arrangement');
      expect(answer).toContain('We have found no source that says whether lenders keep sending these invitations while the scheme is partly suspended');
    });

    it('words the FCA’s £950 per individual, as it did (facts.md §5.3)', () => {
      expect(answerTo('How much could I get back?')).toContain(`most individuals would probably receive ${figures.regulatorEstimateAugust2025.display}.`);
    });
  });

  it('gives the implementation periods’ end for “already complained”, and claims nothing about later complaints (issue 29)', () => {
    const answer = faqs.find((faq) => faq.question === 'Do I have to use a claims company?')!;
    const text = faqAnswerText(answer);
    // compliance reading A, U6: facts.md sources automatic inclusion for Scheme 2's rules (CONRED 5) alone
    expect(text).toContain(
      'Under Scheme 2’s rules (for agreements made from 1 April 2014), complaints a lender received before the end of the scheme’s implementation period (30 June 2026)',
    );
    expect(text).not.toContain('31 August 2026 for earlier ones');
    expect(text).toContain('we have not found a source saying how a later complaint is treated, or stating the same rule for Scheme 1');
    expect(text).not.toMatch(/you do not need to start again/);
  });

  it('uses no words of urgency', () => {
    expect(filled).not.toMatch(/\b(hurry|act now|act fast|don’t miss|before it’s too late|limited time|deadline)\b/i);
  });

  it('never names the brand, so a rebrand stays a one-file change', async () => {
    const { brand } = await import('../brand/brand.ts');
    expect(markdown).not.toContain(brand.name);
  });
});
