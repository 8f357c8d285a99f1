import { vehicleMakeFromParam } from './vehicles.ts';
import { vehiclePageContent } from '../landing/landingContent.ts';
import { possessive, withArticle } from './nameWords.ts';
import { vehiclePageMeta } from './vehiclePageMeta.ts';

describe('withArticle', () => {
  it('writes "an" before a vowel and "a" before a consonant', () => {
    expect(withArticle('Audi')).toBe('an Audi');
    expect(withArticle('Alphera')).toBe('an Alphera');
    expect(withArticle('BMW')).toBe('a BMW');
    expect(withArticle('car')).toBe('a car');
  });
});

describe('names after "a"', () => {
  it('never writes "a" before a lender or make that starts with a vowel', () => {
    const audi = vehicleMakeFromParam('audi-car-finance')!;
    const text = JSON.stringify([vehiclePageMeta(audi), vehiclePageContent(audi)]);
    expect(text).toContain('an Audi');
    expect(text).not.toMatch(/\ba [AEIOU]/);
  });
});

describe('possessive', () => {
  it('adds only an apostrophe to a name ending in s', () => {
    expect(possessive('Close Brothers')).toBe('Close Brothers’');
    expect(possessive('Barclays')).toBe('Barclays’');
    expect(possessive('Santander')).toBe('Santander’s');
  });
});
