import { consentLapsesOn, consentRecord, parseConsent, serializeConsent } from './consent.ts';

describe('the consent record', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('holds only the choice and the day', () => {
    expect(serializeConsent(consentRecord('refused', now))).toBe('{"choice":"refused","date":"2026-11-25"}');
  });

  it('reads back what it wrote', () => {
    expect(parseConsent('{"choice":"accepted","date":"2026-11-25"}', now)).toEqual({ choice: 'accepted', date: '2026-11-25' });
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['an array', '[]'],
    ['another choice', '{"choice":"maybe","date":"2026-11-25"}'],
    ['no date', '{"choice":"accepted"}'],
    ['an impossible date', '{"choice":"accepted","date":"2026-02-30"}'],
    ['a future date', '{"choice":"accepted","date":"2026-11-26"}'],
    ['a lapsed choice', '{"choice":"accepted","date":"2026-05-25"}'],
  ])('treats %s as no choice', (_, json) => {
    expect(parseConsent(json, now)).toBeUndefined();
  });

  it.each([
    ['2026-05-25', '2026-11-25'],
    ['2026-05-31', '2026-12-01'],
    ['2026-08-31', '2027-03-01'],
    ['2027-12-15', '2028-06-15'],
  ])('a choice made on %s lapses on %s, six calendar months on', (date, lapse) => {
    expect(consentLapsesOn({ choice: 'accepted', date }).toISOString().slice(0, 10)).toBe(lapse);
  });

  it('holds on the last day before it lapses', () => {
    expect(parseConsent('{"choice":"refused","date":"2026-05-26"}', now)).toEqual({ choice: 'refused', date: '2026-05-26' });
  });
});
