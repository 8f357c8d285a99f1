/**
 * "Your options side by side" (issue 15): the free routes and ours in one
 * table, so a visitor can weigh them before paying anyone (CMCOB: a claims
 * firm states prominently that a claim can be made free). Shown on
 * /pre-check with or without answers and linked wherever the site says
 * "no win no fee".
 *
 * Every cell is built from registry entries (shared/figures/schemeScope.ts, from
 * ../shared/facts.md) and the fee bands (shared/fees/fees.ts), and says which it
 * rests on; options.test.ts checks every figure in a cell against them. Where
 * facts.md found nothing (court costs and times, how long the Ombudsman
 * takes) the cell says so and tells the visitor what to ask, rather than
 * giving a number.
 */
import { brand } from '../brand/brand.ts';
import { COMPLAIN_FREE_PATH } from '../lenders/lenderFinderUrl.ts';
import { feeRangeText, fees } from '../fees/feeRange.ts';
import { feeBands, feeForRedress, feePercent, formatPence, formatPounds } from '../fees/fees.ts';
import { formatIsoDate } from '../dates/dates.ts';
import { scopeFacts, type Citation } from '../figures/schemeScope.ts';

export type OptionColumnKey = 'cost' | 'whatYouDo' | 'howLong' | 'watchFor';

export const optionColumns: readonly { readonly key: OptionColumnKey; readonly heading: string }[] = [
  { key: 'cost', heading: 'What it costs you' },
  { key: 'whatYouDo', heading: 'What you have to do' },
  { key: 'howLong', heading: 'How long it may take' },
  { key: 'watchFor', heading: 'What to watch for' },
];

/**
 * A sentence of a cell and what it rests on. `cites` is empty only where the
 * sentence states no fact: it says a fact was not found, or what to ask.
 */
export interface OptionPassage {
  readonly text: string;
  readonly cites: readonly Citation[];
}

export type OptionRowId = 'lender' | 'scheme' | 'ombudsman' | 'us' | 'court';

export interface OptionRow {
  readonly id: OptionRowId;
  /** The row's heading, e.g. "Complain to the lender yourself". */
  readonly name: string;
  readonly free: boolean;
  readonly cells: Readonly<Record<OptionColumnKey, readonly OptionPassage[]>>;
  /** Where on this site a visitor can take that route (issue 23: the free letter for complaining yourself). */
  readonly link?: { readonly text: string; readonly to: string };
}

const f = scopeFacts;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "36% (at most £504) on £1 to £1,499; 33.6% (at most £3,000) on …". */
function feeBandsText(): string {
  return feeBands
    .map((band) => {
      const range =
        band.maxRedress === null ? `${formatPounds(band.minRedress)} or more` : `${formatPounds(band.minRedress)} to ${formatPounds(band.maxRedress)}`;
      return `${feePercent(band)}% (at most ${formatPounds(band.maxFee)}) on ${range}`;
    })
    .join('; ');
}

/** The fee our partner law firm would charge on the FCA's average redress, from the fee bands. */
export function feeOnAverageRedress(): string {
  return formatPence(feeForRedress(f.averageRedressFinal.value)!.feePence);
}

const lender: OptionRow = {
  id: 'lender',
  name: 'Complain to the lender yourself',
  free: true,
  link: { text: 'Write your complaint letter, free', to: COMPLAIN_FREE_PATH },
  cells: {
    cost: [
      { text: 'Free: you do it yourself, with no one to pay.', cites: ['complaintDetails'] },
      { text: `${f.freeComplaintTool.display}.`, cites: ['freeComplaintTool'] },
    ],
    whatYouDo: [
      {
        text: `Write to the lender named on your agreement or statements, or use its complaints page. The FCA says to give ${f.complaintDetails.display}.`,
        cites: ['complaintDetails'],
      },
      {
        text: `Not sure who the lender was? If the agreement was active in the last ${f.creditFileYears.display}, it may be listed on your credit file.`,
        cites: ['creditFileYears'],
      },
    ],
    howLong: [
      {
        text: `Usually up to ${f.lenderResponseWeeks.display} for the lender’s final response; the pause on commission complaints ended on ${f.pauseEnded.display}.`,
        cites: ['lenderResponseWeeks', 'pauseEnded'],
      },
      {
        text: `Complaints the scheme covers follow the scheme’s timetable instead, which has been partly suspended since ${f.suspension.display}.`,
        cites: ['suspension'],
      },
    ],
    watchFor: [
      { text: 'Keep a copy of what you send and the date you sent it.', cites: [] },
      { text: `${f.notSchemeCaseLetter.display}.`, cites: ['notSchemeCaseLetter'] },
    ],
  },
};

const scheme: OptionRow = {
  id: 'scheme',
  name: 'The FCA’s redress scheme',
  free: true,
  cells: {
    cost: [
      {
        text: `Free. Nikhil Rathi of the FCA said in ${formatIsoDate(f.fcaSchemeAimQuote.source.date.slice(0, 7))}: ${f.fcaSchemeAimQuote.display}`,
        cites: ['fcaSchemeAimQuote'],
      },
    ],
    whatYouDo: [
      {
        // compliance reading A, U6: facts.md sources this rule for the later scheme's rules (CONRED 5) alone
        text: `If you complained before the scheme’s implementation period ended (${f.scheme2ImplementationEnd.display} for agreements made from ${f.scheme2Start.display}): nothing, as your complaint goes straight to assessment, with no need to opt in, under the rules for those agreements. We have not found a source saying how a later complaint is treated, or the same rule for earlier agreements.`,
        cites: ['complainantsIncluded', 'scheme2ImplementationEnd', 'scheme2Start'],
      },
      {
        text: `If you have not: where a lender finds a relevant commission arrangement, it must write to invite you to join, and you have ${f.optInMonths.display} from the day the invitation is sent to reply. We have not found whether invitations are sent while the scheme is partly suspended.`,
        cites: ['optInMonths'],
      },
    ],
    howLong: [
      {
        text: `The FCA published the final rules on ${f.finalRules.display}. The Upper Tribunal partly suspended the scheme on ${f.suspension.display} while it hears challenges, listed for ${f.hearing.display}.`,
        cites: ['finalRules', 'suspension', 'hearing'],
      },
      {
        text: `Payments ${f.paymentsIfUpheld.display}; if it is overturned, compensation ${f.delayIfOverturned.display}.`,
        cites: ['paymentsIfUpheld', 'delayIfOverturned'],
      },
    ],
    watchFor: [
      { text: `${f.fullAndFinalSettlement.display}: read an offer before you accept it.`, cites: ['fullAndFinalSettlement'] },
      {
        text: `The scheme is being challenged by ${f.tribunalChallengers.display}, and may change after the tribunal’s judgment.`,
        cites: ['tribunalChallengers'],
      },
    ],
  },
};

const ombudsman: OptionRow = {
  id: 'ombudsman',
  name: 'The Financial Ombudsman Service',
  free: true,
  cells: {
    cost: [
      { text: `Nothing: the Ombudsman is ${f.fosFreeForConsumers.display}.`, cites: ['fosFreeForConsumers'] },
      {
        // issue 45 item 9: facts.md found no change after the autumn 2025 consultation, nor confirmed none: dated, not current
        text: `From ${f.fosFeeFrom.display}, the Ombudsman said, a claims firm or law firm that refers a case pays it ${f.fosProfessionalFee.display} a case after its first ${f.fosFreeCasesPerYear.display} in a year (${f.fosNetFeeIfConsumerWins.display} net if the consumer wins). It has since consulted on changing its fees; we have not found whether they changed.`,
        cites: ['fosProfessionalFee', 'fosFeeFrom', 'fosFreeCasesPerYear', 'fosNetFeeIfConsumerWins'],
      },
    ],
    whatYouDo: [
      {
        text: `Complain to the lender first. If it has not sent its final response after ${f.lenderResponseWeeks.display} (the normal rule; complaints the scheme covers follow its own timetable), or you disagree with it, ask the Ombudsman to look at it.`,
        cites: ['lenderResponseWeeks'],
      },
    ],
    howLong: [
      { text: `You normally have ${f.fosReferralMonths.display} from the lender’s final response to ask.`, cites: ['fosReferralMonths'] },
      { text: 'We have not found a current figure for how long the Ombudsman then takes.', cites: [] },
    ],
    watchFor: [
      {
        // W2: both of facts.md §3.3's windows for final responses to DCA complaints [D4].
        text: `The time limit. Final responses to discretionary commission (DCA) complaints have their own: those sent from ${f.fosDcaEarlierFrom.display} to ${f.fosDcaEarlierTo.display} could go to the Ombudsman until ${f.fosDcaEarlierReferBy.display} (now passed); those sent from ${f.fosDcaLongerFrom.display} to ${f.fosUsualLimitAgainAfter.display} have ${f.fosCommissionLongerLimit.value} months from the letter.`,
        cites: ['fosDcaEarlierFrom', 'fosDcaEarlierTo', 'fosDcaEarlierReferBy', 'fosDcaLongerFrom', 'fosUsualLimitAgainAfter', 'fosCommissionLongerLimit'],
      },
    ],
  },
};

const us: OptionRow = {
  id: 'us',
  name: `${brand.name} and ${brand.partnerLawFirm}`,
  free: false,
  cells: {
    cost: [
      {
        text: `No win no fee. If your claim succeeds, the fee is ${feeRangeText()} of what you get back, by band: ${feeBandsText()}.`,
        cites: ['feeRange', 'feeBands'],
      },
      {
        text: `On the FCA’s estimated average of ${f.averageRedressFinal.display}, that would be ${feeOnAverageRedress()}.`,
        cites: ['averageRedressFinal', 'feeBands'],
      },
      {
        text: `The FCA said on ${formatIsoDate(f.fcaCmcCostQuote.source.date)}: ${f.fcaCmcCostQuote.display}`,
        cites: ['fcaCmcCostQuote'],
      },
    ],
    whatYouDo: [{ text: `${f.firmProcess.display}.`, cites: ['firmProcess'] }],
    howLong: [
      {
        text: `Your claim follows the same lender, scheme and Ombudsman timetables as the free routes: payments ${f.paymentsIfUpheld.display}.`,
        cites: ['paymentsIfUpheld'],
      },
    ],
    watchFor: [
      {
        text: `You can cancel free within ${fees.coolingOffDays} days; after that a cancellation fee may apply.`,
        cites: ['feeRange'],
      },
      {
        text: `Already signed with a firm? Do not sign again: on ${f.fcaSraWarning.display} the FCA and the SRA said representatives must check that a client is not already represented.`,
        cites: ['fcaSraWarning', 'duplicateRepresentation'],
      },
      { text: `${f.representativeComplaints.display}.`, cites: ['representativeComplaints'] },
    ],
  },
};

// facts.md: court costs and times NOT FOUND; group litigation VERIFIED from a single claims-firm page, so attributed.
const court: OptionRow = {
  id: 'court',
  name: 'Going to court through a solicitor',
  free: false,
  cells: {
    cost: [{ text: 'It depends on the solicitor’s terms: ask before you sign what you would pay if you win and if you lose.', cites: [] }],
    whatYouDo: [{ text: 'Instruct a solicitor to bring a claim in court for you, on its own or as part of a group claim.', cites: ['groupLitigation'] }],
    howLong: [{ text: 'We have not found a reliable figure: ask the solicitor.', cites: [] }],
    watchFor: [
      { text: 'Ask how a court claim fits with the scheme and the Ombudsman before you choose.', cites: [] },
      { text: `${capitalise(f.groupLitigation.display)}.`, cites: ['groupLitigation'] },
    ],
  },
};

/** In the order the table shows them: the three free routes, then ours, then court. */
export const optionRows: readonly OptionRow[] = [lender, scheme, ombudsman, us, court];

/** The table's caption, dated with the day its facts were last checked. */
export function optionsCaption(): string {
  return `Your options side by side (facts checked ${f.factsCheckedOn.display})`;
}

/** The options table as the page draws it (client/components/pre-check/OptionsTable.tsx): plain data, sent as the page's loader data. */
export interface OptionsTableData {
  readonly columns: typeof optionColumns;
  readonly rows: readonly OptionRow[];
  readonly caption: string;
  /** "23 November 2026": when the facts in it were checked. */
  readonly checked: string;
}

export function optionsTable(): OptionsTableData {
  return { columns: optionColumns, rows: optionRows, caption: optionsCaption(), checked: scopeFacts.factsCheckedOn.display };
}
