/**
 * What `npm run reviews:publish` writes (issue 46): every approved review,
 * never a selection, newest first, as the consent box says it is shown: the
 * first name and the initial of the last name, the rating (none for 0), the
 * words and the day. Pure, so it is unit-tested; the command reads the rows
 * (server/reviews/publish-reviews.ts).
 */
import { z } from 'zod';
import type { PublishedReview, StarRating } from '../../shared/reviews/publishedReviews.ts';
import { REVIEW_STATUSES, type ModeratedReview } from './moderation.ts';

/** "Zoë Ó Briain" → "Zoë Ó.": the first letter as a person reads it (a grapheme, so an accent stays on its letter). */
export function authorName(firstName: string, lastName: string): string {
  const [initial] = new Intl.Segmenter('en-GB', { granularity: 'grapheme' }).segment(lastName.trim());
  return initial ? `${firstName.trim()} ${initial.segment}.` : firstName.trim();
}

export function publishedFrom(rows: readonly ModeratedReview[]): PublishedReview[] {
  return rows
    .filter((row) => row.status === 'approved')
    .toSorted((a, b) => (a.submittedAt === b.submittedAt ? 0 : a.submittedAt < b.submittedAt ? 1 : -1))
    .map((row) => ({
      id: row.id,
      date: row.submittedAt.slice(0, 10),
      rating: row.rating === 0 ? null : (row.rating as StarRating),
      author: authorName(row.firstName, row.lastName),
      text: row.review,
    }));
}

const lineSchema = z.object({
  id: z.union([z.string().min(1), z.number().transform(String)]),
  status: z.enum(REVIEW_STATUSES),
  rating: z.number().int().min(0).max(5),
  firstName: z.string().trim().min(1),
  lastName: z.string(),
  review: z.string().trim().min(1),
  submittedAt: z.iso.datetime({ offset: true }),
});

/** The JSON lines `npm run reviews -- list` prints, or an external store's export of the same shape; a bad line is named. */
export function parseModeratedLines(text: string, file: string): ModeratedReview[] {
  return text.split('\n').flatMap((line, index) => {
    if (!line.trim()) return [];
    let data: unknown;
    try {
      data = JSON.parse(line);
    } catch {
      throw new Error(`${file}: line ${index + 1} is not JSON`);
    }
    const result = lineSchema.safeParse(data);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new Error(`${file}: line ${index + 1}: ${issue.path.join('.') || 'the line'}: ${issue.message}`);
    }
    return [result.data];
  });
}
