import { CONSENT_MONTHS, consentLapsesOn, parseConsent } from './consent.ts';

describe('the consent record', () => {
  const now = new Date('2026-11-25T12:00:00Z');

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
    ['a date in another form', '{"choice":"accepted","date":"25/11/2026"}'],
  ])('treats %s as no choice', (_, json) => {
    expect(parseConsent(json, now)).toBeUndefined();
  });

  it.each([
    ['2026-05-25', '2026-11-21'],
    ['2026-08-31', '2027-02-27'],
    ['2027-12-15', '2028-06-12'],
  ])('a choice made on %s lapses on %s, 180 days on: never more than six months', (date, lapse) => {
    const lapses = consentLapsesOn({ choice: 'accepted', date });
    expect(lapses.toISOString().slice(0, 10)).toBe(lapse);
    const sixMonthsOn = new Date(date);
    sixMonthsOn.setUTCMonth(sixMonthsOn.getUTCMonth() + CONSENT_MONTHS);
    expect(lapses.getTime()).toBeLessThanOrEqual(sixMonthsOn.getTime());
  });

  it('holds on the last day before it lapses', () => {
    expect(parseConsent('{"choice":"refused","date":"2026-05-30"}', now)).toEqual({ choice: 'refused', date: '2026-05-30' });
    expect(parseConsent('{"choice":"refused","date":"2026-05-29"}', now)).toBeUndefined();
  });
});
