import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OPTIONS_PATH } from '../../../shared/pre-check/preCheckUrl.ts';

export interface Step {
  readonly title: string;
  readonly text: ReactNode;
}

/** Numbered process steps; the list's own numbering is what screen readers announce. */
export function StepList({ steps, headingLevel = 3 }: { steps: readonly Step[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ol className="step-list">
      {steps.map((step, index) => (
        <li key={step.title} className="step-list__item">
          <span className="step-list__number num" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <Heading className="step-list__title">{step.title}</Heading>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The 3-step process of spec section 1. `creditFileYears` is the registry's "6 years" (FCA): credit
 * files show only agreements active that recently, so older ones need paperwork (issue 29 item 9).
 */
export const claimSteps = (creditFileYears: string): readonly Step[] => [
  {
    title: 'We locate your agreements',
    text: (
      <>
        We look for the finance agreements in your name. Your paperwork or bank statements help: a credit file shows only agreements active in about the last{' '}
        <span className="num">{creditFileYears}</span>, the FCA says.
      </>
    ),
  },
  {
    title: 'We hand your claim to our partner law firm',
    text: (
      <>
        A partner law firm checks each agreement and takes your claim on, on a{' '}
        {/* a plain Link, not NoWinNoFeeLink: a chunk of its own on the home page costs more than it holds */}
        <Link to={OPTIONS_PATH}>no win no fee</Link> basis.
      </>
    ),
  },
  {
    title: 'The firm negotiates with your lenders',
    text: 'The firm deals with each lender for you to recover any money you may be owed, so you do not have to.',
  },
];
