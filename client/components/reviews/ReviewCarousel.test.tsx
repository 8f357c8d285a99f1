import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ratingBadge, reviews } from '../../../server/content/reviews.ts';
import { RatingBadge } from './RatingBadge.tsx';
import { ReviewCarousel, reviewsBlockWords } from './ReviewCarousel.tsx';

const review = { id: 'r', rating: 5, title: 'Title', content: 'Words', author: 'Sam T.' } as const;

describe('placeholder reviews read as examples (DMCC Act 2024)', () => {
  it('marks an example review in visible text, which a screen reader reads too', () => {
    const html = renderToStaticMarkup(<ReviewCarousel reviews={[{ ...review, example: true }]} label="Reviews" />);
    expect(html).toContain('Example review');
    expect(html).not.toMatch(/<p class="review-card__example"[^>]*aria-hidden/);
  });

  it('does not mark a verified review', () => {
    const html = renderToStaticMarkup(<ReviewCarousel reviews={[{ ...review, example: false }]} label="Reviews" />);
    expect(html).not.toContain('Example review');
  });

  it('marks every review the site shows while content/reviews.json holds placeholders', () => {
    const html = renderToStaticMarkup(<ReviewCarousel reviews={reviews} label="Reviews" />);
    const examples = html.match(/Example review/g) ?? [];
    expect(examples).toHaveLength(reviews.filter((entry) => entry.example).length);
  });

  it('words the placeholder rating badge as an example rating', () => {
    const html = renderToStaticMarkup(<RatingBadge badge={ratingBadge} />);
    expect(html).toContain('Example rating');
    expect(html).not.toContain('>Rated on Google');
  });
});

describe('the reviews block’s heading and intro (issue 29 item 8)', () => {
  it('says the reviews are examples while any one is', () => {
    const words = reviewsBlockWords([{ example: false }, { example: true }]);
    expect(words.heading).toBe('Example reviews');
    expect(words.intro).toMatch(/examples .*not reviews from customers/);
    expect(`${words.heading} ${words.intro}`).not.toMatch(/What our customers say|people who have/);
  });

  it('says "What our customers say" once every review is verified', () => {
    expect(reviewsBlockWords([{ example: false }, { example: false }]).heading).toBe('What our customers say');
  });

  it('reads the shipped reviews: placeholders, so examples', () => {
    if (reviews.some((each) => each.example)) expect(reviewsBlockWords(reviews).heading).toBe('Example reviews');
  });
});
