import { useRef, type MouseEvent, type SyntheticEvent } from 'react';
import type { Faq } from '../../../shared/faqs/faqAnswers.tsx';

/**
 * The FAQ accordion (spec section 4): at most one answer open, the first open
 * by default, the open one closed by a click on its question. That is what
 * `<details>` elements sharing one `name` do by themselves, so the accordion
 * works the same with JavaScript off, before its code arrives and after.
 * Each question is the `<summary>` of its `<details>` (contract: accessible
 * names), which the browser exposes as expanded or collapsed.
 *
 * Opening one answer closes the open one; when that one is above, the page
 * under the finger moves up by its height (about 445 px at 320 px wide,
 * issue 29 item 20). With JavaScript, the tapped question is kept where it was
 * tapped: the page is scrolled back by what it moved, at once (no animation,
 * so the same with reduced motion). Without it, the browser's own behaviour.
 */
export function FaqAccordion({
  name,
  items,
  defaultOpenIndex = 0,
}: {
  /** Unique on the page: the group's `name`, so opening one answer closes the other. */
  name: string;
  items: readonly Pick<Faq, 'question' | 'answerHtml'>[];
  /** Spec section 4: -1 means none open. */
  defaultOpenIndex?: number;
}) {
  // Where the tapped question was on screen, read on the click, before the browser opens its answer.
  const tapped = useRef<{ readonly summary: Element; readonly top: number } | undefined>(undefined);
  const rememberTap = (event: MouseEvent<HTMLElement>) => {
    tapped.current = { summary: event.currentTarget, top: event.currentTarget.getBoundingClientRect().top };
  };
  const keepInView = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    const summary = details.querySelector('summary');
    const before = tapped.current?.summary === summary ? tapped.current?.top : undefined;
    if (before !== undefined) tapped.current = undefined;
    if (!details.open || !summary) return;
    const top = summary.getBoundingClientRect().top;
    if (before !== undefined) {
      if (Math.abs(top - before) >= 1) window.scrollBy({ top: top - before, behavior: 'instant' });
    } else if (top < 0) {
      // Opened another way (find in page, a link): bring its question into view, clear of the sticky header.
      summary.scrollIntoView({ block: 'start', behavior: 'instant' });
    }
  };
  return (
    <div className="faq-accordion">
      {items.map((item, index) => (
        <details key={item.question} name={name} className="faq-item" open={index === defaultOpenIndex} onToggle={keepInView}>
          <summary className="faq-item__button" onClick={rememberTap}>
            <span className="faq-item__question">{item.question}</span>
            <span className="faq-item__icon" aria-hidden="true" />
          </summary>
          {/* Rendered from markdown on the server (shared/faqs/faqAnswers.tsx); no raw HTML gets through that pipeline. */}
          <div className="faq-item__answer" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
        </details>
      ))}
    </div>
  );
}
