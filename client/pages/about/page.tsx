import { Link } from 'react-router';
import { NoWinNoFeeLink } from '../../components/claim/NoWinNoFeeLink.tsx';
import { brand } from '../../../shared/brand/brand.ts';
import { useRegistry } from '../../registry.ts';
import { feeRangeText, fees, nothingIfUnsuccessfulText } from '../../../shared/fees/fees.ts';
import { ClaimWindow } from '../../components/figures/ClaimWindow.tsx';
import { PageHero } from '../../components/layout/PageHero.tsx';
import { CallToAction } from '../../components/claim/CallToAction.tsx';
import { PRE_CHECK_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import { SIGN_UP_ASKS_FOR, SIGN_UP_NAME } from '../../../shared/brand/signUp.ts';

/** About Us (spec section 2): mission, 5 reasons to choose the product, call to action. */
export function AboutContent() {
  const { figures, text } = useRegistry();
  return (
    <div className="about">
      <PageHero
        title="About Us"
        lead={
          <>
            {/* compliance reading B, M9: the free routes first, and the fee beside "no win no fee" */}
            {text.freeRoutes} {brand.name} is a claims management company: if you would rather not do it yourself, we pass your claim to a partner law firm on a{' '}
            <NoWinNoFeeLink /> basis, and if your claim succeeds its fee is {feeRangeText()} of the amount recovered.
          </>
        }
      />

      <section className="section" aria-labelledby="mission-heading">
        <div className="container about-mission">
          <h2 id="mission-heading">Our mission</h2>
          <div className="about-mission__text">
            <p className="lead">
              {/* compliance reading B, M10: commission alone is not enough (facts.md §2.2) */}
              For years, many people who bought a car, van, motorbike or campervan on finance may have paid more than they should have, where the dealer or
              broker was paid commission and the lender did not properly tell them about a discretionary commission arrangement, high commission, or an
              exclusive or first-refusal tie with the broker. A tie does not count where the lender’s relationship with the dealer was clearly branded and
              visible to customers.
            </p>
            <p>
              Our mission is to make it simple for anyone who had motor finance to find out where they stand and, if they choose, to claim back what they may be
              owed. We do that by explaining your options in plain English, being open about our fees, and doing the searching and the paperwork for you.
            </p>
            <p>
              We take on agreements made <ClaimWindow />. The FCA’s redress schemes can cover agreements made {text.schemesWindow}, and using them is free.
            </p>
            <p>
              We also believe you should know that you do not need us: the free routes above are open to everyone. If you would rather we handle it, we are here
              to help.
            </p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="reasons-heading">
        <div className="container">
          <div className="section__header">
            <h2 id="reasons-heading">
              <span className="num">5</span> reasons to choose {brand.name}
            </h2>
          </div>
          <ol className="reasons">
            {/* issue 29 item 7: the free check collects nothing; signing up is named as what it is */}
            <li className="card reasons__item">
              <h3>A free check first, with nothing collected</h3>
              <p>
                Our <Link to={PRE_CHECK_PATH}>pre-check</Link> shows whether the FCA’s schemes may cover your agreement, without your name or contact details.
                Our {SIGN_UP_NAME} is a sign-up: it asks for {SIGN_UP_ASKS_FOR}, and you decide whether to go ahead.
              </p>
            </li>
            {/* issue 29 item 9: a credit file shows only recent agreements (FCA) */}
            <li className="card reasons__item">
              <h3>We look for your agreements for you</h3>
              <p>
                We look for your finance agreements. Your paperwork or bank statements help: a credit file shows only agreements active in about the last{' '}
                <span className="num">{figures.creditFileYears.display}</span>, the FCA says.
              </p>
            </li>
            <li className="card reasons__item">
              <h3>A partner law firm</h3>
              <p>
                Your claim is handled by our partner law firm, which negotiates with your lenders on a <NoWinNoFeeLink /> basis: {nothingIfUnsuccessfulText()}.
              </p>
            </li>
            <li className="card reasons__item">
              <h3>Clear, capped fees</h3>
              <p>
                The fee is {feeRangeText()} of the amount recovered, with a maximum fee in each band. Work out your fee on our{' '}
                <Link to="/mlm-information-and-key-facts">Information &amp; Key Facts</Link> page.
              </p>
            </li>
            <li className="card reasons__item">
              <h3>Honest about your choices</h3>
              <p>
                We always tell you about the free routes, and you can cancel within the <span className="num">{fees.coolingOffDays}</span>-day cooling-off
                period without paying anything. After it, a cancellation fee may apply.
              </p>
            </li>
          </ol>
        </div>
      </section>
    </div>
  );
}

/** About Us (spec section 2): mission, 5 reasons to choose the product, call to action. */
export default function AboutPage() {
  return (
    <>
      <AboutContent />
      <CallToAction />
    </>
  );
}

/** Also the meta of every unknown one-segment path (contract: canonical /about-us). */
