/**
 * The reviews the site displays (spec sections 3 and 9: 7 fixed reviews, each
 * rated 4 or 5) and the rating badge (spec section 9: 4.5 stars, Good), read
 * from one content file, content/reviews.json, which records where and when
 * each was taken. Reviews submitted through /customer-review are stored, not
 * shown here.
 *
 * UK consumer law (DMCC Act 2024) forbids fake or misleading reviews: each
 * entry must be a genuine customer's words, published with their permission,
 * and the badge must match the business's real Google rating. The file's
 * entries are placeholders until the operator replaces them (README, Reviews);
 * `npm run figures` fails while any remains.
 */
// Named imports, so bundles leave out the file's note to the operator.
import { rating as fileRating, reviews as fileReviews } from '../../content/reviews.json';

/** `placeholder` until a real review or rating, with its source and date, replaces it. */
export type ProvenanceStatus = 'placeholder' | 'verified';

export interface Provenance {
  /** Where it was taken: the platform (`Google`), or null for a placeholder. */
  readonly source: string | null;
  /** ISO day it was taken, or null for a placeholder. */
  readonly takenOn: string | null;
  readonly url: string | null;
  readonly status: ProvenanceStatus;
}

export interface DisplayedReview {
  readonly id: string;
  /** Displayed reviews are rated 4 or 5 (spec section 9). */
  readonly rating: 4 | 5;
  readonly title: string;
  readonly content: string;
  /** First name and initial only: no customer's full name is published. */
  readonly author: string;
  /** True until the entry is `verified`: the card then says it is an example, not a customer's words. */
  readonly example: boolean;
}

export interface SourcedReview extends Omit<DisplayedReview, 'example'>, Provenance {}

interface ReviewsFile {
  readonly rating: {
    readonly stars: number;
    readonly outOf: number;
    readonly label: string;
    readonly platform: string;
    readonly takenOn: string | null;
    readonly url: string | null;
    readonly status: ProvenanceStatus;
  };
  readonly reviews: readonly SourcedReview[];
}

const file = { rating: fileRating, reviews: fileReviews } as ReviewsFile;

/** Every displayed review with where and when it was taken. */
export const sourcedReviews: readonly SourcedReview[] = file.reviews;

/** What the carousel shows: the words, the author and whether it is only an example. */
export const reviews: readonly DisplayedReview[] = file.reviews.map(({ id, rating, title, content, author, status }) => ({
  id,
  rating,
  title,
  content,
  author,
  example: status !== 'verified',
}));

/** The Google rating badge (spec section 2, Reviews section; section 9 defaults). */
export const ratingBadge = {
  stars: file.rating.stars,
  outOf: file.rating.outOf,
  label: file.rating.label,
  // A rating nobody read from the platform must not be passed off as one (DMCC Act 2024).
  source: file.rating.status === 'verified' ? `Rated on ${file.rating.platform}` : `Example rating, not yet taken from ${file.rating.platform}`,
  example: file.rating.status !== 'verified',
} as const;

/** Where and when the rating was read. */
export const ratingProvenance: Provenance = {
  source: file.rating.platform,
  takenOn: file.rating.takenOn,
  url: file.rating.url,
  status: file.rating.status,
};

/** What stops the reviews going live: placeholders, or a verified entry without its source or day. */
export function reviewProblems(
  entries: readonly (Provenance & { readonly id: string })[] = [...sourcedReviews, { id: 'rating', ...ratingProvenance }],
): string[] {
  return entries.flatMap((entry) => {
    if (entry.status === 'placeholder') return [`${entry.id}: placeholder, not a real customer's review or rating`];
    const missing = (['source', 'takenOn'] as const).filter((field) => !entry[field]);
    return missing.length ? [`${entry.id}: verified but no ${missing.join(' or ')}`] : [];
  });
}
