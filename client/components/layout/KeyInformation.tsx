import { Link } from 'react-router';
import { useRegistry } from '../../registry.ts';
import { OPTIONS_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import { feeBands, feeRangeText, fees, formatPounds, nothingIfUnsuccessfulText } from '../../../shared/fees/fees.ts';
import type { SchemeStatus as SchemeStatusData } from '../../../shared/figures/schemeStatus.ts';
import { SchemeStatus } from '../figures/SchemeStatus.tsx';

/**
 * The Key Information block (spec section 2, Home): average refund, regulator
 * update, no win no fee, information sources and about your choices.
 */
export function KeyInformation({ status }: { status: SchemeStatusData }) {
  const { dates, figures, factsCheckedSpan, text } = useRegistry();
  const maxFees = feeBands.map((band) => band.maxFee);
  return (
    <section className="section key-info" aria-labelledby="key-info-heading">
      <div className="container">
        <div className="section__header">
          <h2 id="key-info-heading">Key information</h2>
          <p className="lead">What you need to know before you decide how to claim.</p>
        </div>
        <div className="key-info__grid">
          <article className="key-info__item" aria-labelledby="key-info-refund">
            <h3 id="key-info-refund">Average redress</h3>
            <p>{text.averageRedress}</p>
            {/* issue 29: the FCA said "per individual", not per agreement; the household illustration
                rests on our own assumptions, so it stays on /our-figures only */}
            <p className="key-info__small">
              In {dates.regulatorEstimate.display} the FCA said most individuals would probably receive {figures.regulatorEstimateAugust2025.display}.
            </p>
          </article>
          <article className="key-info__item key-info__item--wide" aria-labelledby="key-info-regulator">
            <h3 id="key-info-regulator">Regulator update</h3>
            <SchemeStatus status={status} headingId="key-info-status" headingLevel={3} />
          </article>
          <article className="key-info__item" aria-labelledby="key-info-nwnf">
            <h3 id="key-info-nwnf">No win no fee</h3>
            <p>
              {nothingIfUnsuccessfulText('sentence')} If it succeeds, our partner law firm’s fee is {feeRangeText()} of the amount recovered, with a maximum fee
              for each band (from <span className="num">{formatPounds(Math.min(...maxFees))}</span> to{' '}
              <span className="num">{formatPounds(Math.max(...maxFees))}</span>).
            </p>
            <p className="key-info__small">
              You can cancel free of charge within the <span className="num">{fees.coolingOffDays}</span>-day cooling-off period. After it, a cancellation fee
              may apply. See <Link to="/mlm-information-and-key-facts">Information &amp; Key Facts</Link>, and{' '}
              <Link to={OPTIONS_PATH}>compare no win no fee with the free routes</Link>.
            </p>
          </article>
          <article className="key-info__item" aria-labelledby="key-info-sources">
            <h3 id="key-info-sources">Information sources</h3>
            <p>
              {/* issue 45 item 7: named as they are: most are the FCA's estimates, read in law firms' and consultancies' summaries and press reports */}
              The figures are the Financial Conduct Authority’s estimates and rules, and the Financial Ombudsman Service’s, as we read them in the FCA’s
              Handbook and pages, law firms’ and consultancies’ summaries and press reports; the sources page names each one. Figures of our own are listed only
              on the sources page, marked as ours, until we have filed the evidence for them.
            </p>
            <p className="key-info__small">
              Facts checked {factsCheckedSpan}. <Link to="/our-figures">See every figure and its source</Link>.
            </p>
          </article>
          <article className="key-info__item key-info__item--choices" aria-labelledby="key-info-choices">
            <h3 id="key-info-choices">About your choices</h3>
            <p>{text.freeRoutes}</p>
            <p className="key-info__small">
              The Financial Ombudsman Service is free for consumers. Using a claims company is optional, and you should only use one if the help is worth the
              fee to you.
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}
