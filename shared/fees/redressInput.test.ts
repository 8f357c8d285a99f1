import { parseRedressInput } from './redressInput.ts';

describe('parseRedressInput', () => {
  it.each([
    ['2500', 2500],
    ['2,500', 2500],
    ['£2,500', 2500],
    [' £ 2 500 ', 2500],
    ['1499.5', 1499.5],
    ['£10,000.75', 10000.75],
    ['0', 0],
  ])('reads %j as %d', (text, pounds) => {
    expect(parseRedressInput(text)).toBe(pounds);
  });

  it.each(['', '£', 'abc', '2.555', '-100', '1e6', '2,5OO', '£-5'])('rejects %j', (text) => {
    expect(parseRedressInput(text)).toBeUndefined();
  });
});
