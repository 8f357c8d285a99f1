import { feeFigureTexts, figuresInText, moneyAndPercentagesIn, registeredFigureTexts, unregisteredFigures } from './figureAudit.ts';
import { feeBands, formatPounds } from '../fees/fees.ts';
import { figures } from './figures.ts';

describe('figuresInText', () => {
  it('finds money, percentages, counts and whole dates, as pages set them', () => {
    expect(figuresInText('About £829 (44%) in 8 weeks, by 31 May 2026.')).toEqual(['£829', '44%', '8', '31 May 2026']);
    expect(moneyAndPercentagesIn('About £829 (44%) in 8 weeks, by 31 May 2026; £7.5bn and £449M.')).toEqual(['£829', '44%', '£7.5bn', '£449M']);
  });
});

describe('registeredFigureTexts', () => {
  const registered = registeredFigureTexts();

  it('holds the figures of the registry’s words, including those inside a display and a quotation', () => {
    for (const figure of ['£829', '£700', '44%', '£950', '£7.5bn', '£8.2bn', '£2,845', '£449M', '95%', '£1,600', '£250', '£75', '30%']) {
      expect(registered, figure).toContain(figure);
    }
    expect(registered).toContain(figures.averageRedressFinal.short);
  });

  it('holds nothing the registry does not say', () => {
    expect(registered).not.toContain('£1bn');
    expect(registered).not.toContain('99%');
  });
});

describe('unregisteredFigures', () => {
  it('lets registry and fee figures through and reports any other £ amount or percentage', () => {
    expect(unregisteredFigures(`Fees from 18% to 36%, at most ${formatPounds(feeBands.at(-1)!.maxFee)}; about £829 each.`)).toEqual([]);
    expect(unregisteredFigures('Up to £1,234 back, 99% success, and £829 on average.')).toEqual(['£1,234', '99%']);
  });

  it('knows the fee bands’ rates and amounts', () => {
    const fees = feeFigureTexts();
    for (const figure of ['15%', '30%', '18%', '36%', '33.6%', '£504', '£12,000', '£1,499', '£50,000']) expect(fees, figure).toContain(figure);
  });
});
