/**
 * The check behind "no page writes a figure by hand" (issue 14): every amount
 * in £ and every percentage a page shows must come from the figures registry
 * (shared/figures/figures.ts) or from the fee bands (shared/fees/fees.ts). Pure, so a test
 * can run it over landing copy, FAQ answers, documents and rendered pages.
 */
import { feeBands, feePercent, fees, formatPounds } from '../fees/fees.ts';
import { allFacts } from './factRegistry.ts';
import { splitFigures } from './splitFigures.ts';

/** Every figure in running text, as pages set them in the numeric font (`£829`, `44%`, `8`, `28 January 2021`). */
export function figuresInText(text: string): string[] {
  return splitFigures(text)
    .filter((part) => part.figure)
    .map((part) => part.text);
}

/** What the registry must account for: amounts in £ and percentages. */
export function moneyAndPercentagesIn(text: string): string[] {
  return figuresInText(text).filter((figure) => figure.startsWith('£') || figure.endsWith('%'));
}

/** The £ amounts and percentages the registry states: in each display, short form, and quotation. */
export function registeredFigureTexts(): Set<string> {
  const texts = allFacts().flatMap((fact) => [fact.display, fact.short ?? '', typeof fact.value === 'string' ? fact.value : '']);
  return new Set(texts.flatMap(moneyAndPercentagesIn));
}

/** The £ amounts and percentages of the fee bands and fee range (the key-facts table, the calculator, the copy). */
export function feeFigureTexts(): Set<string> {
  const percents = [fees.minPercentExVat, fees.maxPercentExVat, fees.minPercentIncVat, fees.maxPercentIncVat, ...feeBands.map(feePercent)];
  const pounds = feeBands.flatMap((band) => [band.minRedress, band.maxRedress ?? band.minRedress, band.maxFee]);
  return new Set([...percents.map((percent) => `${percent}%`), ...pounds.map(formatPounds)]);
}

/** The £ amounts and percentages in `text` that neither the registry nor the fee bands state. */
export function unregisteredFigures(text: string, allowed: ReadonlySet<string> = new Set([...registeredFigureTexts(), ...feeFigureTexts()])): string[] {
  return moneyAndPercentagesIn(text).filter((figure) => !allowed.has(figure));
}
