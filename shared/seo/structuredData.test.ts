import { describe, expect, it } from 'vitest';
import { organizationSchema } from './structuredData.ts';

describe('reviews in structured data (issue 46)', () => {
  it('marks up no Review and no AggregateRating of our own reviews in the organisation’s JSON-LD', () => {
    const json = JSON.stringify(organizationSchema('https://example.test'));
    expect(json).toContain('"@type":"Organization"');
    expect(json).not.toMatch(/"review"|aggregateRating|ratingValue|"Review"/i);
  });
});
