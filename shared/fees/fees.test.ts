import {
  feeBandFor,
  feeBands,
  feeForRedress,
  feePercent,
  feeRangeText,
  fees,
  formatPence,
  formatPounds,
  redressRangeLabel,
  redressRangeWithPence,
} from './fees.ts';

describe('feeForRedress at every band edge (spec section 9)', () => {
  // [redress £, band, fee in pence, capped]
  it.each([
    [1, 1, 36, false],
    [1_499, 1, 50_400, true], // 36% would be £539.64
    [1_500, 2, 50_400, false], // 33.6% of £1,500 is exactly £504
    [9_999, 2, 300_000, true], // 33.6% would be £3,359.66
    [10_000, 3, 300_000, false],
    [24_999, 3, 600_000, true], // 30% would be £7,499.70
    [25_000, 4, 600_000, false],
    [49_999, 4, 900_000, true], // 24% would be £11,999.76
    [50_000, 5, 900_000, false],
    [1_000_000, 5, 1_200_000, true], // 18% would be £180,000
  ] as const)('£%d is band %d, fee %d pence, capped %s', (redress, band, feePence, capped) => {
    const quote = feeForRedress(redress);
    expect(quote).toBeDefined();
    expect(quote!.band.band).toBe(band);
    expect(quote!.feePence).toBe(feePence);
    expect(quote!.capped).toBe(capped);
    expect(quote!.percent).toBe(feePercent(quote!.band));
  });

  it('charges the percentage below the cap, in exact pence', () => {
    expect(feeForRedress(1_000)).toMatchObject({ feePence: 36_000, capped: false, percent: 36 });
    expect(feeForRedress(2_845)).toMatchObject({ feePence: 95_592, capped: false, percent: 33.6 });
    expect(feeForRedress(700.5)!.feePence).toBe(25_218);
  });

  it('never charges more than the band maximum', () => {
    for (const redress of [1_400, 1_450, 8_929, 20_001, 37_501, 66_667, 5_000_000]) {
      const quote = feeForRedress(redress)!;
      expect(quote.feePence).toBeLessThanOrEqual(quote.band.maxFee * 100);
    }
  });

  it('keeps £1,499.50 in band 1: bands cover whole pounds', () => {
    expect(feeBandFor(1_499.5)!.band).toBe(1);
  });

  it.each([0, 0.99, -1, -5_000, Number.NaN, Number.POSITIVE_INFINITY])('has no fee for %d', (redress) => {
    expect(feeForRedress(redress)).toBeUndefined();
  });
});

describe('the fee table (spec section 9)', () => {
  it('matches the spec row by row', () => {
    expect(feeBands.map((band) => [band.band, redressRangeLabel(band), `${feePercent(band)}%`, band.maxFee])).toEqual([
      [1, '£1 to £1,499', '36%', 504],
      [2, '£1,500 to £9,999', '33.6%', 3_000],
      [3, '£10,000 to £24,999', '30%', 6_000],
      [4, '£25,000 to £49,999', '24%', 9_000],
      [5, '£50,000 and above', '18%', 12_000],
    ]);
    expect(feeBands.at(-1)!.maxRedress).toBeNull();
  });

  it('has contiguous bands with no gaps or overlaps', () => {
    feeBands.slice(1).forEach((band, index) => {
      expect(band.minRedress).toBe(feeBands[index]!.maxRedress! + 1);
    });
  });

  it('spans the advertised range: 15% to 30% plus VAT is 18% to 36% including VAT', () => {
    const percents = feeBands.map(feePercent);
    expect(Math.min(...percents)).toBe(fees.minPercentIncVat);
    expect(Math.max(...percents)).toBe(fees.maxPercentIncVat);
    expect(fees.minPercentExVat * 1.2).toBeCloseTo(fees.minPercentIncVat);
    expect(fees.maxPercentExVat * 1.2).toBeCloseTo(fees.maxPercentIncVat);
    expect(feeRangeText()).toBe('15% to 30% plus VAT (18% to 36% including VAT)');
    expect(fees.coolingOffDays).toBe(14);
  });

  it('formats pence as pounds, with pence only when there are some', () => {
    expect(formatPence(50_400)).toBe('£504');
    expect(formatPence(25_218)).toBe('£252.18');
    expect(formatPence(1_200_000)).toBe('£12,000');
  });
});

describe('formatPounds and formatPence', () => {
  const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
  const pence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
  const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1_000, 1_001, 1_499, 9_999, 10_000, 99_999, 100_000, 123_456, 999_999, 1_000_000, 12_345_678];

  it('write whole pounds as en-GB Intl does, rounding halves up', () => {
    for (const amount of [...amounts, ...amounts.map((a) => a + 0.5), ...amounts.map((a) => a + 0.49), 700.5, 2_845.2]) {
      expect(formatPounds(amount), String(amount)).toBe(pounds.format(amount));
    }
  });

  it('write pence as en-GB Intl does, dropping ".00"', () => {
    for (const amount of [
      ...amounts,
      ...amounts.map((a) => a * 100 + 1),
      ...amounts.map((a) => a * 100 + 50),
      ...amounts.map((a) => a * 100 + 99),
      25_218,
      95_592,
    ]) {
      expect(formatPence(amount), String(amount)).toBe(amount % 100 === 0 ? pounds.format(amount / 100) : pence.format(amount / 100));
    }
  });
});

describe('the band range the calculator shows (issue 45 item 11)', () => {
  it('covers an amount with pence: £1,499.50 is band 1, "£1 to under £1,500"', () => {
    expect(redressRangeWithPence(feeBandFor(1499.5)!)).toBe('£1 to under £1,500');
    expect(feeBands.map(redressRangeWithPence)).toEqual([
      '£1 to under £1,500',
      '£1,500 to under £10,000',
      '£10,000 to under £25,000',
      '£25,000 to under £50,000',
      '£50,000 and above',
    ]);
  });
});
