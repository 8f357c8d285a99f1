/**
 * The free complaint letter (issue 23, `/complain-free`): a motor finance
 * commission complaint in plain words, addressed to the chosen lender's
 * complaints address from its profile (shared/lenders/lenders.ts, facts.md §4), and
 * filled from the pre-check's answers (the same query parameters).
 *
 * Pure and serialisable: the server builds the letter with blanks for the
 * visitor's details, and the page fills them as the visitor types
 * (`fillText`). What the visitor types is never part of a URL, a request or
 * storage: the letter only ever reads it to show, copy, print or hand to the
 * visitor's own email app (`mailtoHref`).
 *
 * Every figure and date in the letter is a registry entry (shared/figures/schemeScope.ts)
 * and each paragraph lists the sources it rests on, for the page to show beside
 * the letter, not in it.
 */
import { formatIsoDate } from '../dates/dates.ts';
import type { FactSource } from '../figures/factTypes.ts';
import {
  BLANK,
  type ComplaintLetter,
  type LetterFlag,
  type LetterRecipient,
  type LetterSources,
  type LetterText,
  type LetterParagraph,
} from './complaintLetterText.ts';
import { LETTER_LENDER_PARAM } from './lenderFinderUrl.ts';
import { possessive } from '../vehicles/nameWords.ts';
import { lenderBySlug, lenderProfile, type Lender, type Sourced } from './lenders.ts';
import { optionLabel, parsePreCheckAnswers, todayIso, type AgreementStart, type PreCheckAnswers } from '../pre-check/preCheckAnswers.ts';
import { scopeFacts, scopeSources, type ScopeFactKey } from '../figures/schemeScope.ts';
import { eligibilityFor } from '../pre-check/eligibility.ts';

export interface ComplaintLetterInput {
  /** A lender's slug, as `?lender=` gives it. */
  readonly lender?: string;
  /** The pre-check's answers: the date and type shape the letter; who arranged it, and whether they complained or signed with a firm, add notes. */
  readonly answers?: PreCheckAnswers;
}

// ---- Sources ----

function cite(...keys: readonly ScopeFactKey[]): LetterSources {
  const sourceKeys = [...new Set(keys.flatMap((key) => scopeFacts[key].sourceKeys))];
  const checked = keys.map((key) => scopeFacts[key].checked).sort()[0]!;
  return { sources: sourceKeys.map((key) => scopeSources[key]!), checked }; // the schema checks every key
}

function sourcesOf(...details: readonly (Sourced<unknown> | undefined)[]): LetterSources | undefined {
  const present = details.filter((detail): detail is Sourced<unknown> => detail !== undefined);
  if (present.length === 0) return undefined;
  const seen = new Map<string, FactSource>();
  for (const detail of present) {
    for (const source of detail.sources)
      // A source read only in a copy has no address: its title names the original (lenders.ts).
      seen.set(
        source.url ?? source.title,
        source.url
          ? { title: source.title, publisher: publisherOf(source.url), date: 'undated', url: source.url }
          : { title: source.title, publisher: source.title.split(' (')[0]!, date: 'undated' },
      );
  }
  return { sources: [...seen.values()], checked: present.map((detail) => detail.checked).sort()[0]! };
}

/** The lender sources carry a title and address only: the publisher is the site. */
function publisherOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

// ---- Reading the address ----

const MAX_LENDER_PARAM = 40;

/** `?lender=&start=&type=…`: the lender's slug (capped) and the pre-check's answers. */
export function readLetterQuery(search: URLSearchParams | string, today: string = todayIso()): ComplaintLetterInput {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const lender = params.get(LETTER_LENDER_PARAM)?.trim().slice(0, MAX_LENDER_PARAM).toLowerCase();
  const { answers } = parsePreCheckAnswers(params, today);
  return { ...(lender ? { lender } : {}), answers };
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

/**
 * The company's name alone, for an address line: a profile's entity may go on to say how it relates
 * ("Honda Finance Europe plc, trading as Honda Financial Services"; "Stellantis Financial
 * Services, which now holds old Vauxhall Finance agreements …").
 */
function entityName(entity: string): string {
  return entity.split(', ')[0]!;
}

function recipientFor(lender: Lender | undefined): { recipient: LetterRecipient; flags: LetterFlag[] } {
  const blankLines: LetterText[] = [[BLANK], [BLANK], [BLANK], [BLANK]];
  if (!lender) return { recipient: { lines: blankLines, addressKnown: false, sources: [] }, flags: [] };

  const { entity, route } = lenderProfile(lender);
  const flags: LetterFlag[] = [];
  const post = route?.post;
  const email = route?.email;
  // Where no address is known, the letter is addressed to the company the sources name, else to the lender's name.
  const addressee = entity ? entityName(entity.value) : lender.name;
  const lines: LetterText[] = post ? post.value.split(', ').map((line) => [line]) : [[`Complaints, ${addressee}`], [BLANK], [BLANK], [BLANK]];

  if (!post) {
    // Only a complaints page is called one; a commission page has its own note below (issue 45 item 11).
    const page = route?.url;
    flags.push({
      id: 'no-postal-address',
      text: `We found no postal address${email ? '' : ' or complaints email'} for ${possessive(lender.name)} complaints in our sources. Write in the address on your agreement or statements${page ? ', or use its complaints page' : ''}.`,
      ...(page ? { link: { href: page.value, label: page.label ?? page.value }, ...sourcesOf(page) } : {}),
    });
    // The sources give the company, not who handles complaints (issue 29): say only what they say.
    if (entity)
      flags.push({
        id: 'handled-by',
        text: `Our sources name the company as ${entity.value}, so the letter is addressed to ${addressee}. Check it against the lender named on your agreement.`,
        ...sourcesOf(entity),
      });
  }
  // issue 45 item 11: shown whether or not a postal address is known (Close Brothers, Blue), and worded as what our
  // sources say the page is: about commission complaints, not always a way to make one (Northridge's explains its approach).
  if (route?.commissionUrl) {
    flags.push({
      id: 'commission-page',
      text: `${lender.name} also has a page about commission complaints: check it for how ${lender.name} asks you to complain.`,
      link: { href: route.commissionUrl.value, label: route.commissionUrl.label ?? route.commissionUrl.value },
      ...sourcesOf(route.commissionUrl),
    });
  }
  // Without a postal address either, the note above already says how to send it.
  if (!email && post) {
    flags.push({
      id: 'no-email',
      // issue 45 item 11: "its complaints page" only where our sources found one (none for Northridge)
      text: `We found no complaints email for ${lender.name} in our sources, so send the letter by post${route?.url ? ' or through its complaints page' : ''}.`,
    });
  }

  const addressSources = sourcesOf(post, email);
  return {
    recipient: {
      lines,
      addressKnown: post !== undefined,
      ...(email ? { email: email.value } : {}),
      sources: addressSources?.sources ?? [],
      ...(addressSources ? { checked: addressSources.checked } : {}),
    },
    flags,
  };
}

/**
 * What the pre-check's answers say about sending the letter at all (issue 29), first among the
 * notes: already signed with a firm, already complained (then the letter is not needed), or finance
 * straight from the lender (the schemes are about a broker's commission).
 */
function beforeSendingFlags(answers: PreCheckAnswers): LetterFlag[] {
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
    flags.push({
      id: 'already-complained',
      text:
        'You said you have already complained to the lender about this agreement, so you do not need to send this letter. Wait for its final response. ' +
        `If you disagree with it, or it has not come after ${scopeFacts.lenderResponseWeeks.display} (the normal rule; complaints the scheme covers follow its own timetable), ` +
        `you can take your complaint to the Financial Ombudsman Service, free, normally within ${scopeFacts.fosReferralMonths.display} of the final response.`,
      ...cite('lenderResponseWeeks', 'fosReferralMonths'),
    });
  }
  if (answers.complained === 'final-response') {
    flags.push({
      id: 'already-complained',
      text:
        'You said you have the lender’s final response to your complaint, so you do not need to send this letter. ' +
        `If you disagree with the final response, you can take your complaint to the Financial Ombudsman Service, free, normally within ${scopeFacts.fosReferralMonths.display} of it.`,
      ...cite('fosReferralMonths', 'fosFreeForConsumers'),
    });
  }
  if (answers.via === 'direct') {
    flags.push({
      id: 'straight-from-lender',
      text: 'You said you went straight to the lender, with no dealer or broker arranging the finance. The FCA’s schemes are about commission paid to a broker, so your agreement is likely outside them; the letter asks whether any commission was paid.',
      ...cite('creditWithBrokerCommission'),
    });
  }
  return flags;
}

/** The letter for a lender (or none), filled from the pre-check's answers, with blanks for the visitor's details. */
export function complaintLetter({ lender: slug, answers = {} }: ComplaintLetterInput = {}): ComplaintLetter {
  const lender = slug ? lenderBySlug(slug) : undefined;
  const { recipient, flags } = recipientFor(lender);
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

  flags.unshift(...beforeSendingFlags(answers));

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
        'If any of these applied to my agreement and was not properly disclosed, I believe the relationship between us was unfair.',
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
  } else if (position === 'inside') {
    paragraphs.push({
      id: 'review',
      text: [
        `My agreement began within the dates the FCA’s motor finance redress scheme covers (${schemeDates}). ` +
          'Please review my complaint under the FCA’s rules, including the scheme, and pay me the redress I am owed, with interest.',
      ],
      ...cite('scheme1Start', 'scheme2End'),
    });
  } else if (position !== 'outside' && schemeLikelyOut(answers)) {
    // issue 45 item 7: where the pre-check says the schemes likely do not cover it (0% APR, straight from the lender,
    // a company), the letter does not ask for the scheme either: one rule, the pre-check's.
    paragraphs.push({
      id: 'review',
      text: ['Please review my complaint under the FCA’s complaint rules and put things right, paying me any money I am owed, with interest.'],
    });
    flags.push({
      id: 'outside-scheme-answers',
      text: 'From your answers, the FCA’s redress schemes likely do not cover your agreement, so the letter does not ask for the scheme. You can still complain.',
      ...cite('creditWithBrokerCommission', 'consumerDefinition', 'zeroAprLargelyOut'),
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
          `(it covers agreements made from ${schemeDates}), and pay me the redress I am owed, with interest.`,
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
    subject: ['Complaint about commission on my car finance agreement, number ', { slot: 'agreementNumber' }],
    // issue 45 item 11: the addressee may be a named team (Toyota's "Customer Relations"), so no team is named here
    salutation: 'Dear Sir or Madam,',
    paragraphs,
    signOff: [['Yours faithfully,'], [{ slot: 'name' }]],
    flags,
  };
}

export * from './complaintLetterText.ts';
