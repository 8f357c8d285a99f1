import { faqsFrom } from '../faqs/allFaqs.ts';
import { brand } from '../brand/brand.ts';
import { dates, figures } from './figures.ts';
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
    expect(faq).toEqual({ question: 'How many?', answer: `About ${figures.misSoldShare.display}.` });
  });
});
