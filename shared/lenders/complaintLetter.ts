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
 * The letter's words are complaintLetterBody.ts, which the visitor's device
 * runs too (/my-agreements, decision 042); here, what only the server reads:
 * the lender's profile (its address, email and notes, with their sources) and
 * the address's query.
 */
import type { FactSource } from '../figures/factTypes.ts';
import { BLANK, type ComplaintLetter, type LetterFlag, type LetterSources, type LetterText } from './complaintLetterText.ts';
import { complaintLetterFrom, type LetterAddressing } from './complaintLetterBody.ts';
import { LETTER_LENDER_PARAM } from './lenderFinderUrl.ts';
import { possessive } from '../vehicles/nameWords.ts';
import { lenderBySlug, lenderProfile, type Lender, type Sourced } from './lenders.ts';
import { type PreCheckAnswers } from '../pre-check/preCheckAnswers.ts';
import { parsePreCheckAnswers, todayIso } from '../pre-check/preCheckReading.ts';

export interface ComplaintLetterInput {
  /** A lender's slug, as `?lender=` gives it. */
  readonly lender?: string;
  /** The pre-check's answers: the date and type shape the letter; who arranged it, and whether they complained or signed with a firm, add notes. */
  readonly answers?: PreCheckAnswers;
  /** Today (`YYYY-MM-DD`) for the notes' dates; the server's clock unless given. */
  readonly today?: string;
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

/** `?lender=&start=&type=…`: the lender's slug (capped) and the pre-check's answers, read on `today`. */
export function readLetterQuery(search: URLSearchParams | string, today: string = todayIso()): ComplaintLetterInput {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const lender = params.get(LETTER_LENDER_PARAM)?.trim().slice(0, MAX_LENDER_PARAM).toLowerCase();
  const { answers } = parsePreCheckAnswers(params, today);
  // One today for reading the dates and for the notes' deadlines.
  return { ...(lender ? { lender } : {}), answers, today };
}

/**
 * The company's name alone, for an address line: a profile's entity may go on to say how it relates
 * ("Honda Finance Europe plc, trading as Honda Financial Services"; "Stellantis Financial
 * Services, which now holds old Vauxhall Finance agreements …").
 */
function entityName(entity: string): string {
  return entity.split(', ')[0]!;
}

/** The lender's part of the letter, from its profile (content/lenders.yaml): made here, on the server, and handed to the device for the list. */
export function letterAddressing(lender: Lender): LetterAddressing {
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

/** The letter for a lender (or none), filled from the pre-check's answers, with blanks for the visitor's details. */
export function complaintLetter({ lender: slug, answers = {}, today }: ComplaintLetterInput = {}): ComplaintLetter {
  const lender = slug ? lenderBySlug(slug) : undefined;
  return complaintLetterFrom({
    ...(slug ? { slug } : {}),
    ...(lender ? { lender, addressing: letterAddressing(lender) } : {}),
    answers,
    ...(today ? { today } : {}),
  });
}

export type { LetterAddressing } from './complaintLetterBody.ts';
export * from './complaintLetterText.ts';
