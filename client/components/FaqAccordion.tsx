import type { FaqItem } from '../../shared/faqs.ts';
import { FaqAnswer } from './FaqAnswer.tsx';

/** Spec section 4: -1 means no item is open. */
export const NONE_OPEN = -1;

/**
 * The FAQ accordion's markup (spec section 4), rendered by the server only
 * (inside server-only copy: FaqBlock.copy.tsx, FaqsPage.copy.tsx). Every
 * answer is shown, and each button says so with aria-expanded="true", so
 * without JavaScript all of them can be read; client/accordion.ts then
 * leaves only `defaultOpenIndex` open and handles the clicks.
 */
export function FaqAccordion({
  id,
  items,
  defaultOpenIndex = 0,
  headingLevel = 3,
}: {
  /** Unique on the page: the questions' and answers' ids start with it. */
  id: string;
  items: readonly FaqItem[];
  defaultOpenIndex?: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="faq-accordion" data-accordion="" data-default-open={defaultOpenIndex}>
      {items.map((item, index) => {
        const buttonId = `${id}-question-${index}`;
        const panelId = `${id}-answer-${index}`;
        return (
          <div key={item.question} className="faq-item">
            <Heading className="faq-item__heading">
              <button type="button" id={buttonId} className="faq-item__button" aria-expanded="true" aria-controls={panelId}>
                <span className="faq-item__question">{item.question}</span>
                <span className="faq-item__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} className="faq-item__answer">
              <FaqAnswer answer={item.answer} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
