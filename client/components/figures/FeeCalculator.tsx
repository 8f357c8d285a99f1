import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useRegistry } from '../../registry.ts';
import {
  feeBands,
  feeForRedress,
  feeRangeText,
  fees,
  nothingIfUnsuccessfulText,
  formatPence,
  formatPounds,
  redressRangeWithPence,
  type FeeQuote,
} from '../../../shared/fees/fees.ts';
import { FEE_CALCULATOR_ANCHOR, parseRedressInput, REDRESS_PARAM } from '../../../shared/fees/redressInput.ts';
import { FeeTable } from './FeeTable.tsx';

const ANCHOR = FEE_CALCULATOR_ANCHOR;

/**
 * The fee calculator (issue 3, item 10): an expected redress in; the band, the
 * percentage and the fee in pounds out, capped by the band's maximum. The
 * result and the table come from the same `feeForRedress` and `feeBands`.
 *
 * HTML first: the form submits `?redress=` with GET and the server renders
 * the result; with JavaScript the result follows the typing.
 */
export function FeeCalculator() {
  const registry = useRegistry();
  const { pathname, search } = useLocation();
  const [text, setText] = useState(() => new URLSearchParams(search).get(REDRESS_PARAM) ?? '');
  const input = useRef<HTMLInputElement>(null);
  // Hydration keeps what was typed while the code was on its way (it loads after the first
  // paint, decision 010); its result shows at once rather than at the next key.
  useEffect(() => setText(input.current!.value), []);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const trimmed = text.trim();
  const amount = parseRedressInput(trimmed);
  const quote = amount === undefined ? undefined : feeForRedress(amount);
  // A lone "£" is the start of an amount, not a mistake.
  const invalid = trimmed.replace(/^£\s*/, '') !== '' && !quote;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the result is already showing; the page need not reload.
    event.preventDefault();
  };

  return (
    <section className="fee-calculator" id={ANCHOR} aria-labelledby="fee-calculator-heading">
      <h2 id="fee-calculator-heading">Work out the fee</h2>
      <p>
        If your claim succeeds, our partner law firm’s fee is {feeRangeText()} of the amount recovered, and each band has a maximum fee.{' '}
        {nothingIfUnsuccessfulText('sentence')} Type the amount you expect to get back to see what you would pay.
      </p>
      <form className="fee-calculator__form" method="get" action={`${pathname}#${ANCHOR}`} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="fee-calculator__label">
          Expected redress (£)
        </label>
        <p id={hintId} className="fee-calculator__hint">
          In pounds, for example <span className="num">2,500</span>
        </p>
        <div className="fee-calculator__row">
          <span className="fee-calculator__prefix" aria-hidden="true">
            £
          </span>
          <input
            ref={input}
            id={inputId}
            name={REDRESS_PARAM}
            className="fee-calculator__input num"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            aria-invalid={invalid || undefined}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--secondary">
            Calculate fee
          </button>
        </div>
      </form>
      <div className="fee-calculator__result" aria-live="polite">
        {quote ? (
          <FeeResult quote={quote} redressPence={Math.round(amount! * 100)} />
        ) : invalid ? (
          <p className="fee-calculator__error">
            Enter an amount of at least <span className="num">{formatPounds(feeBands[0]!.minRedress)}</span>, for example <span className="num">2,500</span>.
          </p>
        ) : null}
      </div>
      <FeeTable activeBand={quote?.band.band} />
      <p className="fee-calculator__note">
        Fees include VAT. You can cancel without charge within the {fees.coolingOffDays}-day cooling-off period; after it, a cancellation fee may apply.{' '}
        {registry.text.freeRoutes} If you do, you pay no fee.
      </p>
    </section>
  );
}

function FeeResult({ quote, redressPence }: { quote: FeeQuote; redressPence: number }) {
  const { band, percent, feePence, capped } = quote;
  return (
    <dl className="fee-result">
      <div className="fee-result__item">
        <dt>Fee band</dt>
        <dd>
          Band <span className="num">{band.band}</span>: <span className="num">{redressRangeWithPence(band)}</span>
        </dd>
      </div>
      <div className="fee-result__item">
        <dt>Percentage</dt>
        <dd>
          <span className="num">{percent}%</span> including VAT
        </dd>
      </div>
      <div className="fee-result__item fee-result__item--fee">
        <dt>Fee</dt>
        <dd>
          <span className="num fee-result__fee">{formatPence(feePence)}</span>
          {capped && (
            <span className="fee-result__cap">
              {' '}
              capped at the band maximum of <span className="num">{formatPounds(band.maxFee)}</span>
            </span>
          )}
        </dd>
      </div>
      <div className="fee-result__item">
        <dt>You would keep</dt>
        <dd>
          <span className="num">{formatPence(redressPence - feePence)}</span> of <span className="num">{formatPence(redressPence)}</span>
        </dd>
      </div>
    </dl>
  );
}
