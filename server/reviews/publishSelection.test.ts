import { describe, expect, it } from 'vitest';
import type { ModeratedReview } from './moderation.ts';
import { authorName, parseModeratedLines, publishedFrom } from './publishSelection.ts';

const row = (id: string, status: ModeratedReview['status'], rating: number, submittedAt: string): ModeratedReview => ({
  id,
  status,
  rating,
  firstName: 'Ada',
  lastName: 'Lovelace',
  review: `Words of ${id}`,
  submittedAt,
});

describe('what reviews:publish writes (every approved review, never a selection)', () => {
  const rows = [
    row('five', 'approved', 5, '2026-11-20T09:00:00.000Z'),
    row('three', 'rejected', 3, '2026-11-21T09:00:00.000Z'),
    row('one', 'approved', 1, '2026-11-22T09:00:00.000Z'),
    row('none', 'approved', 0, '2026-11-23T09:00:00.000Z'),
    row('waiting', 'pending', 4, '2026-11-24T09:00:00.000Z'),
  ];

  it('takes every approved review, whatever its rating, newest first, and no other', () => {
    expect(publishedFrom(rows).map((review) => review.id)).toEqual(['none', 'one', 'five']);
  });

  it('publishes no stars as no rating, the day sent, and the first name with the last initial', () => {
    expect(publishedFrom(rows)).toContainEqual({ id: 'none', date: '2026-11-23', rating: null, author: 'Ada L.', text: 'Words of none' });
    expect(publishedFrom(rows)).toContainEqual(expect.objectContaining({ id: 'one', rating: 1 }));
  });

  it('never carries an email address, even when the rows hold one', () => {
    const withEmail = [{ ...row('five', 'approved', 5, '2026-11-20T09:00:00.000Z'), email: 'ada@example.com' }];
    expect(JSON.stringify(publishedFrom(withEmail))).not.toContain('ada@example.com');
  });

  it('keeps a name in any script, taking the initial as a reader sees it', () => {
    expect(authorName('Zoë', 'Ó Briain')).toBe('Zoë Ó.');
    expect(authorName('Анна', 'Иванова')).toBe('Анна И.');
    expect(authorName('J.R.', '  de la Cruz')).toBe('J.R. d.');
    // "é" written as e + a combining accent is one letter.
    expect(authorName('Ann', 'e\u0301mile')).toBe('Ann e\u0301.');
  });
});

describe('an exported file (JSON lines of the list’s shape)', () => {
  it('reads each line, and skips blank ones', () => {
    const text = `${JSON.stringify(row('a', 'approved', 5, '2026-11-20T09:00:00.000Z'))}\n\n${JSON.stringify({ ...row('b', 'rejected', 2, '2026-11-21T09:00:00Z'), id: 42 })}\n`;
    expect(parseModeratedLines(text, 'export.jsonl').map((each) => [each.id, each.status])).toEqual([
      ['a', 'approved'],
      ['42', 'rejected'],
    ]);
  });

  it('names the line that is not JSON, or not of the shape', () => {
    expect(() => parseModeratedLines('{"id":', 'export.jsonl')).toThrow('export.jsonl: line 1 is not JSON');
    const bad = JSON.stringify({ ...row('a', 'approved', 5, '2026-11-20T09:00:00.000Z'), status: 'published' });
    expect(() => parseModeratedLines(`\n${bad}`, 'export.jsonl')).toThrow(/export\.jsonl: line 2: status/);
    const rating = JSON.stringify({ ...row('a', 'approved', 6, '2026-11-20T09:00:00.000Z') });
    expect(() => parseModeratedLines(rating, 'export.jsonl')).toThrow(/line 1: rating/);
  });
});
