import { complaintLetter, readLetterQuery } from './complaintLetter.ts';
import { complainFreeHref } from './lenderFinderUrl.ts';
import { answersToSearch } from '../pre-check/preCheckAnswers.ts';
import { parsePreCheckAnswers } from '../pre-check/preCheckReading.ts';

describe('complainFreeHref', () => {
  it('is the bare page with no lender and no answers', () => {
    expect(complainFreeHref()).toBe('/complain-free');
    expect(complainFreeHref(undefined, '')).toBe('/complain-free');
  });

  it('carries the lender first, then the pre-check’s own parameters', () => {
    expect(complainFreeHref('black-horse')).toBe('/complain-free?lender=black-horse');
    const search = answersToSearch(parsePreCheckAnswers('start=2015-06&type=pcp&via=dealer', '2026-11-25').answers);
    expect(complainFreeHref('close-brothers', search)).toBe('/complain-free?lender=close-brothers&start=2015-06&type=pcp&via=dealer');
    expect(complainFreeHref(undefined, '?type=hp')).toBe('/complain-free?type=hp');
  });

  it('never lets the answers replace the lender, and encodes what it is given', () => {
    expect(complainFreeHref('toyota', '?lender=evil&type=hp')).toBe('/complain-free?lender=toyota&type=hp');
    expect(complainFreeHref('a b&c')).toBe('/complain-free?lender=a+b%26c');
  });

  it('round-trips into the letter', () => {
    const href = complainFreeHref('toyota', '?start=2013-02&type=hp');
    const letter = complaintLetter(readLetterQuery(href.split('?')[1]!, '2026-11-25'));
    expect(letter.lender?.slug).toBe('toyota');
    expect(letter.paragraphs[0]?.text[0]).toMatch(/hire purchase \(HP\) agreement with you, which began in February 2013/);
  });
});
