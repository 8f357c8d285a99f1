import { Link } from 'react-router';
import { answerBlocks, inlineSegments } from '../../shared/faqs.ts';

/** Text with its markdown links as links: internal ones through the router, others as plain anchors. */
function InlineText({ text }: { text: string }) {
  return (
    <>
      {inlineSegments(text).map((segment, index) => {
        if (segment.kind === 'text') return segment.text;
        return segment.href.startsWith('/') ? (
          <Link key={index} to={segment.href}>
            {segment.text}
          </Link>
        ) : (
          <a key={index} href={segment.href}>
            {segment.text}
          </a>
        );
      })}
    </>
  );
}

/** One FAQ answer, formatted per spec section 3: paragraphs, or an intro followed by a bullet list. */
export function FaqAnswer({ answer }: { answer: string }) {
  return (
    <>
      {answerBlocks(answer).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>
            <InlineText text={block.text} />
          </p>
        ) : (
          <div key={index} className="faq-answer__list">
            <p>
              <InlineText text={block.intro} />
            </p>
            <ul>
              {block.items.map((item) => (
                <li key={item}>
                  <InlineText text={item} />
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </>
  );
}
