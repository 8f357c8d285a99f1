import { Link } from 'react-router';
import { dates, figures, freeRoutesText } from '../../shared/figures.ts';
import { OPTIONS_PATH } from '../../shared/preCheckUrl.ts';
import { feeBands, feeRangeText, fees, formatPounds } from '../../shared/fees.ts';

const checkedFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The date the figures were last checked: the oldest check, so the claim is never overstated. */
function figuresCheckedText(): string {
  const checked = [...Object.values(figures), ...Object.values(dates)].map((figure) => figure.checked).sort()[0]!;
  return checkedFormat.format(new Date(`${checked}T00:00:00Z`));
}

/**
 * The Key Information block (spec section 2, Home): average refund, regulator
 * update, no win no fee, information sources and about your choices.
 */
export function KeyInformation() {
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
            <h3 id="key-info-refund">Average refund</h3>
            <p>
              The regulator’s proposals put the average at about{' '}
              <span className="num">{figures.averageRedressPerAgreement.display}</span> per agreement. Many households had
              more than one agreement: we estimate an average of{' '}
              <span className="num">{figures.averagePerHousehold.display}</span> per household.
            </p>
            <p className="key-info__small">
              Our household estimate assumes <span className="num">{figures.adultsPerHousehold.display}</span> adults per
              household, <span className="num">{figures.agreementsPerPerson.display}</span> agreements per person and{' '}
              <span className="num">{figures.misSoldShare.display}</span> of agreements mis-sold. Your own amount could be
              higher, lower or nothing.
            </p>
          </article>
          <article className="key-info__item" aria-labelledby="key-info-regulator">
            <h3 id="key-info-regulator">Regulator update</h3>
            <p>
              In {dates.regulatorEstimate.display} the Financial Conduct Authority
              estimated most people would receive <span className="num">{figures.regulatorEstimateAugust2025.display}</span>{' '}
              per agreement. It extended the deadline for lenders to respond to car finance complaints to{' '}
              <span className="num">{dates.complaintDeadline.display}</span>, and said its redress scheme was likely to
              start in <span className="num">{dates.redressScheme.display}</span>.
            </p>
            <p className="key-info__small">
              Outside these rules, lenders normally give a final response to a complaint within{' '}
              <span className="num">{figures.lenderResponseWeeks.display}</span>.
            </p>
          </article>
          <article className="key-info__item" aria-labelledby="key-info-nwnf">
            <h3 id="key-info-nwnf">No win no fee</h3>
            <p>
              If your claim does not succeed, you pay nothing. If it succeeds, our partner law firm’s fee is{' '}
              {feeRangeText()} of the amount recovered, with a maximum fee for each band (from{' '}
              <span className="num">{formatPounds(Math.min(...maxFees))}</span> to{' '}
              <span className="num">{formatPounds(Math.max(...maxFees))}</span>).
            </p>
            <p className="key-info__small">
              You can cancel free of charge within the <span className="num">{fees.coolingOffDays}</span>-day cooling-off
              period. After it, a cancellation fee may apply. See{' '}
              <Link to="/mlm-information-and-key-facts">Information &amp; Key Facts</Link>, and{' '}
              <Link to={OPTIONS_PATH}>compare no win no fee with the free routes</Link>.
            </p>
          </article>
          <article className="key-info__item" aria-labelledby="key-info-sources">
            <h3 id="key-info-sources">Information sources</h3>
            <p>
              Our figures come from the Financial Conduct Authority’s published statements and consultations on motor
              finance, and from our own estimates where we say so.
            </p>
            <p className="key-info__small">Figures last checked {figuresCheckedText()}. Rules and timetables can change.</p>
          </article>
          <article className="key-info__item key-info__item--choices" aria-labelledby="key-info-choices">
            <h3 id="key-info-choices">About your choices</h3>
            <p>{freeRoutesText()}</p>
            <p className="key-info__small">
              The Financial Ombudsman Service is free and independent. Using a claims company is optional, and you
              should only use one if the help is worth the fee to you.
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}
