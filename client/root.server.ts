/**
 * The root route's loader (client/routes.tsx), run on the server only: what
 * every page may show and the server alone holds the source of: the
 * registry's words (shared/registryWords.ts), the displayed reviews and the
 * rating badge (content/reviews.json). Worked out once; sent with the first
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
} from '../server/figures/figures.ts';
import { ratingBadge, reviews, type DisplayedReview } from '../server/content/reviews.ts';
import type { RegistryWords } from '../shared/registryWords.ts';

export interface RootData {
  readonly registry: RegistryWords;
  readonly reviews: readonly DisplayedReview[];
  readonly rating: typeof ratingBadge;
}

/** An entry's words without its source, kind, check or evidence. */
function wordsOf<Group extends Record<string, { value: unknown; display: string; short?: string }>>(group: Group) {
  return Object.fromEntries(
    Object.entries(group).map(([id, { value, display, short }]) => [id, short === undefined ? { value, display } : { value, display, short }]),
  ) as unknown as RegistryWords[keyof Pick<RegistryWords, 'figures' | 'dates' | 'claims'>];
}

const rootData: RootData = {
  reviews,
  rating: ratingBadge,
  registry: {
    figures: wordsOf(figures) as RegistryWords['figures'],
    dates: wordsOf(dates) as RegistryWords['dates'],
    claims: wordsOf(claims) as RegistryWords['claims'],
    factsCheckedOn: factsCheckedOn.display,
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
