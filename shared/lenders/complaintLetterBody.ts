/**
 * The free complaint letter's words (issue 23), from the lender's addressing
 * and the pre-check's answers: pure, and free of the lenders' profiles, so the
 * same letter is made on the server (/complain-free, `complaintLetter` in
 * complaintLetter.ts) and on the visitor's device for an agreement on their
 * list (/my-agreements, issue 47: no request carries the agreement; decision
 * 042). The lender's part, its address, email and notes, is made on the
 * server from content/lenders.yaml (`letterAddressing`) and handed over.
 *
 * Every figure and date in the letter is a registry entry (shared/figures/schemeScope.ts)
 * and each paragraph lists the sources it rests on, for the page to show beside
 * the letter, not in it.
 */
import { formatIsoDate } from '../dates/dates.ts';
import { BLANK, type ComplaintLetter, type LetterFlag, type LetterParagraph, type LetterRecipient, type LetterSources } from './complaintLetterText.ts';
import type { Lender } from './lenderList.ts';
import { optionLabel, type AgreementStart, type PreCheckAnswers } from '../pre-check/preCheckAnswers.ts';
import { scopeFacts, scopeSources, type ScopeFactKey } from '../figures/schemeScope.ts';
import { eligibilityFor } from '../pre-check/eligibility.ts';
import { todayOf } from '../agreements/calendarDays.ts';
import { dcaPossible, nextStepFor, ombudsmanLimits } from '../agreements/deadlines.ts';
import { DCA_LIMIT_CITES, deadlineRules, ombudsmanWithoutDate, ombudsmanWords } from '../agreements/deadlineWords.ts';

/** The lender's part of the letter: where it goes, and the notes about sending it there. */
export interface LetterAddressing {
  readonly recipient: LetterRecipient;
  readonly flags: readonly LetterFlag[];
}

export interface ComplaintLetterParts {
  /** The lender as given (a slug, or a name typed on the list); absent when none was chosen. */
  readonly slug?: string;
  /** The lender, when `slug` is one we know. */
  readonly lender?: Lender;
  readonly addressing?: LetterAddressing;
  readonly answers?: PreCheckAnswers;
  /**
   * The day the visitor complained to the lender (`YYYY-MM-DD`), where known: an agreement on
   * /my-agreements has it, so the note says when its final response is or was due (the list's own
   * next step, shared/agreements/deadlines.ts).
   */
  readonly complainedOn?: string;
  /** Today (`YYYY-MM-DD`), for the notes' dates: whether one has passed. This device's or server's clock unless given. */
  readonly today?: string;
}

// ---- Sources ----

function cite(...keys: readonly ScopeFactKey[]): LetterSources {
  const sourceKeys = [...new Set(keys.flatMap((key) => scopeFacts[key].sourceKeys))];
  const checked = keys.map((key) => scopeFacts[key].checked).sort()[0]!;
  return { sources: sourceKeys.map((key) => scopeSources[key]!), checked }; // the schema checks every key
}

// ---- Building the letter ----

function startText(start: AgreementStart): string {
  return formatIsoDate(start.value);
}

/** The first and last day the start can be: a month or a year given alone could be any of its days. */
function startRange(start: AgreementStart): readonly [string, string] {
  if (start.month === undefined) return [`${start.value}-01-01`, `${start.value}-12-31`];
  return start.day === undefined ? [`${start.value}-01`, `${start.value}-31`] : [start.value, start.value];
}

/**
 * Where the start falls against the schemes' dates: `inside` or `outside` only
 * when every day it can be is; undefined when not given, or a month across a
 * boundary (the letter then words the scheme as a possibility, never a claim).
 */
function schemePosition(start: AgreementStart | undefined): 'inside' | 'outside' | undefined {
  if (!start) return undefined;
  const [first, last] = startRange(start);
  if (first >= scopeFacts.scheme1Start.value && last <= scopeFacts.scheme2End.value) return 'inside';
  if (last < scopeFacts.scheme1Start.value || first > scopeFacts.scheme2End.value) return 'outside';
  return undefined;
}

/** Whether the pre-check's rules say the schemes likely do not cover the agreement, whatever the day (issue 45 item 7). */
function schemeLikelyOut(answers: PreCheckAnswers): boolean {
  return eligibilityFor(answers).scheme.answers.every((answer) => answer.verdict === 'likely-out');
}

/** True only when every day the start can be is before the DCA ban. */
function beforeDcaBan(start: AgreementStart | undefined): boolean {
  return start !== undefined && startRange(start)[1] < scopeFacts.dcaBan.value;
}

/** "a personal contract purchase (PCP) agreement": the type in words, for the first sentence. */
function agreementWords(answers: PreCheckAnswers): string {
  const label = answers.type && answers.type !== 'not-sure' ? optionLabel('type', answers.type) : undefined;
  if (!label) return 'my car finance agreement';
  const words =
    answers.type === 'personal-loan' ? 'my personal loan arranged by the dealer' : `my ${label.replace(/^[A-Z]/, (c) => c.toLowerCase())} agreement`;
  return words;
}

const NOT_NEEDED = 'so you do not need to send this letter.';

/**
 * Already complained to the lender (compliance C m6): where the day is known, the agreement's own
 * next step from the one engine (the final response due by a day, or that day passed and the
 * ombudsman next), as the list's card says it; otherwise the normal rule. Never "wait".
 */
function complainedFlag(complainedOn: string | undefined, today: string): LetterFlag {
  const f = scopeFacts;
  const weeks = f.lenderResponseWeeks.display;
  const normally = `The lender normally has ${weeks} to send its final response (the normal rule; complaints the scheme covers follow its own timetable)`;
  const within = `normally within ${f.fosReferralMonths.display} of the final response`;
  const step = complainedOn === undefined ? undefined : nextStepFor({ status: 'complained', statusDate: complainedOn }, today, deadlineRules(f));
  if (!step?.due) {
    return {
      id: 'already-complained',
      text:
        `You said you have already complained to the lender about this agreement, ${NOT_NEEDED} ${normally}. ` +
        `If it has not come after that, or you disagree with it, you can take your complaint to the Financial Ombudsman Service, free, ${within}.`,
      ...cite('lenderResponseWeeks', 'fosReferralMonths', 'fosFreeForConsumers'),
    };
  }
  const pause = step.caveats.includes('commission-pause')
    ? ` For complaints about commission, the ${weeks} did not run from ${f.pauseStarted.display} to ${f.pauseEnded.display}, so this is counted from ${f.pauseEnded.display}.`
    : '';
  const opening = `You said you complained to the lender about this agreement on ${formatIsoDate(complainedOn!)}, ${NOT_NEEDED}`;
  const due = formatIsoDate(step.due);
  const text =
    step.kind === 'ombudsman-no-response'
      ? `${opening} ${normally}, so it was due by ${due}: that date has passed.${pause} ` +
        `If you have not had it, you can now take your complaint to the Financial Ombudsman Service, free. If you have had it and disagree with it, you can too, ${within}.`
      : `${opening} ${normally}, so it is due by ${due}.${pause} ` +
        `If it has not come by then, or you disagree with it, you can take your complaint to the Financial Ombudsman Service, free, ${within}.`;
  return {
    id: 'already-complained',
    text,
    ...(pause
      ? cite('lenderResponseWeeks', 'pauseStarted', 'pauseEnded', 'fosReferralMonths', 'fosFreeForConsumers')
      : cite('lenderResponseWeeks', 'fosReferralMonths', 'fosFreeForConsumers')),
  };
}

/**
 * Holding the final response (compliance C M1): the ombudsman's limits for its date in the one
 * engine's words (shared/agreements/deadlines.ts, deadlineWords.ts: facts.md §3.3, both where the
 * complaint may have been about a discretionary commission arrangement, a passed one said so), as
 * the pre-check and the list give them; without the date, the usual limit and that some DCA final
 * responses have another.
 */
function finalResponseFlag(answers: PreCheckAnswers, today: string): LetterFlag {
  const f = scopeFacts;
  const rules = deadlineRules(f);
  const dca = dcaPossible(answers.start?.value, rules);
  const limits = answers.responded === undefined ? undefined : ombudsmanLimits(answers.responded, today, rules, dca);
  const words = limits ? ombudsmanWords(limits, f).limits.join(' ') : `${ombudsmanWithoutDate(f, dca)}.`;
  const withDca = limits ? limits.dca !== undefined : dca;
  return {
    id: 'already-complained',
    text:
      `You said you have the lender’s final response to your complaint, ${NOT_NEEDED} ` +
      `If you disagree with it, you can take your complaint to the Financial Ombudsman Service, free. ${words}`,
    ...cite('fosReferralMonths', 'fosFreeForConsumers', ...(withDca ? DCA_LIMIT_CITES : [])),
  };
}

/**
 * What the pre-check's answers say about sending the letter at all (issue 29), first among the
 * notes: already signed with a firm, already complained (then the letter is not needed), or finance
 * straight from the lender (the schemes are about a broker's commission).
 */
function beforeSendingFlags(answers: PreCheckAnswers, complainedOn: string | undefined, today: string): LetterFlag[] {
  const flags: LetterFlag[] = [];
  if (answers.represented === 'yes') {
    flags.push({
      id: 'already-represented',
      text: 'You said you have already signed with a claims firm or law firm for this agreement. Before you send this letter, ask that firm what it has already done for you, so the lender does not get two complaints about the same agreement. Do not sign with another firm.',
      ...cite('duplicateRepresentation', 'fcaSraWarning'),
    });
  }
  if (answers.complained === 'ombudsman') {
    flags.push({
      id: 'already-complained',
      text: `You said your complaint is already with the Financial Ombudsman Service, so you do not need to send this letter: the Ombudsman, which is ${scopeFacts.fosFreeForConsumers.display}, will tell you what happens next.`,
      ...cite('fosFreeForConsumers'),
    });
  } else if (answers.complained === 'lender') {
    flags.push(complainedFlag(complainedOn, today));
  }
  if (answers.complained === 'final-response') flags.push(finalResponseFlag(answers, today));
  if (answers.via === 'direct') {
    flags.push({
      id: 'straight-from-lender',
      text: 'You said you went straight to the lender, with no dealer or broker arranging the finance. The FCA’s schemes are about commission paid to a broker, so your agreement is likely outside them; the letter asks whether any commission was paid.',
      ...cite('creditWithBrokerCommission'),
    });
  }
  return flags;
}

/**
 * The letter, filled from the pre-check's answers, with blanks for the visitor's details: `slug` as
 * the address or the list gave it, `lender` when it is one we know, and its `addressing` (made on
 * the server from its profile, `letterAddressing` in complaintLetter.ts); none gives blank lines.
 */
export function complaintLetterFrom({
  slug,
  lender,
  addressing,
  answers = {},
  complainedOn,
  today = todayOf(new Date()),
}: ComplaintLetterParts): ComplaintLetter {
  const recipient = addressing?.recipient ?? { lines: [[BLANK], [BLANK], [BLANK], [BLANK]], addressKnown: false, sources: [] };
  // A copy: the notes below are added to it.
  const flags = [...(addressing?.flags ?? [])];
  if (!slug) {
    flags.unshift({
      id: 'lender-not-chosen',
      text: 'No lender chosen: write in the name and address of the lender on your agreement, or find your lender to fill them in.',
    });
  } else if (!lender) {
    flags.unshift({
      id: 'lender-unknown',
      text: 'We do not know that lender, so its name and address are left blank: write in the lender on your agreement, or find your lender to fill them in.',
    });
  }

  flags.unshift(...beforeSendingFlags(answers, complainedOn, today));

  const { start } = answers;
  const position = schemePosition(start);
  const paragraphs: LetterParagraph[] = [];

  paragraphs.push({
    id: 'complaint',
    text: [
      // issue 45 item 11: without the date from the pre-check, a line to write it in (the FCA lists the date among what to give)
      `I am complaining about ${agreementWords(answers)} with you, which began ${start ? `${start.day === undefined ? 'in' : 'on'} ${startText(start)}` : `on ${BLANK}`}. My agreement number is `,
      { slot: 'agreementNumber' },
      '.',
    ],
  });

  // Finance taken straight from the lender had no dealer or broker arranging it: the letter asserts no dealer's commission (issue 29).
  const direct = answers.via === 'direct';
  paragraphs.push({
    id: 'commission',
    text: [
      direct
        ? 'I took out this finance with you directly. I was not told whether you paid commission to anyone in connection with it, how much it was, or how it was worked out.'
        : 'I believe you paid commission to the dealer or broker who arranged my finance, and that I was not told properly whether commission was paid, how much it was, or how it was worked out.',
    ],
  });

  paragraphs.push({
    id: 'what-the-rules-look-at',
    text: [
      'The FCA’s rules look at whether a lender failed to tell customers properly about a discretionary commission arrangement (where the broker could set the interest rate and earn more commission by setting it higher), high commission, or an exclusive or first-refusal arrangement between the lender and the broker. ' +
        // m9: "unfair relationship" is a credit concept; a hire agreement is not credit (facts.md §2.4).
        (answers.type === 'contract-hire'
          ? 'If any of these applied to my agreement and was not properly disclosed, I believe I was treated unfairly.'
          : 'If any of these applied to my agreement and was not properly disclosed, I believe the relationship between us was unfair.'),
    ],
    ...cite('qualifyingFeatures'),
  });

  if (beforeDcaBan(start)) {
    paragraphs.push({
      id: 'dca-ban',
      text: [`My agreement began before ${scopeFacts.dcaBan.display}, when the FCA banned discretionary commission arrangements.`],
      ...cite('dcaBan'),
    });
  }

  const schemeDates = `${scopeFacts.scheme1Start.display} to ${scopeFacts.scheme2End.display}`;
  if (answers.type === 'contract-hire') {
    paragraphs.push({
      id: 'review',
      text: ['Please review my complaint under the FCA’s complaint rules and put things right, paying me any money I am owed, with interest.'],
    });
    flags.push({ id: 'contract-hire', text: `${scopeFacts.contractHireOut.display}.`, ...cite('contractHireOut') });
  } else if (position !== 'outside' && schemeLikelyOut(answers)) {
    // issue 45 item 7, M6: where the pre-check says the schemes likely do not cover it (0% APR, straight from the lender,
    // a limited company), the letter does not ask for the scheme either, whatever the date: one rule, the pre-check's.
    paragraphs.push({
      id: 'review',
      text: ['Please review my complaint under the FCA’s complaint rules and put things right, paying me any money I am owed, with interest.'],
    });
    const why = [
      ...(answers.via === 'direct' ? ['the finance came straight from the lender'] : []),
      ...(answers.apr === 'zero' ? ['it was 0% APR'] : []),
      ...(answers.for === 'company' ? ['it was in a limited company’s name'] : []),
    ];
    flags.push({
      id: 'outside-scheme-answers',
      text: `From your answers${why.length > 0 ? ` (${why.join('; ')})` : ''}, the FCA’s redress schemes likely do not cover your agreement, so the letter does not ask for the scheme. You can still complain.`,
      ...cite('creditWithBrokerCommission', 'consumerDefinition', 'zeroAprLargelyOut'),
    });
  } else if (position === 'inside') {
    paragraphs.push({
      id: 'review',
      text: [
        `My agreement began within the dates the FCA’s motor finance redress scheme can cover (${schemeDates}). ` +
          'Please review my complaint under the FCA’s rules, including the scheme, and pay me the redress I am owed, with interest.',
      ],
      ...cite('scheme1Start', 'scheme2End'),
    });
  } else if (position === 'outside') {
    paragraphs.push({
      id: 'review',
      text: ['Please review my complaint under the FCA’s complaint rules and put things right, paying me any money I am owed, with interest.'],
    });
    flags.push({
      id: 'outside-scheme-dates',
      text: `Your agreement began outside the dates the FCA’s redress scheme covers (${schemeDates}), so the letter does not ask for the scheme. You can still complain.`,
      ...cite('scheme1Start', 'scheme2End'),
    });
  } else {
    paragraphs.push({
      id: 'review',
      text: [
        'Please review my complaint under the FCA’s rules, including its motor finance redress scheme if my agreement falls within it ' +
          `(it can cover agreements made from ${schemeDates}), and pay me the redress I am owed, with interest.`,
      ],
      ...cite('scheme1Start', 'scheme2End'),
    });
  }

  paragraphs.push({
    id: 'information',
    text: ['Please also send me:'],
    items: [
      // Contract hire is a hire agreement, not a credit agreement (facts.md §2.4).
      [answers.type === 'contract-hire' ? 'a copy of my hire agreement;' : 'a copy of my credit agreement;'],
      ...(direct
        ? [['whether you paid commission to anyone in connection with my agreement, how much, and how it was worked out.']]
        : [
            ['whether you paid commission to the dealer or broker, how much, and how it was worked out;'],
            ['whether the dealer or broker could set or change my interest rate;'],
            ['whether you had an exclusive or first-refusal arrangement with the dealer or broker.'],
          ]),
    ],
  });

  paragraphs.push({
    id: 'details',
    text: [
      'To help you find my agreement: my name and address are at the top of this letter, the vehicle’s registration was ',
      { slot: 'registration' },
      `, and my address when I took out the agreement, if different, was ${BLANK}.`,
    ],
    ...cite('complaintDetails'),
  });

  paragraphs.push({
    id: 'final-response',
    text: [
      `Please send me your final response within ${scopeFacts.lenderResponseWeeks.display} of receiving this letter. ` +
        'If you do not, or I disagree with it, I may ask the Financial Ombudsman Service to look at my complaint, ' +
        `normally within ${scopeFacts.fosReferralMonths.display} of your final response.`,
    ],
    ...cite('lenderResponseWeeks', 'fosReferralMonths'),
  });

  paragraphs.push({ id: 'acknowledge', text: ['Please confirm that you have received my complaint.'] });

  flags.push({
    id: 'scheme-timetable',
    text: `The ${scopeFacts.lenderResponseWeeks.display} are the normal rule; complaints handled under the redress scheme follow its own timetable. The Financial Ombudsman Service is ${scopeFacts.fosFreeForConsumers.display}.`,
    ...cite('lenderResponseWeeks', 'fosFreeForConsumers'),
  });

  return {
    ...(lender ? { lender } : {}),
    sender: [[{ slot: 'name' }], [{ slot: 'address' }]],
    date: ['Date: ', BLANK],
    recipient,
    // m9: a hire agreement is not a finance (credit) agreement.
    subject: [`Complaint about commission on my ${answers.type === 'contract-hire' ? 'hire' : 'car finance'} agreement, number `, { slot: 'agreementNumber' }],
    // issue 45 item 11: the addressee may be a named team (Toyota's "Customer Relations"), so no team is named here
    salutation: 'Dear Sir or Madam,',
    paragraphs,
    signOff: [['Yours faithfully,'], [{ slot: 'name' }]],
    flags,
  };
}
