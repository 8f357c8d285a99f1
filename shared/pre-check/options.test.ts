import { feeRangeText, fees } from '../fees/feeRange.ts';
import { feeBands, feeForRedress, feePercent, formatPence, formatPounds } from '../fees/fees.ts';
import { feeOnAverageRedress, optionColumns, optionRows, optionsCaption } from './options.ts';
import { formatIsoDate } from '../dates/dates.ts';
import { scopeFacts, type Citation, type ScopeFactKey } from '../figures/schemeScope.ts';

/** Every figure in a text, as plain digits: "£1,499" → 1499, "33.6%" → 33.6, "14–18" → 14 and 18. */
function figuresIn(text: string): string[] {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((match) => String(Number(match[0].replace(/,/g, ''))));
}

/** The figures a citation vouches for. */
function figuresOf(cite: Citation): string[] {
  if (cite === 'feeBands') {
    return feeBands.flatMap((band) => [
      ...figuresIn(`${feePercent(band)}% ${formatPounds(band.minRedress)} ${formatPounds(band.maxFee)}`),
      ...(band.maxRedress === null ? [] : figuresIn(formatPounds(band.maxRedress))),
    ]);
  }
  if (cite === 'feeRange') return [...figuresIn(feeRangeText()), String(fees.coolingOffDays)];
  const fact = scopeFacts[cite as ScopeFactKey];
  return [...figuresIn(`${fact.value} ${fact.display}`), ...figuresIn(formatIsoDate(fact.source.date))];
}

const allCells = optionRows.flatMap((row) => optionColumns.map((column) => [row.id, column.key, row.cells[column.key]] as const));

describe('your options side by side', () => {
  it('has the five rows and four columns of issue 15, free routes first', () => {
    expect(optionRows.map((row) => row.name)).toEqual([
      'Complain to the lender yourself',
      'The FCA’s redress scheme',
      'The Financial Ombudsman Service',
      'Drivefair and our partner law firm',
      'Going to court through a solicitor',
    ]);
    expect(optionRows.map((row) => row.free)).toEqual([true, true, true, false, false]);
    expect(optionColumns.map((column) => column.heading)).toEqual(['What it costs you', 'What you have to do', 'How long it may take', 'What to watch for']);
  });

  it.each(allCells)('%s / %s: every figure comes from what the cell cites', (_row, _column, passages) => {
    expect(passages.length).toBeGreaterThan(0);
    for (const passage of passages) {
      const vouched = new Set(passage.cites.flatMap(figuresOf));
      // A fee worked out from the bands for the FCA's average is vouched for by both together.
      if (passage.cites.includes('feeBands') && passage.cites.includes('averageRedressFinal')) {
        vouched.add(String(feeForRedress(scopeFacts.averageRedressFinal.value)!.feePence / 100));
      }
      for (const figure of figuresIn(passage.text)) expect(vouched.has(figure), `${figure} in “${passage.text}”`).toBe(true);
      for (const cite of passage.cites) expect(cite === 'feeBands' || cite === 'feeRange' || cite in scopeFacts, cite).toBe(true);
    }
  });

  it('states our fee from the fee bands and the FCA’s average from the registry', () => {
    const cost = optionRows
      .find((row) => row.id === 'us')!
      .cells.cost.map((passage) => passage.text)
      .join(' ');
    expect(cost).toContain('15% to 30% plus VAT (18% to 36% including VAT)');
    for (const band of feeBands) expect(cost).toContain(`${feePercent(band)}% (at most ${formatPounds(band.maxFee)})`);
    expect(feeOnAverageRedress()).toBe(formatPence(feeForRedress(829)!.feePence));
    expect(cost).toContain('On the FCA’s estimated average of £829, that would be £298.44.');
  });

  it('quotes the FCA on claims firms’ fees, with its date', () => {
    const cost = optionRows
      .find((row) => row.id === 'us')!
      .cells.cost.map((passage) => passage.text)
      .join(' ');
    expect(cost).toContain(
      'The FCA said on 12 September 2025: “Using a CMC or law firm to make a motor finance claim could cost consumers around 30% of any compensation paid.”',
    );
  });

  it('says the Ombudsman is free for consumers, and what it charges claims firms', () => {
    const cost = optionRows
      .find((row) => row.id === 'ombudsman')!
      .cells.cost.map((passage) => passage.text)
      .join(' ');
    expect(cost).toMatch(/^Nothing: the Ombudsman is free for consumers/);
    expect(cost).toContain(
      'From 1 April 2025, the Ombudsman said, a claims firm or law firm that refers a case pays it £250 a case after its first 10 in a year (£75 net if the consumer wins)',
    );
    expect(cost).toMatch(/we have not found whether they changed/);
  });

  it('invents no court figures, and attributes the group-litigation report to its source', () => {
    const court = optionRows.find((row) => row.id === 'court')!;
    const text = optionColumns
      .flatMap((column) => court.cells[column.key])
      .map((passage) => passage.text)
      .join(' ');
    expect(text).not.toMatch(/£|%/);
    expect(court.cells.cost[0]!.text).toMatch(/depends on the solicitor’s terms: ask before you sign/);
    expect(text).toContain('A claims firm’s news page reported that on 30 June 2026');
  });

  it('dates the scheme’s timetable', () => {
    const howLong = optionRows
      .find((row) => row.id === 'scheme')!
      .cells.howLong.map((passage) => passage.text)
      .join(' ');
    expect(howLong).toContain('30 March 2026');
    expect(howLong).toContain('2 July 2026');
    expect(howLong).toContain('14–18 December 2026 or 16–26 February 2027');
    expect(howLong).toMatch(/should begin in 2027, if the scheme is upheld and not appealed.*2028 or beyond/);
  });

  it('says who is included without opting in, with the implementation periods’ end dates, and claims nothing beyond them (issue 29)', () => {
    const whatYouDo = optionRows
      .find((row) => row.id === 'scheme')!
      .cells.whatYouDo.map((passage) => passage.text)
      .join(' ');
    expect(whatYouDo).not.toMatch(/included automatically/);
    // compliance reading A, U6: the rule is sourced for the later scheme (CONRED 5) alone
    expect(whatYouDo).toContain('If you complained before the scheme’s implementation period ended (30 June 2026 for agreements made from 1 April 2014)');
    expect(whatYouDo).not.toContain('31 August 2026');
    expect(whatYouDo).toContain('We have not found a source saying how a later complaint is treated, or the same rule for earlier agreements.');
    expect(whatYouDo).toMatch(/where a lender finds a relevant commission arrangement/);
  });

  it('promises nothing and hurries no one', () => {
    for (const [, , passages] of allCells) {
      for (const passage of passages) expect(passage.text).not.toMatch(/guarantee|you will (get|receive)|act now|hurry|don.t miss|limited time|urgent/i);
    }
  });

  it('dates its caption with the day the facts were checked', () => {
    expect(optionsCaption()).toBe('Your options side by side (facts checked 23 November 2026)');
  });
});
