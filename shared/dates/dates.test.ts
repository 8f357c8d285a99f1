import { formatIsoDate } from './dates.ts';

describe('formatIsoDate', () => {
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

  it('words every day from 2000 to 2035 as en-GB Intl does', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2036, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      if (formatIsoDate(iso) !== day.format(new Date(time))) mismatches.push(iso);
      if (formatIsoDate(iso.slice(0, 7)) !== month.format(new Date(time))) mismatches.push(iso.slice(0, 7));
    }
    expect(mismatches).toEqual([]);
  });

  it('gives back what is not a date as it is', () => {
    expect(formatIsoDate('2007-04-06')).toBe('6 April 2007');
    expect(formatIsoDate('2027')).toBe('2027');
    expect(formatIsoDate('undated')).toBe('undated');
    expect(formatIsoDate('2007-13')).toBe('2007-13');
  });
});
