/**
 * The root route's loader (client/routes.tsx), run on the server only: what
 * every page may show and the server alone holds the source of: the
 * registry's words (shared/figures/registryWords.ts) and what the reviews block
 * shows (issue 46): the newest seven published reviews, the score worked from
 * every published one, their number, and the Google rating if the operator
 * recorded one (shared/reviews/reviews.ts). Worked out once; sent with the first
 * page and never again (the root does not revalidate).
 */
import {
  claims,
  dates,
  factsCheckedOn,
  figures,
  averageRedressText,
  claimWindowText,
  freeRoutesText,
  householdText,
  schemesWindowText,
} from '../shared/figures/figures.ts';
import { publishedReviews, reviewPolicy, type GoogleRating } from '../shared/reviews/reviews.ts';
import { carouselReviews, reviewScore, type PublishedReview, type ReviewScore } from '../shared/reviews/publishedReviews.ts';
import type { RegistryWords } from '../shared/figures/registryWords.ts';

export interface RootData {
  readonly registry: RegistryWords;
  readonly reviews: ReviewsSummary;
}

/** What the reviews block and the score badge show: nothing that no customer gave. */
export interface ReviewsSummary {
  /** The newest seven, whatever their ratings. */
  readonly newest: readonly PublishedReview[];
  /** How many reviews are published (the carousel shows at most seven of them). */
  readonly total: number;
  /** The mean of the published ratings, with their count; undefined while none gave stars. */
  readonly score?: ReviewScore;
  /** Google's rating as the operator read it, with the day; null unless recorded. */
  readonly google: GoogleRating | null;
}

/** An entry's words without its source, kind, check or evidence. */
function wordsOf<Group extends Record<string, { value: unknown; display: string; short?: string }>>(group: Group) {
  return Object.fromEntries(
    Object.entries(group).map(([id, { value, display, short }]) => [id, short === undefined ? { value, display } : { value, display, short }]),
  ) as unknown as RegistryWords[keyof Pick<RegistryWords, 'figures' | 'dates' | 'claims'>];
}

const rootData: RootData = {
  reviews: {
    newest: carouselReviews(publishedReviews),
    total: publishedReviews.length,
    ...(reviewScore(publishedReviews) && { score: reviewScore(publishedReviews) }),
    google: reviewPolicy.googleRating,
  },
  registry: {
    figures: wordsOf(figures) as RegistryWords['figures'],
    dates: wordsOf(dates) as RegistryWords['dates'],
    claims: wordsOf(claims) as RegistryWords['claims'],
    factsCheckedOn: factsCheckedOn.display,
    factsCheckedSpan: factsCheckedOn.span,
    text: {
      freeRoutes: freeRoutesText(),
      claimWindow: claimWindowText(),
      schemesWindow: schemesWindowText(),
      averageRedress: averageRedressText(),
      household: householdText(),
    },
  },
};

export function loader(): RootData {
  return rootData;
}
