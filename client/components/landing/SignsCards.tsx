import type { ReactNode } from 'react';

interface Sign {
  readonly title: string;
  readonly text: string;
  readonly icon: ReactNode;
}

const iconProps = {
  width: 32,
  height: 32,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/**
 * The signs the FCA's scheme looks for (spec section 1's "common signs", issue 19): a
 * discretionary commission arrangement, high commission or a tie, not properly disclosed
 * (facts.md §2.2, `qualifyingFeatures`). Sales pressure and unclear costs are not what the
 * scheme pays for, so they are not shown as signs of a claim.
 */
export const signs: readonly Sign[] = [
  {
    // issue 45 item 6: undisclosed commission alone is not what the scheme pays redress for (facts.md §2.2)
    title: 'Commission alone is not enough',
    text: 'Most dealers were paid commission. The scheme looks for one of the three signs here, and for whether the lender properly told you about it.',
    icon: (
      <svg {...iconProps}>
        <circle cx="12" cy="12" r="9" />
        <path d="M9.5 9.5a2.5 2.5 0 1 1 2.5 2.5v1.5M12 17h.01" />
      </svg>
    ),
  },
  {
    title: 'The dealer set your rate',
    text: 'The dealer could set your interest rate, and earned more commission the higher it was.',
    icon: (
      <svg {...iconProps}>
        <path d="M4 18l6-6 4 4 6-8" />
        <path d="M15 8h5v5" />
      </svg>
    ),
  },
  {
    title: 'High commission',
    text: 'The commission was high for the finance you took out.',
    icon: (
      <svg {...iconProps}>
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 2.5M9 2h6" />
      </svg>
    ),
  },
  {
    title: 'A tie to one lender',
    // compliance reading C, M3: facts.md §2.2's exclusion beside the tie
    text: 'The lender had an exclusive deal, or first refusal, with the dealer, and it was not clearly branded and visible to customers.',
    icon: (
      <svg {...iconProps}>
        <path d="M6 3h9l4 4v14H6z" />
        <path d="M9 12h7M9 16h5" />
      </svg>
    ),
  },
];

/** Four cards of the common signs of mis-sold finance (spec section 2, Home). */
export function SignsCards() {
  return (
    <ul className="signs grid grid--4">
      {signs.map((sign) => (
        <li key={sign.title} className="card signs__card">
          <span className="signs__icon">{sign.icon}</span>
          <h3>{sign.title}</h3>
          <p>{sign.text}</p>
        </li>
      ))}
    </ul>
  );
}
