import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { faqsFrom } from '../faqs/allFaqs.ts';
import { faqAnswerText } from '../faqs/faqAnswers.tsx';
import { brand } from '../brand/brand.ts';
import { fillPlaceholders } from '../content/documentPlaceholders.ts';
import { dates, figures, quotes } from './figures.ts';
import { registryIds } from './registryIds.ts';
import { registryText } from './registryFile.ts';

describe('registryText: words that cite the registry', () => {
  it('fills each reference from its entry, and leaves other braces alone', () => {
    expect(registryText('{figures.misSoldShare.display} of deals; {dates.claimWindowEnd.display}; {brand.name}; {not a reference}')).toBe(
      `${figures.misSoldShare.display} of deals; ${dates.claimWindowEnd.display}; ${brand.name}; {not a reference}`,
    );
  });

  it('refuses a reference to no entry, naming it', () => {
    expect(() => registryText('{figures.noSuchFigure.display}')).toThrow(/figures\.noSuchFigure.*content\/figures\.yaml/);
    expect(() => registryText('{dates.claimWindowEnd.nothing}')).toThrow(/the field must be one of/);
  });

  it('fills an FAQ answer’s references as it fills its placeholders', () => {
    const [faq] = faqsFrom('## How many?\n\nAbout {figures.misSoldShare.display}.\n');
    expect(faq!.question).toBe('How many?');
    expect(faqAnswerText(faq!)).toBe(`About ${figures.misSoldShare.display}.`);
  });
});

describe('one reference syntax for the registry: {group.id.field} in code, markdown and YAML (issue 48 item 2)', () => {
  const CONTENT = join(import.meta.dirname, '../../content');
  const contentFiles = [
    ...readdirSync(CONTENT).filter((name) => /\.(md|ya?ml)$/.test(name)),
    ...readdirSync(join(CONTENT, 'faqs')).map((name) => `faqs/${name}`),
  ].map((name) => ({ name, text: readFileSync(join(CONTENT, name), 'utf8') }));
  const entryIds = new Set<string>(Object.values(registryIds).flat());

  it('fills a document’s references (the markdown served, its PDF) as it fills an FAQ’s', () => {
    expect(fillPlaceholders('About {figures.misSoldShare.display}, by {dates.finalRules.month}.')).toBe(
      `About ${figures.misSoldShare.display}, by ${registryText('{dates.finalRules.month}')}.`,
    );
    expect(fillPlaceholders('“{quotes.rathiNoNeedForClaimsFirm.value}”')).toBe(`“${quotes.rathiNoNeedForClaimsFirm.value}”`);
  });

  it('fails a document, an FAQ and the words of code alike on a reference to no entry, naming it', () => {
    expect(() => fillPlaceholders('About {figures.noSuchFigure.display}.')).toThrow(/figures\.noSuchFigure/);
    expect(() => faqsFrom('## How many?\n\nAbout {figures.noSuchFigure.display}.\n')).toThrow(/figures\.noSuchFigure/);
    expect(() => registryText('{dates.noSuchDate.display}')).toThrow(/dates\.noSuchDate/);
  });

  it('has no second syntax for an entry: {{id}} is no placeholder, and fails as an unknown one', () => {
    expect(() => fillPlaceholders('{{averageRedressFinal}}')).toThrow('{{averageRedressFinal}}');
    expect(() => fillPlaceholders('{{misSoldShareShort}}')).toThrow('{{misSoldShareShort}}');
    for (const { name, text } of contentFiles) {
      const named = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!);
      expect(
        named.filter((id) => entryIds.has(id) || entryIds.has(id.replace(/Short$/, ''))),
        name,
      ).toEqual([]);
    }
  });

  it('cites entries that exist, in every content file', () => {
    const references = contentFiles.flatMap(({ text }) => [...text.matchAll(/\{((?:figures|dates|claims|quotes)\.\w+\.\w+)\}/g)].map((match) => match[1]!));
    expect(references.length).toBeGreaterThan(20);
    for (const reference of references) expect(() => registryText(`{${reference}}`), reference).not.toThrow();
  });
});
