import { useEffect, useRef } from 'react';
import { THANK_YOU_AUTO_CLOSE_MS } from '../../../shared/reviews/reviewSchema.ts';

/** The dialog's words, which the review page owns (it shows them after a post without JavaScript too). */
export interface ThankYouWords {
  readonly title: string;
  readonly text: string;
}

interface ThankYouDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly words: ThankYouWords;
}

/**
 * The Thank You modal (spec §4): a native modal `<dialog>`, so the page behind
 * is inert, focus moves to its Close button and Escape closes it, as browsers
 * do for every modal dialog. It closes by itself after 20 seconds (spec §9).
 * It is in the document only while open, and named 'Thank you' alone, so that
 * nothing but the review field answers to the label 'Review'.
 */
export function ReviewThankYouDialog({ open, onClose, words }: ThankYouDialogProps) {
  if (!open) return null;
  return <OpenDialog onClose={onClose} words={words} />;
}

function OpenDialog({ onClose, words }: { onClose: () => void; words: ThankYouWords }) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current!;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const timer = setTimeout(onClose, THANK_YOU_AUTO_CLOSE_MS);
    return () => {
      clearTimeout(timer);
      if (dialog.open) dialog.close();
      // Back where the visitor was (the submit button), as a closing native dialog does.
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [onClose]);

  return (
    <dialog
      ref={dialogRef}
      className="thank-you-dialog"
      aria-modal="true"
      aria-labelledby="thank-you-title"
      aria-describedby="thank-you-text"
      // Escape (the browser closes the dialog itself) keeps our state in step.
      onClose={onClose}
    >
      <svg className="thank-you-dialog__icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" />
        <path d="M7 12.5l3.2 3.2L17.5 8.5" />
      </svg>
      <h2 id="thank-you-title" className="thank-you-dialog__title">
        {words.title}
      </h2>
      <p id="thank-you-text">{words.text}</p>
      <button type="button" className="button button--secondary" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
