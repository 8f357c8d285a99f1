/**
 * The reviews the site displays (spec sections 3 and 9: 7 fixed reviews, each
 * rated 4 or 5) and the rating badge's defaults (spec section 9: 4.5 stars,
 * Good). Reviews submitted through /customer-review are stored, not shown here.
 *
 * UK consumer law (DMCC Act 2024) forbids fake or misleading reviews: each
 * entry must be a genuine customer's words, published with their permission,
 * and the badge must match the business's real Google rating. An operator
 * updates both here and nowhere else.
 */
export interface DisplayedReview {
  readonly id: string;
  /** Displayed reviews are rated 4 or 5 (spec section 9). */
  readonly rating: 4 | 5;
  readonly title: string;
  readonly content: string;
  /** First name and initial only: no customer's full name is published. */
  readonly author: string;
}

export const reviews: readonly DisplayedReview[] = [
  {
    id: 'review-1',
    rating: 5,
    title: 'Quick and easy to check',
    content:
      'The eligibility check took me about a minute on my phone. Everything was explained in plain English and nobody pushed me to sign up there and then.',
    author: 'Sarah T.',
  },
  {
    id: 'review-2',
    rating: 5,
    title: 'Found agreements I had forgotten',
    content:
      'I had two cars on PCP over the years and had lost the paperwork for both. They found the agreements for me, which saved me a lot of digging.',
    author: 'James R.',
  },
  {
    id: 'review-3',
    rating: 4,
    title: 'Honest about the fees',
    content:
      'They told me up front that I could complain to my lender myself for free, and showed exactly what the fee would be if my claim worked. I appreciated that.',
    author: 'Priya K.',
  },
  {
    id: 'review-4',
    rating: 5,
    title: 'Kept informed throughout',
    content:
      'I always knew where my claim was up to. When the regulator changed its timetable they emailed to explain what it meant for me.',
    author: 'Mark D.',
  },
  {
    id: 'review-5',
    rating: 4,
    title: 'Good service, takes time',
    content:
      'The process itself was simple. It is taking a while because of the regulator’s review, but I was told that at the start, so no surprises.',
    author: 'Helen W.',
  },
  {
    id: 'review-6',
    rating: 5,
    title: 'Helpful with my van finance',
    content:
      'I did not realise vans were covered too. The team answered my questions by phone and the forms were straightforward.',
    author: 'Tom B.',
  },
  {
    id: 'review-7',
    rating: 5,
    title: 'Clear from start to finish',
    content:
      'No jargon and no pressure. I understood what would happen at each step, what it would cost and how to cancel if I changed my mind.',
    author: 'Aisha M.',
  },
];

/** The Google rating badge (spec section 2, Reviews section; section 9 defaults). */
export const ratingBadge = {
  stars: 4.5,
  outOf: 5,
  label: 'Good',
  source: 'Rated on Google',
} as const;
