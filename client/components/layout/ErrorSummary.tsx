import type { MouseEvent, Ref } from 'react';

/** A problem to list: its message, and the id of the field it is about (an input, or a fieldset of them). */
export interface ErrorSummaryItem {
  readonly fieldId: string;
  readonly message: string;
}

/** A link to a field, clicked: focus the field and bring its label into view, the URL unchanged (also the pre-check result's own list). */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string): void {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const input = field.matches('input, textarea, select') ? field : field.querySelector<HTMLElement>('input, textarea, select');
  const label = field.closest('fieldset')?.querySelector('legend') ?? document.querySelector(`label[for="${fieldId}"]`);
  (label ?? field).scrollIntoView({ block: 'start' });
  input?.focus({ preventScroll: true });
}

/**
 * GOV.UK error summary: a `role="alert"` box at the top of a form listing
 * each problem as a link to its field (the review form, the pre-check). The
 * links work as plain fragment links without JavaScript; with it, a click
 * focuses the field and brings its label into view instead of changing the
 * URL (a new URL would count as a navigation, which starts at the top).
 */
export function ErrorSummary({ titleId, items, ref }: { titleId: string; items: readonly ErrorSummaryItem[]; ref?: Ref<HTMLDivElement> }) {
  if (items.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1} ref={ref}>
      <h2 id={titleId} className="error-summary__title">
        There is a problem
      </h2>
      <ErrorLinks items={items} className="error-summary__list" />
    </div>
  );
}

/** Each error as a link to its field, which takes focus (the summary's list; the pre-check's result repeats it). */
export function ErrorLinks({ items, className }: { items: readonly ErrorSummaryItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map(({ fieldId, message }) => (
        <li key={fieldId}>
          <a href={`#${fieldId}`} onClick={(event) => focusField(event, fieldId)}>
            {message}
          </a>
        </li>
      ))}
    </ul>
  );
}
