import { feeBands, formatPounds } from '../../shared/fees.ts';

/** Fee calculator: expected redress in, band, percentage and capped fee out. (Placeholder API; see issue 3.) */
export function FeeCalculator() {
  return (
    <section className="fee-calculator" aria-labelledby="fee-calculator-heading">
      <h2 id="fee-calculator-heading">Work out the fee</h2>
      <p>The most you would pay is {formatPounds(feeBands.at(-1)!.maxFee)}, in band {feeBands.length}.</p>
    </section>
  );
}
