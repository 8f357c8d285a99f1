import { useId, useState } from 'react';
import type { FaqItem } from '../../shared/faqs.ts';
import { FaqAnswer } from './FaqAnswer.tsx';
import { useHydrated } from './useHydrated.ts';

/** Spec section 4: -1 means no item is open. */
export const NONE_OPEN = -1;

/**
 * The FAQ accordion (spec section 4): at most one item open; clicking another
 * opens it and closes the previous; clicking the open one closes it.
 *
 * HTML first: until the page has hydrated every answer is shown (and each
 * button says so with aria-expanded="true"), so without JavaScript all the
 * answers can be read. Once hydrated, only `defaultOpenIndex` stays open.
 */
export function FaqAccordion({
  items,
  defaultOpenIndex = 0,
  headingLevel = 3,
}: {
  items: readonly FaqItem[];
  defaultOpenIndex?: number;
  headingLevel?: 2 | 3;
}) {
  const hydrated = useHydrated();
  const [openIndex, setOpenIndex] = useState(defaultOpenIndex);
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className="faq-accordion">
      {items.map((item, index) => {
        const open = !hydrated || openIndex === index;
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={item.question} className="faq-item">
            <Heading className="faq-item__heading">
              <button
                type="button"
                id={buttonId}
                className="faq-item__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex((current) => (current === index ? NONE_OPEN : index))}
              >
                <span className="faq-item__question">{item.question}</span>
                <span className="faq-item__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} className="faq-item__answer" hidden={!open}>
              <FaqAnswer answer={item.answer} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
