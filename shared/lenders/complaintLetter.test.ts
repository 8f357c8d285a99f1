import {
  BLANK,
  cleanDetails,
  complaintLetter,
  DETAIL_LIMITS,
  fillText,
  letterPlainText,
  mailtoHref,
  readLetterQuery,
  type ComplaintLetter,
  type LetterFlag,
} from './complaintLetter.ts';
import { lenderProfile, lenders } from './lenders.ts';
import { parseAgreementStart, type PreCheckAnswers } from '../pre-check/preCheckAnswers.ts';
import { scopeFacts } from '../figures/schemeScope.ts';
import { complaintLetterFrom } from './complaintLetterBody.ts';
import { ombudsmanLimits } from '../agreements/deadlines.ts';
import { deadlineRules, ombudsmanWords } from '../agreements/deadlineWords.ts';

const TODAY = '2026-11-25';

function start(value: string) {
  const parsed = parseAgreementStart(value);
  if (!parsed) throw new Error(value);
  return parsed;
}

function text(letter: ComplaintLetter, details = {}): string {
  return letterPlainText(letter, details);
}

function flagIds(letter: ComplaintLetter): LetterFlag['id'][] {
  return letter.flags.map((flag) => flag.id);
}

function paragraph(letter: ComplaintLetter, id: string) {
  const found = letter.paragraphs.find((entry) => entry.id === id);
  if (!found) throw new Error(`no paragraph ${id}`);
  return found;
}

describe('complaintLetter: the addressee', () => {
  it('addresses a lender with a sourced postal address and email to its complaints team (Alphera)', () => {
    const letter = complaintLetter({ lender: 'alphera' });
    expect(letter.lender?.name).toBe('Alphera');
    expect(letter.recipient.addressKnown).toBe(true);
    expect(letter.recipient.lines.map((line) => fillText(line))).toEqual([
      'Customer Escalations Team',
      'Alphera Financial Services',
      'Summit ONE',
      'Summit Avenue',
      'Farnborough',
      'Hampshire GU14 0FB',
    ]);
    expect(letter.recipient.email).toBe('csescalations@alphera.co.uk');
    expect(letter.recipient.sources.map((source) => source.url)).toEqual(['http://alphera.co.uk/complaints']);
    expect(letter.recipient.checked).toBe('2026-11-23');
    expect(flagIds(letter)).not.toContain('no-postal-address');
    expect(flagIds(letter)).not.toContain('no-email');
  });

  it('takes every address and email from the lender’s profile, and invents none', () => {
    for (const lender of lenders) {
      const letter = complaintLetter({ lender: lender.slug });
      const { route } = lenderProfile(lender);
      expect(letter.recipient.email, lender.slug).toBe(route?.email?.value);
      expect(letter.recipient.addressKnown, lender.slug).toBe(route?.post !== undefined);
      if (route?.post) expect(letter.recipient.lines.map((line) => fillText(line)).join(', '), lender.slug).toBe(route.post.value);
      else
        expect(
          letter.recipient.lines.slice(1).every((line) => fillText(line) === BLANK),
          lender.slug,
        ).toBe(true);
    }
  });

  it('leaves a blank address, and says where to find it, when the sources give none (Close Brothers)', () => {
    const letter = complaintLetter({ lender: 'close-brothers' });
    expect(letter.recipient.addressKnown).toBe(false);
    expect(fillText(letter.recipient.lines[0]!)).toBe('Complaints, Close Brothers');
    const flag = letter.flags.find((entry) => entry.id === 'no-postal-address');
    expect(flag?.text).toMatch(/no postal address or complaints email for Close Brothers’ complaints/);
    expect(flag?.link?.href).toBe('https://www.closemotorfinance.co.uk/customers/help-centre/how-to-complain');
    expect(flag?.sources?.[0]?.url).toBe(flag?.link?.href);
    // One note says how to send it: no "send by post" straight after "no postal address" (issue 29).
    expect(flagIds(letter)).not.toContain('no-email');
  });

  it('never says "send by post" where it found no postal address, nor "its complaints page" where there is none', () => {
    for (const lender of lenders) {
      const letter = complaintLetter({ lender: lender.slug });
      const notes = letter.flags.map((flag) => flag.text).join(' ');
      const { route } = lenderProfile(lender);
      if (!route?.post) expect(notes, lender.slug).not.toMatch(/by post/);
      // issue 45 item 11: a commission page is not called a complaints page
      if (!route?.url) expect(notes, lender.slug).not.toMatch(/complaints page/);
    }
    expect(complaintLetter({ lender: 'northridge' }).flags.find((flag) => flag.id === 'no-email')?.text).toBe(
      'We found no complaints email for Northridge in our sources, so send the letter by post.',
    );
    // issue 45 item 11: the commission pages of Close Brothers and Blue, which have no postal address in our sources
    for (const slug of ['close-brothers', 'blue-motor'])
      expect(
        complaintLetter({ lender: slug }).flags.map((flag) => flag.id),
        slug,
      ).toContain('commission-page');
  });

  it('addresses a lender without a known address to the company its sources name, not to a make (issue 29)', () => {
    expect(fillText(complaintLetter({ lender: 'audi' }).recipient.lines[0]!)).toBe('Complaints, Volkswagen Financial Services (UK) Limited');
    expect(fillText(complaintLetter({ lender: 'honda' }).recipient.lines[0]!)).toBe('Complaints, Honda Finance Europe plc');
    expect(fillText(complaintLetter({ lender: 'vauxhall' }).recipient.lines[0]!)).toBe('Complaints, Stellantis Financial Services');
    for (const lender of lenders) {
      const letter = complaintLetter({ lender: lender.slug });
      const { entity, route } = lenderProfile(lender);
      if (!route?.post && entity) expect(fillText(letter.recipient.lines[0]!), lender.slug).not.toBe(`Complaints, ${lender.name}`);
      expect(letter.flags.map((flag) => flag.text).join(' '), lender.slug).not.toMatch(/Complaints are handled by/);
    }
  });

  it('names who handles complaints when it has no address but a sourced entity (Vauxhall)', () => {
    const letter = complaintLetter({ lender: 'vauxhall' });
    const flag = letter.flags.find((entry) => entry.id === 'handled-by');
    expect(flag?.text).toMatch(/Stellantis Financial Services/);
    expect(flag?.sources?.length).toBeGreaterThan(0);
    // No complaints page either: no link.
    expect(letter.flags.find((entry) => entry.id === 'no-postal-address')?.link).toBeUndefined();
  });

  it('points to a commission complaints page where the lender has one beside its address (Toyota)', () => {
    const letter = complaintLetter({ lender: 'toyota' });
    expect(letter.recipient.addressKnown).toBe(true);
    expect(letter.recipient.email).toBe('commissioncomplaints@toyota-fs.com');
    expect(letter.flags.find((entry) => entry.id === 'commission-page')?.link?.href).toBe(
      'https://www.toyota.co.uk/help-centre/complaints-about-commission-models',
    );
  });

  it('leaves the lender blank, and says so, for an unknown lender', () => {
    for (const slug of ['ford-credit', '<script>', 'BLACK-HORSE-X']) {
      const letter = complaintLetter({ lender: slug });
      expect(letter.lender).toBeUndefined();
      expect(letter.recipient.addressKnown).toBe(false);
      expect(letter.recipient.lines.every((line) => fillText(line) === BLANK)).toBe(true);
      expect(letter.flags[0]?.id).toBe('lender-unknown');
      expect(JSON.stringify(letter)).not.toContain('<script>');
    }
  });

  it('leaves the lender blank, and says how to fill it, when none is chosen', () => {
    const letter = complaintLetter();
    expect(letter.lender).toBeUndefined();
    expect(letter.flags[0]?.id).toBe('lender-not-chosen');
    expect(flagIds(letter)).not.toContain('no-email');
    expect(mailtoHref(letter)).toBeUndefined();
  });

  it('reads the lender case-insensitively', () => {
    expect(complaintLetter({ lender: 'Black-Horse' }).lender?.slug).toBe('black-horse');
  });
});

describe('complaintLetter: what it says', () => {
  it('states the complaint, asks for a review, redress with interest, the information, and the 8-week final response', () => {
    const body = text(complaintLetter({ lender: 'black-horse' }));
    // issue 45 item 11: a blank line for the date when the pre-check did not give one
    expect(body).toMatch(/I am complaining about my car finance agreement with you, which began on _+\. My agreement number is _+\./);
    expect(body).toMatch(/paid commission to the dealer or broker/);
    expect(body).toMatch(/discretionary commission arrangement/);
    expect(body).toMatch(/pay me the redress I am owed, with interest/);
    expect(body).toMatch(/a copy of my credit agreement/);
    expect(body).toMatch(/how much, and how it was worked out/);
    expect(body).toMatch(new RegExp(`final response within ${scopeFacts.lenderResponseWeeks.display}`));
    expect(body).toMatch(/Financial Ombudsman Service/);
    expect(body).toMatch(new RegExp(`within ${scopeFacts.fosReferralMonths.display} of your final response`));
  });

  it('cites a registry source beside every paragraph that states a rule, a figure or a date', () => {
    const letter = complaintLetter({ lender: 'alphera', answers: { start: start('2015-06') } });
    for (const id of ['what-the-rules-look-at', 'dca-ban', 'review', 'details', 'final-response']) {
      const entry = paragraph(letter, id);
      expect(entry.sources?.length, id).toBeGreaterThan(0);
      expect(entry.checked, id).toBe(scopeFacts.lenderResponseWeeks.checked);
      for (const source of entry.sources ?? []) expect(source.title, id).not.toBe('');
    }
    expect(paragraph(letter, 'final-response').sources?.map((source) => source.title)).toContain('FCA Handbook, DISP App 5');
  });

  it('names the agreement’s type and start from the pre-check', () => {
    const answers: PreCheckAnswers = { start: start('2015-06'), type: 'pcp' };
    const body = text(complaintLetter({ lender: 'bmw', answers }));
    expect(body).toMatch(/my personal contract purchase \(PCP\) agreement with you, which began in June 2015\./);
    expect(text(complaintLetter({ answers: { type: 'hp' } }))).toMatch(/my hire purchase \(HP\) agreement with you, which began on _+\./);
    expect(text(complaintLetter({ answers: { type: 'personal-loan' } }))).toMatch(/my personal loan arranged by the dealer with you/);
    expect(text(complaintLetter({ answers: { type: 'not-sure' } }))).toMatch(/my car finance agreement with you/);
    expect(text(complaintLetter({ answers: { start: start('2012-03-14') } }))).toMatch(/which began on 14 March 2012\./);
  });

  it('says the agreement began before the ban on discretionary commission, only when it did', () => {
    expect(complaintLetter({ answers: { start: start('2020-12') } }).paragraphs.some((entry) => entry.id === 'dca-ban')).toBe(true);
    // January 2021 may have been after the 28th: not claimed.
    expect(complaintLetter({ answers: { start: start('2021-01') } }).paragraphs.some((entry) => entry.id === 'dca-ban')).toBe(false);
    expect(complaintLetter({ answers: { start: start('2021-01-27') } }).paragraphs.some((entry) => entry.id === 'dca-ban')).toBe(true);
    expect(complaintLetter({ answers: { start: start('2021-01-28') } }).paragraphs.some((entry) => entry.id === 'dca-ban')).toBe(false);
    expect(complaintLetter({ answers: { start: start('2022-05') } }).paragraphs.some((entry) => entry.id === 'dca-ban')).toBe(false);
    expect(complaintLetter().paragraphs.some((entry) => entry.id === 'dca-ban')).toBe(false);
  });

  it('asks for the scheme when the agreement began within its dates', () => {
    for (const value of ['2007-04-06', '2007-05', '2014-03', '2024-11-01', '2024-10']) {
      const review = text(complaintLetter({ answers: { start: start(value) } }));
      expect(review, value).toMatch(/began within the dates the FCA’s motor finance redress scheme can cover \(6 April 2007 to 1 November 2024\)/);
    }
  });

  // M6: the pre-check calls these likely outside the schemes, whatever the date: the letter does not ask for the scheme, and says why.
  it.each([
    [{ via: 'direct' }, 'the finance came straight from the lender'],
    [{ apr: 'zero' }, 'it was 0% APR'],
    [{ for: 'company' }, 'it was in a limited company’s name'],
  ] as const)('does not ask for the scheme for an agreement in its dates the pre-check calls likely outside (%o)', (answer, why) => {
    const letter = complaintLetter({ lender: 'black-horse', answers: { start: start('2016-06'), type: 'pcp', ...answer } });
    expect(text(letter)).not.toMatch(/redress scheme/);
    expect(text(letter)).toMatch(/under the FCA’s complaint rules and put things right/);
    const flag = letter.flags.find((entry) => entry.id === 'outside-scheme-answers');
    expect(flag?.text).toContain(`From your answers (${why}), the FCA’s redress schemes likely do not cover your agreement`);
    expect(flag?.sources?.length).toBeGreaterThan(0);
  });

  it('m9: a hire agreement is not called car finance, nor an unfair relationship', () => {
    const letter = complaintLetter({ answers: { type: 'contract-hire', start: start('2016-01') } });
    expect(letter.subject.join('')).toMatch(/my hire agreement/);
    expect(text(letter)).not.toMatch(/relationship between us was unfair|car finance agreement/);
    expect(text(complaintLetter({ answers: { start: start('2007-04') } }))).toContain('(it can cover agreements made from 6 April 2007 to 1 November 2024)');
  });

  it('asks for a review under the complaint rules, and says why, when it began outside them', () => {
    for (const value of ['2007-04-05', '2006-12', '2024-11-02', '2025-03']) {
      const letter = complaintLetter({ answers: { start: start(value) } });
      expect(text(letter), value).not.toMatch(/redress scheme/);
      expect(text(letter), value).toMatch(/under the FCA’s complaint rules/);
      expect(flagIds(letter), value).toContain('outside-scheme-dates');
    }
  });

  it('mentions the scheme as a possibility when the start is not known, or is a month across the scheme’s first or last day', () => {
    for (const answers of [{}, { start: start('2007-04') }, { start: start('2024-11') }]) {
      const letter = complaintLetter({ answers });
      expect(text(letter)).toMatch(/including its motor finance redress scheme if my agreement falls within it/);
      expect(flagIds(letter)).not.toContain('outside-scheme-dates');
    }
  });

  it('does not ask for the scheme for personal contract hire, and says why', () => {
    const letter = complaintLetter({ answers: { type: 'contract-hire', start: start('2016-01') } });
    expect(text(letter)).not.toMatch(/redress scheme/);
    const flag = letter.flags.find((entry) => entry.id === 'contract-hire');
    expect(flag?.text).toMatch(/outside the schemes/);
    expect(flag?.sources?.length).toBeGreaterThan(0);
  });

  it('always says the 8 weeks are the normal rule and that the ombudsman is free, with sources', () => {
    const flag = complaintLetter().flags.find((entry) => entry.id === 'scheme-timetable');
    expect(flag?.text).toMatch(/normal rule/);
    expect(flag?.text).toMatch(/free for consumers/);
    expect(flag?.sources?.length).toBeGreaterThan(0);
  });
});

describe('complaintLetter: what the pre-check’s answers say about sending it (issue 29)', () => {
  const answers = (search: string) => readLetterQuery(search, TODAY).answers!;

  it('tells someone who already complained to the lender not to send it, with the 8 weeks as the normal rule, then the Ombudsman within 6 months; never "wait"', () => {
    const letter = complaintLetter({ lender: 'toyota', answers: answers('start=2015-06&complained=lender') });
    expect(letter.flags[0]?.id).toBe('already-complained');
    expect(letter.flags[0]?.text).toBe(
      'You said you have already complained to the lender about this agreement, so you do not need to send this letter. ' +
        'The lender normally has 8 weeks to send its final response (the normal rule; complaints the scheme covers follow its own timetable). ' +
        'If it has not come after that, or you disagree with it, you can take your complaint to the Financial Ombudsman Service, free, normally within 6 months of the final response.',
    );
    expect(letter.flags[0]?.text).not.toMatch(/\bwait\b/i);
    expect(letter.flags[0]?.sources?.length).toBeGreaterThan(0);
  });

  // Compliance C m6: on /my-agreements the complaint's day is known, and the note says what the card says.
  describe('the day of the complaint known (an agreement on /my-agreements)', () => {
    const letterOn = (complainedOn: string, today: string) =>
      complaintLetterFrom({ slug: 'toyota', answers: answers('start=2015-06&complained=lender'), complainedOn, today }).flags[0]!;

    it('before the 8 weeks are up: the final response due by that day', () => {
      const flag = letterOn('2026-10-20', '2026-11-29');
      expect(flag.text).toBe(
        'You said you complained to the lender about this agreement on 20 October 2026, so you do not need to send this letter. ' +
          'The lender normally has 8 weeks to send its final response (the normal rule; complaints the scheme covers follow its own timetable), so it is due by 15 December 2026. ' +
          'If it has not come by then, or you disagree with it, you can take your complaint to the Financial Ombudsman Service, free, normally within 6 months of the final response.',
      );
      // The day itself is still within the 8 weeks.
      expect(letterOn('2026-10-20', '2026-12-15').text).toContain('so it is due by 15 December 2026.');
    });

    it('after them: that day has passed, and the Ombudsman is next (as the card says), never "wait"', () => {
      const flag = letterOn('2026-09-20', '2026-11-29');
      expect(flag.text).toContain('so it was due by 15 November 2026: that date has passed.');
      expect(flag.text).toContain('If you have not had it, you can now take your complaint to the Financial Ombudsman Service, free.');
      expect(flag.text).toContain('If you have had it and disagree with it, you can too, normally within 6 months of the final response.');
      expect(flag.text).not.toMatch(/\bwait\b/i);
      expect(letterOn('2026-09-20', '2026-11-16').text).toContain('that date has passed');
    });

    it('made during the commission-complaint pause: counted from the day it ended, and says so, with its sources', () => {
      const flag = letterOn('2024-03-01', '2026-11-29');
      expect(flag.text).toContain('so it was due by 26 July 2026: that date has passed.');
      expect(flag.text).toContain('the 8 weeks did not run from 11 January 2024 to 31 May 2026, so this is counted from 31 May 2026.');
      expect(flag.sources?.length).toBeGreaterThan(0);
    });
  });

  // Compliance C M1: the final response's note gives the ombudsman's limits from the one engine, as the pre-check does.
  describe('holding the final response', () => {
    const noteFor = (search: string, today = '2026-11-29') => complaintLetter({ lender: 'audi', ...readLetterQuery(search, today), today }).flags[0]!;

    it('a DCA-era final response of 15 December 2025: the 6 months passed, and 15 March 2027 for a DCA complaint', () => {
      const flag = noteFor('start=2012-06&type=hp&complained=final-response&responded=2025-12-15');
      expect(flag.id).toBe('already-complained');
      expect(flag.text).toBe(
        'You said you have the lender’s final response to your complaint, so you do not need to send this letter. ' +
          'If you disagree with it, you can take your complaint to the Financial Ombudsman Service, free. ' +
          'The usual limit is 6 months from the final response (15 December 2025). That date passed on 15 June 2026. ' +
          'If your complaint was about a discretionary commission arrangement, a final response sent from 30 April 2025 to 29 January 2026 has 15 months from the letter: by 15 March 2027.',
      );
      expect(flag.sources?.length).toBeGreaterThan(0);
    });

    it('the same words as the pre-check gives for those answers', () => {
      const search = 'start=2012-06&type=hp&complained=final-response&responded=2025-12-15';
      const limits = ombudsmanLimits('2025-12-15', '2026-11-29', deadlineRules(scopeFacts));
      expect(noteFor(search).text).toContain(ombudsmanWords(limits, scopeFacts).limits.join(' '));
    });

    it('an agreement begun after the DCA ban: the usual 6 months only', () => {
      const flag = noteFor('start=2022-05&type=pcp&complained=final-response&responded=2025-12-15');
      expect(flag.text).toMatch(/The usual limit is 6 months from the final response \(15 December 2025\)\. That date passed on 15 June 2026\.$/);
      expect(flag.text).not.toMatch(/discretionary commission/);
    });

    it('a final response not yet 6 months old, after the DCA windows: by its day', () => {
      expect(noteFor('start=2012-06&type=hp&complained=final-response&responded=2026-11-20').text).toMatch(
        /The usual limit is 6 months from the final response \(20 November 2026\): by 20 May 2027\.$/,
      );
    });

    it('without its date: the usual limit, and that some DCA final responses have a different one', () => {
      const flag = noteFor('start=2012-06&type=hp&complained=final-response');
      expect(flag.text).toMatch(
        /The usual limit is 6 months from the date on the final response\. Some final responses to discretionary commission complaints, sent from 12 July 2023 to 29 January 2026, have a different limit\.$/,
      );
      expect(noteFor('start=2022-05&type=pcp&complained=final-response').text).toMatch(/The usual limit is 6 months from the date on the final response\.$/);
      expect(noteFor('complained=final-response').text).toMatch(/have a different limit\.$/);
    });
  });

  it('tells someone whose complaint is with the Ombudsman not to send it', () => {
    const letter = complaintLetter({ lender: 'toyota', answers: answers('complained=ombudsman') });
    expect(letter.flags[0]?.text).toMatch(/already with the Financial Ombudsman Service, so you do not need to send this letter/);
  });

  it('tells someone who signed with a firm to ask that firm first, and not to sign again', () => {
    const letter = complaintLetter({ lender: 'toyota', answers: answers('represented=yes&complained=lender') });
    expect(flagIds(letter).slice(0, 2)).toEqual(['already-represented', 'already-complained']);
    expect(letter.flags[0]?.text).toMatch(/ask that firm what it has already done for you.*Do not sign with another firm\./);
  });

  it('gives no such note to someone who has not complained or signed', () => {
    const ids = flagIds(complaintLetter({ lender: 'toyota', answers: answers('complained=no&represented=no&via=dealer') }));
    expect(ids).not.toContain('already-complained');
    expect(ids).not.toContain('already-represented');
    expect(ids).not.toContain('straight-from-lender');
  });

  it('after "straight from the lender", says no commission was paid to a dealer, and notes the schemes are likely not for it', () => {
    const letter = complaintLetter({ lender: 'toyota', answers: answers('start=2015-06&type=hp&via=direct') });
    const body = text(letter);
    expect(body).not.toMatch(/dealer|broker who arranged/);
    expect(body.replace(/The FCA’s rules look at[^\n]*\n/, '')).not.toMatch(/the dealer or broker/);
    expect(paragraph(letter, 'commission').text.join('')).toMatch(/^I took out this finance with you directly\./);
    expect(letter.flags.find((flag) => flag.id === 'straight-from-lender')?.text).toMatch(/likely outside them/);
  });

  it('asks a contract-hire customer for a copy of the hire agreement, not a credit agreement', () => {
    const hire = text(complaintLetter({ lender: 'toyota', answers: answers('type=contract-hire') }));
    expect(hire).toContain('a copy of my hire agreement;');
    expect(hire).not.toMatch(/credit agreement/);
    expect(text(complaintLetter({ lender: 'toyota', answers: answers('type=hp') }))).toContain('a copy of my credit agreement;');
  });
});

describe('filling the letter in', () => {
  const details = { name: 'Ann Example', address: '1 High Street\nTown AB1 2CD', agreementNumber: '12-123456', registration: 'AB12 CDE' };

  it('prints blanks for the visitor’s details when none are given', () => {
    const body = text(complaintLetter({ lender: 'alphera' }));
    expect(body.startsWith(`${BLANK}\n${BLANK}\n\nDate: ${BLANK}`)).toBe(true);
    expect(body).toMatch(new RegExp(`Yours faithfully,\\n${BLANK}$`));
  });

  it('fills the name, address, agreement number and registration in every place they appear', () => {
    const body = text(complaintLetter({ lender: 'alphera' }), details);
    expect(body.startsWith('Ann Example\n1 High Street\nTown AB1 2CD\n\nDate: ')).toBe(true);
    expect(body).toMatch(/Subject: Complaint about commission on my car finance agreement, number 12-123456/);
    expect(body).toMatch(/My agreement number is 12-123456\./);
    expect(body).toMatch(/registration was AB12 CDE,/);
    expect(body.endsWith('Yours faithfully,\nAnn Example')).toBe(true);
    // The date stays blank: the visitor dates the letter when sending it.
    expect(body).toMatch(new RegExp(`Date: ${BLANK}`));
  });

  it('keeps blanks for details left empty or only spaces', () => {
    const body = text(complaintLetter(), { name: '   ', agreementNumber: '' });
    expect(body).toMatch(new RegExp(`My agreement number is ${BLANK}\\.`));
  });

  it('cleans what was typed: text only, no control characters, one line except the address, cut to length', () => {
    expect(cleanDetails({ name: 'Ann\u0000 Example\n', address: 'a\r\nb\tc', agreementNumber: 42, registration: 'X'.repeat(50) })).toEqual({
      name: 'Ann Example',
      address: 'a\nbc',
      registration: 'X'.repeat(DETAIL_LIMITS.registration),
    });
    expect(cleanDetails({ name: '😀'.repeat(200) }).name).toBe('😀'.repeat(DETAIL_LIMITS.name));
    expect(cleanDetails({})).toEqual({});
  });

  it('shows markup typed into a field as text: the letter is plain text, escaped by React where shown', () => {
    const body = text(complaintLetter(), { name: '<img src=x onerror=alert(1)>' });
    expect(body).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('mailtoHref', () => {
  const details = { name: 'Ann Example', address: '1 High Street\nTown', agreementNumber: '12-123456' };

  it('opens the visitor’s email app to the lender’s complaints email, subject and body percent-encoded, lines as CRLF', () => {
    const href = mailtoHref(complaintLetter({ lender: 'alphera' }), details)!;
    expect(href.startsWith('mailto:csescalations@alphera.co.uk?subject=')).toBe(true);
    const url = new URL(href);
    const params = new URLSearchParams(url.search);
    expect(params.get('subject')).toBe('Complaint about commission on my car finance agreement, number 12-123456');
    const body = params.get('body')!;
    expect(body.startsWith('Dear Sir or Madam,\r\n\r\nI am complaining')).toBe(true);
    expect(body).toContain('Yours faithfully,\r\nAnn Example\r\n\r\n1 High Street\r\nTown');
    // The postal blocks and the date are for paper only.
    expect(body).not.toContain('Summit ONE');
    expect(body).not.toContain('Date:');
    // RFC 6068: spaces as %20, never +; no raw line breaks, ampersands or question marks in the values.
    expect(href).not.toMatch(/\+|\s/);
    expect(href.split('?')[1]!.split('&')).toHaveLength(2);
  });

  it('encodes anything the visitor types so it cannot add a parameter', () => {
    const href = mailtoHref(complaintLetter({ lender: 'mercedes' }), { name: 'Ann & Bob?cc=evil@example.com' })!;
    expect(href.split('&')).toHaveLength(2);
    expect(new URLSearchParams(new URL(href).search).get('cc')).toBeNull();
    expect(href).toContain('Ann%20%26%20Bob%3Fcc%3Devil%40example.com');
  });

  it('is undefined where the lender takes no complaints by email in our sources, or is unknown', () => {
    expect(mailtoHref(complaintLetter({ lender: 'close-brothers' }))).toBeUndefined();
    expect(mailtoHref(complaintLetter({ lender: 'nobody' }))).toBeUndefined();
    const withOddEmail = {
      ...complaintLetter({ lender: 'alphera' }),
      recipient: { ...complaintLetter({ lender: 'alphera' }).recipient, email: 'x@y.com?bcc=z@w.com' },
    };
    expect(mailtoHref(withOddEmail)).toBeUndefined();
  });

  it('exists for each lender with a sourced complaints email, and only those', () => {
    const withEmail = lenders.filter((lender) => mailtoHref(complaintLetter({ lender: lender.slug }))).map((lender) => lender.slug);
    expect(withEmail).toEqual(lenders.filter((lender) => lenderProfile(lender).route?.email).map((lender) => lender.slug));
    expect(withEmail).toEqual(['alphera', 'mercedes', 'toyota']);
  });
});

describe('readLetterQuery', () => {
  it('reads the lender and the pre-check’s answers from the same parameters', () => {
    const input = readLetterQuery('lender=close-brothers&start=2015-06&type=pcp&via=dealer', TODAY);
    expect(input.lender).toBe('close-brothers');
    expect(input.answers?.start?.value).toBe('2015-06');
    expect(input.answers?.type).toBe('pcp');
    expect(input.answers?.via).toBe('dealer');
  });

  it('drops unreadable answers, caps the lender, and reads nothing from an empty query', () => {
    const input = readLetterQuery(new URLSearchParams({ lender: 'x'.repeat(500), start: '2099-01', type: 'spaceship' }), TODAY);
    expect(input.lender).toHaveLength(40);
    expect(input.answers).toEqual({});
    expect(readLetterQuery('', TODAY)).toEqual({ answers: {}, today: TODAY });
    expect(readLetterQuery('lender=%20%20', TODAY)).toEqual({ answers: {}, today: TODAY });
  });

  it('builds a letter from a pre-check result address end to end', () => {
    const letter = complaintLetter(readLetterQuery('?lender=toyota&start=2013-02&type=hp', TODAY));
    expect(text(letter)).toMatch(/my hire purchase \(HP\) agreement with you, which began in February 2013/);
    expect(letter.lender?.slug).toBe('toyota');
  });
});
