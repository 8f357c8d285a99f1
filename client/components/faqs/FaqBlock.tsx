import { Link } from 'react-router';
import type { Faq } from '../../../shared/faqs/faqAnswers.tsx';
import { FaqAccordion } from './FaqAccordion.tsx';

/** The first five FAQs (`featuredFaqs`, in the page's loader data) with a link to the rest (spec section 2: home and contact). */
export function FaqBlock({ title, intro, items }: { title: string; intro?: string; items: readonly Pick<Faq, 'question' | 'answerHtml'>[] }) {
  return (
    <section className="section faq-block" aria-labelledby="faq-block-heading">
      <div className="container faq-block__inner">
        <div className="section__header">
          <h2 id="faq-block-heading">{title}</h2>
          {intro && <p className="lead">{intro}</p>}
        </div>
        <FaqAccordion name="faq-block" items={items} />
        <p className="faq-block__more">
          <Link to="/faqs" className="button button--outline">
            View more claim FAQs
          </Link>
        </p>
      </div>
    </section>
  );
}
