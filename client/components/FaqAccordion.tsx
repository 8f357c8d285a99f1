import type { RenderedFaq } from '../../server/faqAnswers.tsx';

/**
 * The FAQ accordion (spec section 4): at most one answer open, the first open
 * by default, the open one closed by a click on its question. That is what
 * `<details>` elements sharing one `name` do by themselves, so the accordion
 * works the same with JavaScript off, before its code arrives and after.
 * Each question is the `<summary>` of its `<details>` (contract: accessible
 * names), which the browser exposes as expanded or collapsed.
 */
export function FaqAccordion({
  name,
  items,
  defaultOpenIndex = 0,
}: {
  /** Unique on the page: the group's `name`, so opening one answer closes the other. */
  name: string;
  items: readonly RenderedFaq[];
  /** Spec section 4: -1 means none open. */
  defaultOpenIndex?: number;
}) {
  return (
    <div className="faq-accordion">
      {items.map((item, index) => (
        <details key={item.question} name={name} className="faq-item" open={index === defaultOpenIndex}>
          <summary className="faq-item__button">
            <span className="faq-item__question">{item.question}</span>
            <span className="faq-item__icon" aria-hidden="true" />
          </summary>
          {/* Rendered from markdown on the server (server/faqAnswers.tsx); no raw HTML gets through that pipeline. */}
          <div className="faq-item__answer" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
        </details>
      ))}
    </div>
  );
}
