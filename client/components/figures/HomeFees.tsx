import { KEY_FACTS_PAGE_KEY } from '../../../shared/content/documents.ts';
import { feeRangeText, nothingIfUnsuccessfulText } from '../../../shared/fees/fees.ts';
import { FEE_CALCULATOR_ANCHOR, REDRESS_PARAM } from '../../../shared/fees/redressInput.ts';
import { FeeTable } from './FeeTable.tsx';

/**
 * The fees on the home page: the table of spec section 9 and a plain GET form
 * that takes an amount to the calculator on the key facts page, which shows
 * the fee for it with or without JavaScript. The calculator's own code loads
 * only there, keeping the home page within its first-load budget.
 */
export function HomeFees() {
  return (
    <section className="fee-calculator" aria-labelledby="home-fees-heading">
      <h2 id="home-fees-heading">Our fees</h2>
      <p>
        If your claim succeeds, our partner law firm’s fee is {feeRangeText()} of the amount recovered, and each band has a maximum fee.{' '}
        {nothingIfUnsuccessfulText('sentence')}
      </p>
      <FeeTable activeBand={undefined} />
      <form className="fee-calculator__form" method="get" action={`/${KEY_FACTS_PAGE_KEY}#${FEE_CALCULATOR_ANCHOR}`}>
        <label htmlFor="home-fees-redress" className="fee-calculator__label">
          Expected redress (£)
        </label>
        <div className="fee-calculator__row">
          <span className="fee-calculator__prefix" aria-hidden="true">
            £
          </span>
          <input id="home-fees-redress" name={REDRESS_PARAM} className="fee-calculator__input num" type="text" inputMode="decimal" autoComplete="off" />
          <button type="submit" className="button button--secondary">
            Work out the fee
          </button>
        </div>
      </form>
    </section>
  );
}
