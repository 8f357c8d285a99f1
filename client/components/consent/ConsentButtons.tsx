import type { ConsentChoice } from '../../../shared/attribution/consent.ts';

/** Two controls of the same kind and size, neither chosen in advance: refusing is as easy as accepting (issue 28). */
export function ConsentButtons({ choose, accept, reject }: { choose: (choice: ConsentChoice) => void; accept: string; reject: string }) {
  return (
    <div className="consent__actions">
      <button type="button" className="button button--outline consent__button" onClick={() => choose('accepted')}>
        {accept}
      </button>
      <button type="button" className="button button--outline consent__button" onClick={() => choose('refused')}>
        {reject}
      </button>
    </div>
  );
}
