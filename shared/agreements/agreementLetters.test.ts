import { agreementLetter } from './agreementLetters.ts';
import type { Agreement } from './agreementFile.ts';

const agreement: Agreement = {
  lender: 'black-horse',
  started: '2012-03',
  type: 'hp',
  status: 'complained',
  statusDate: '2026-09-20',
  agreementNumber: 'BH-77123',
  registration: 'AB12 CDE',
};

describe('the letters for an agreement', () => {
  it('a subject access request: dated today, with the agreement’s number, date and registration; free and one month', () => {
    const text = agreementLetter('subject-access', agreement, 'Black Horse', 'Hire purchase (HP)', '2026-11-28', { ccaFeePounds: 1 });
    expect(text).toContain('28 November 2026');
    expect(text).toContain('Agreement number: BH-77123');
    expect(text).toContain('Date of the agreement: March 2012');
    expect(text).toContain('Vehicle registration: AB12 CDE');
    expect(text).toContain('Article 15');
    expect(text).toContain('normally free');
    expect(text).toContain('within one month');
  });

  it('the Consumer Credit Act copy: the fee from the registry, for a running agreement', () => {
    const text = agreementLetter('cca-copy', agreement, 'Black Horse', 'Hire purchase (HP)', '2026-11-28', { ccaFeePounds: 1 });
    expect(text).toContain('section 77');
    expect(text).toContain('I enclose the fee of £1.');
    expect(text).toContain('I still owe money');
  });

  it('a change of address, with blanks for what was not given', () => {
    const text = agreementLetter(
      'change-of-address',
      { ...agreement, agreementNumber: undefined, registration: undefined },
      'MotoNovo',
      'Personal contract purchase (PCP)',
      '2027-01-05',
      { ccaFeePounds: 1 },
    );
    expect(text).toContain('5 January 2027');
    expect(text).toContain('Agreement number: ____________________');
    expect(text).toContain('My new address is:');
    expect(text).toContain('redress scheme');
  });
});
