import type { MouseEvent, Ref } from 'react';
import { REVIEW_FIELDS, type ReviewErrors, type ReviewField } from '../../shared/reviewSchema.ts';

interface ErrorSummaryProps {
  readonly errors: ReviewErrors;
  readonly fieldIds: Readonly<Record<ReviewField, string>>;
  readonly ref?: Ref<HTMLDivElement>;
}

/**
 * GOV.UK error summary: a `role="alert"` box at the top of the form listing
 * each problem as a link to its field. The links work as plain fragment links
 * without JavaScript; with it, a click focuses the field and brings its label
 * into view instead of changing the URL (a new URL would count as a
 * navigation, which starts at the top).
 */
export function ReviewErrorSummary({ errors, fieldIds, ref }: ErrorSummaryProps) {
  const fields = REVIEW_FIELDS.filter((field) => errors[field]);
  if (fields.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, field: ReviewField) => {
    const input = document.getElementById(fieldIds[field]);
    if (!input) return;
    event.preventDefault();
    const label = input.closest('fieldset')?.querySelector('legend') ?? document.querySelector(`label[for="${fieldIds[field]}"]`);
    (label ?? input).scrollIntoView({ block: 'start' });
    input.focus({ preventScroll: true });
  };
  return (
    <div className="error-summary" role="alert" aria-labelledby="review-error-summary-title" tabIndex={-1} ref={ref}>
      <h2 id="review-error-summary-title" className="error-summary__title">
        There is a problem
      </h2>
      <ul className="error-summary__list">
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${fieldIds[field]}`} onClick={(event) => focusField(event, field)}>
              {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
