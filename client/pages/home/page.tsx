import { Link, useLoaderData } from 'react-router';
import { Section } from '../../components/layout/Section.tsx';
import { PRE_CHECK_PATH } from '../../../shared/pre-check/preCheckUrl.ts';
import { SIGN_UP_ASKS_FOR } from '../../../shared/brand/signUp.ts';
import { financeTypes, vehicleTypes } from '../../../shared/pre-check/coverTypes.ts';
import type { FactWords, RegistryWords } from '../../../shared/figures/registryWords.ts';
import { shortFigure, useSiteData } from '../../registry.ts';
import { ClaimWindow } from '../../components/figures/ClaimWindow.tsx';
import { EligibilityCheckerLink } from '../../components/pre-check/EligibilityCheckerLink.tsx';
import { KeyInformation } from '../../components/layout/KeyInformation.tsx';
import { RatingBadge } from '../../components/reviews/RatingBadge.tsx';
import { SignsCards } from '../../components/landing/SignsCards.tsx';
import { StartClaimLink } from '../../components/claim/StartClaimLink.tsx';
import { claimsFirmText } from '../../components/claim/FreeRouteFirst.tsx';
import { claimSteps, StepList } from '../../components/layout/StepList.tsx';
import { CallToAction } from '../../components/claim/CallToAction.tsx';
import { HomeFees } from '../../components/figures/HomeFees.tsx';
import { FaqBlock } from '../../components/faqs/FaqBlock.tsx';
import { SiteBanner } from '../../components/layout/SiteBanner.tsx';
import type { loader } from './loader.server.ts';

/** "car, van, motorbike or campervan". */
function listWithOr(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * The figures the home page states (spec section 1), each worded by whose it is and when. The
 * regulator's only: the firm's own figures appear only on /our-figures until their evidence is
 * filed (issue 29 item 1).
 */
function heroFigures(figures: RegistryWords['figures']): readonly FactWords[] {
  // issue 45 item 8: the consultation's 44%, superseded by the final 12.1 million (facts.md §5.1), is not a headline
  return [figures.eligibleAgreements, figures.averageRedressFinal, figures.schemeRedressTotal];
}

/** A figure's wording with its number set large: "**12.1 million** eligible agreements (…)". */
function FigureStat({ fact }: { fact: FactWords }) {
  const short = shortFigure(fact);
  const at = fact.display.indexOf(short);
  if (at < 0) return <span className="home-hero__figure num">{fact.display}</span>;
  return (
    <>
      {fact.display.slice(0, at)}
      <span className="home-hero__figure num">{short}</span>
      {fact.display.slice(at + short.length)}
    </>
  );
}

/**
 * The home page's words, from the introduction to the key information (spec
 * section 2).
 */
function HomeContent({ status }: { status: ReturnType<typeof loader>['status'] }) {
  const { registry, reviews } = useSiteData();
  const { dates, figures, text } = registry;
  return (
    <>
      <section className="home-intro">
        <div className="container home-intro__inner">
          <div className="home-intro__text">
            <p className="home-intro__eyebrow">Car finance claims</p>
            <h1>You could be owed money</h1>
            {/* issue 19: the free route in the first screen, before our own service; issue 15: the answer to
                "am I covered?" without giving a name or an email; issue 29 item 13: the scheme is not
                something to wait for (it is partly suspended, and invites only some); its dates are in
                the list beside and the banner above */}
            <p className="home-intro__free">
              You do not need a claims company: complain to your lender yourself, free, then to the Financial Ombudsman Service, also free.{' '}
              <Link to={PRE_CHECK_PATH}>Am I covered by the FCA’s scheme? See first, without giving any personal details</Link>
            </p>
            {/* issue 29 item 14: what we are and what we charge, in the first screen beside the free route */}
            <p className="home-intro__who">{claimsFirmText()}</p>
            <p className="lead">
              If you bought a {listWithOr(vehicleTypes)} on finance, the finance may have been mis-sold and you could be owed compensation.
            </p>
            <div className="home-intro__actions">
              <StartClaimLink className="button button--primary button--large" />
            </div>
            <RatingBadge reviews={reviews} />
          </div>

          <section className="home-claim-for card" aria-labelledby="claim-for-heading">
            <h2 id="claim-for-heading" className="home-claim-for__title">
              You can claim for
            </h2>
            <ul className="tick-list">
              <li>
                Any {listWithOr(vehicleTypes)}, <strong>one or several</strong>
              </li>
              {financeTypes.map((type) => (
                <li key={type}>{type}</li>
              ))}
              <li>
                Agreements made <ClaimWindow />, even if they have ended. The FCA’s redress schemes can cover agreements made {text.schemesWindow}, free.
              </li>
            </ul>
          </section>
        </div>
      </section>

      <Section id="how-heading" heading="How it works" lead="Three steps, and we do the searching and the paperwork." tone="tint">
        <StepList steps={claimSteps(figures.creditFileYears.display)} />
      </Section>

      <section className="section section--brand home-hero" aria-labelledby="mis-sold-heading">
        <div className="container home-hero__inner">
          <div>
            <h2 id="mis-sold-heading">Was your car finance mis-sold?</h2>
            <p className="lead">
              Until <span className="num">{dates.claimWindowEnd.display}</span>, many lenders let car dealers set the interest rate on finance, and paid them
              more commission when the rate was higher. Many buyers were never told.
            </p>
            {/* issue 29 item 7, issue 45 item 2: the spec's "online eligibility checker" is the claim application, a sign-up, called by its one name */}
            <p>
              Our <EligibilityCheckerLink /> is a sign-up: it asks for {SIGN_UP_ASKS_FOR}. To see first whether the FCA’s schemes may cover your agreement, with
              nothing collected, use our <Link to={PRE_CHECK_PATH}>free pre-check</Link>.
            </p>
          </div>
          <ul className="home-hero__stats">
            {heroFigures(figures).map((fact) => (
              <li key={fact.display}>
                <FigureStat fact={fact} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="signs-heading" heading="Common signs of mis-sold car finance">
        <SignsCards />
      </Section>

      <KeyInformation status={status} />
    </>
  );
}

/** Home (spec section 2): every block of its row, in order. */
export default function HomePage() {
  const { faqs, status } = useLoaderData<typeof loader>();
  return (
    <div className="home">
      <SiteBanner />

      <HomeContent status={status} />

      <div className="section section--tint home-fees">
        <div className="container">
          <HomeFees />
        </div>
      </div>

      <FaqBlock title="Car finance claim FAQs" items={faqs} />

      <CallToAction />
    </div>
  );
}
