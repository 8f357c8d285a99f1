/**
 * The reviews the site shows and what it works out from them (issue 46;
 * contract, "Customer reviews: moderation and publishing"): every approved
 * review, as `npm run reviews:publish` wrote it to content/reviews.json,
 * whatever its rating. The score is the mean of the ratings given, with
 * their count; a review sent without stars is shown without stars and left
 * out of the mean. Nothing here can add a review or a rating nobody gave.
 */

export type StarRating = 1 | 2 | 3 | 4 | 5;

export interface PublishedReview {
  readonly id: string;
  /** The day it was sent, YYYY-MM-DD. */
  readonly date: string;
  /** 1 to 5, or null when the writer chose no stars. */
  readonly rating: StarRating | null;
  /** First name and the initial of the last name, as the consent box says. */
  readonly author: string;
  readonly text: string;
}

/** spec section 9: the carousel shows seven reviews; the newest seven, whatever their ratings. */
export const CAROUSEL_REVIEW_COUNT = 7;

export interface ReviewScore {
  /** The mean of the ratings given, to one decimal place. */
  readonly mean: number;
  /** How many reviews gave a rating. */
  readonly count: number;
}

/** Newest first: by day, and in the file's order (the publish command's, newest first) within a day. */
export function newestFirst(reviews: readonly PublishedReview[]): PublishedReview[] {
  return reviews
    .map((review, index) => ({ review, index }))
    .sort((a, b) => (a.review.date === b.review.date ? a.index - b.index : a.review.date < b.review.date ? 1 : -1))
    .map(({ review }) => review);
}

export function carouselReviews(reviews: readonly PublishedReview[]): PublishedReview[] {
  return newestFirst(reviews).slice(0, CAROUSEL_REVIEW_COUNT);
}

/** The mean of the ratings given, or undefined when no published review gave one. */
export function reviewScore(reviews: readonly Pick<PublishedReview, 'rating'>[]): ReviewScore | undefined {
  const ratings = reviews.flatMap((review) => (review.rating === null ? [] : [review.rating]));
  if (ratings.length === 0) return undefined;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return { mean: Math.round((sum / ratings.length) * 10) / 10, count: ratings.length };
}

/** "3 out of 5 from 2 reviews on this site". */
export function scoreWords({ mean, count }: ReviewScore): string {
  return `${mean} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'} on this site`;
}

export interface RatingDistribution {
  /** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  readonly byStars: readonly { readonly stars: StarRating; readonly count: number }[];
  /** How many gave no stars. */
  readonly unrated: number;
}

export function ratingDistribution(reviews: readonly Pick<PublishedReview, 'rating'>[]): RatingDistribution {
  const stars = [5, 4, 3, 2, 1] as const;
  return {
    byStars: stars.map((each) => ({ stars: each, count: reviews.filter((review) => review.rating === each).length })),
    unrated: reviews.filter((review) => review.rating === null).length,
  };
}

export const starsWords = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/** What a screen reader hears, and a reader sees, for a review's rating. */
export function reviewRatingWords(rating: StarRating | null): string {
  return rating === null ? 'No star rating given' : `Rated ${rating} out of 5 stars`;
}
