import type { PageHead } from '../../../shared/seo/seo.ts';
import { Link, useLoaderData } from 'react-router';
import { FaqAccordion } from '../../components/faqs/FaqAccordion.tsx';
import { SchemeStatus } from '../../components/figures/SchemeStatus.tsx';
import { StartClaimLink } from '../../components/claim/StartClaimLink.tsx';
import { CallToAction } from '../../components/claim/CallToAction.tsx';
import { FreeRouteFirst } from '../../components/claim/FreeRouteFirst.tsx';
import { COMPLAIN_FREE_PATH } from '../../../shared/lenders/lenderFinderUrl.ts';
import { useRegistry } from '../../registry.ts';
import type { loader } from './loader.server.ts';

/**
 * The FAQs page's words (spec section 2): a full-screen hero, then every FAQ
 * in an accordion with the first open (spec section 4).
 */
function FaqsContent({ status, faqs }: Omit<ReturnType<typeof loader>, keyof PageHead>) {
  const { text } = useRegistry();
  return (
    <div className="faqs-page">
      <section className="faqs-hero">
        <div className="container faqs-hero__inner">
          <h1>Frequently asked questions</h1>
          {/* issue 45 item 5: the free route, then what we are and our fee, beside the first call to action */}
          <FreeRouteFirst
            block="faqs-hero"
            free={
              <>
                {text.freeRoutes} <Link to={COMPLAIN_FREE_PATH}>Write your letter, free</Link>
              </>
            }
          >
            <StartClaimLink className="button button--primary button--large" />
          </FreeRouteFirst>
          <p className="lead">Clear answers about your eligibility for compensation, our fees and how the claims process works.</p>
          <a href="#faqs-list" className="faqs-hero__skip">
            Read the questions
          </a>
        </div>
      </section>

      <section className="section" id="faqs-list" aria-labelledby="faqs-list-heading">
        <div className="container faqs-list">
          <div className="section__header">
            <h2 id="faqs-list-heading">Car finance claim questions</h2>
            <p className="lead">
              Select a question to see its answer. Cannot find what you need? <Link to="/contact">Contact us</Link>.
            </p>
          </div>
          {/* spec section 4: first item open by default */}
          <FaqAccordion name="faqs" items={faqs} />
        </div>
      </section>

      <div className="section section--tint">
        <div className="container">
          <SchemeStatus status={status} headingId="faqs-status" />
        </div>
      </div>
    </div>
  );
}

/** FAQs (spec section 2): the questions and answers, where the redress scheme stands, then the call to action. */
export default function FaqsPage() {
  const { status, faqs } = useLoaderData<typeof loader>();
  return (
    <>
      <FaqsContent status={status} faqs={faqs} />
      <CallToAction />
    </>
  );
}
