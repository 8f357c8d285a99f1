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

/** The common signs of mis-selling (spec section 1). */
export const signs: readonly Sign[] = [
  {
    title: 'Hidden commissions',
    text: 'The dealer was paid commission by the lender for arranging your finance, and nobody told you how much or how it worked.',
    icon: (
      <svg {...iconProps}>
        <circle cx="12" cy="12" r="9" />
        <path d="M9.5 9.5a2.5 2.5 0 1 1 2.5 2.5v1.5M12 17h.01" />
      </svg>
    ),
  },
  {
    title: 'Interest rate changes',
    text: 'The dealer could set or raise your interest rate, and was paid more commission when your rate was higher.',
    icon: (
      <svg {...iconProps}>
        <path d="M4 18l6-6 4 4 6-8" />
        <path d="M15 8h5v5" />
      </svg>
    ),
  },
  {
    title: 'Sales pressure',
    text: 'You felt rushed into signing, were told an offer would not last, or were not given time to compare other finance.',
    icon: (
      <svg {...iconProps}>
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 2.5M9 2h6" />
      </svg>
    ),
  },
  {
    title: 'Unclear costs',
    text: 'The total cost of the finance, the interest or how the agreement worked was not clearly explained before you signed.',
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
