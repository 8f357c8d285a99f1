import { Link } from 'react-router';
import { featuredFaqs } from '../../shared/faqs.ts';
import { FaqAccordion } from './FaqAccordion.tsx';

/** The first five FAQs with a link to the rest (spec section 2: home and contact). */
export function FaqBlock({ title, intro }: { title: string; intro?: string }) {
  return (
    <section className="section faq-block" aria-labelledby="faq-block-heading">
      <div className="container faq-block__inner">
        <div className="section__header">
          <h2 id="faq-block-heading">{title}</h2>
          {intro && <p className="lead">{intro}</p>}
        </div>
        <FaqAccordion name="faq-block" items={featuredFaqs} />
        <p className="faq-block__more">
          <Link to="/faqs" className="button button--outline">
            View more claim FAQs
          </Link>
        </p>
      </div>
    </section>
  );
}
