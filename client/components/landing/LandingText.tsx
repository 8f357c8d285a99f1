import { Fragment, type ReactNode } from 'react';
import { splitFigures } from '../../../shared/figures/splitFigures.ts';
import { linkNoWinNoFee } from '../claim/NoWinNoFeeLink.tsx';

/** Splits copy so every number sits in `<span class="num">` (house style: numeric font). */
export function withNumbers(text: string): ReactNode[] {
  return splitFigures(text).map((part, index) =>
    part.figure ? (
      <span key={index} className="num">
        {part.text}
      </span>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

/**
 * Plain copy from the content modules with its numbers marked up, and each
 * "no win no fee" linked to the options side by side (issue 15).
 */
export function LandingText({ children }: { children: string }) {
  return <>{linkNoWinNoFee(children, withNumbers)}</>;
}
