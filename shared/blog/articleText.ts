/**
 * The article's words (spec section 2), worked from the figures registry on
 * the server and sent as its route's data. Every figure comes from
 * shared/figures/figures.ts; what is an estimate or an illustration is called one.
 */
import { brand } from '../brand/brand.ts';
import { feeRangeText, fees } from '../fees/fees.ts';
import { dates, factsCheckedOn, figures, freeRoutesText, lenderResponseText, monthText, schemesWindowText, shortFigure } from '../figures/figures.ts';

export type ArticleBlock = { readonly h2: string } | { readonly p: string } | { readonly ul: readonly string[] } | { readonly ol: readonly string[] };

// The title states no figure (issue 29 item 11). Issue 45 items 7 and 9: no record-keeping claim that
// ../shared/facts.md does not back (how long lenders keep files, what a rule made them keep), and no
// "one claim in eight" illustration, which had no source; where to look and how to ask is sourced (§3.1, §8).
const lead =
  // compliance reading B, M7: agreements, not people (facts.md §5.1), and the dates are not enough on their own (§2.3)
  `The FCA estimates that ${figures.eligibleAgreements.short} car finance agreements made ${schemesWindowText()} are eligible for redress ` +
  `(${monthText(dates.finalRules)}); not every agreement made in those dates is. ` +
  'But for the oldest agreements, the paperwork that shows what you paid, and who the lender was, can be hard to find.';

const creditFileYears = figures.creditFileYears.display;

const body: readonly ArticleBlock[] = [
  { h2: 'Why old records can be hard to find' },
  {
    p:
      `Your credit file has limits. The FCA says it can show the lender for an agreement active in about the last ${creditFileYears}. ` +
      'So a car you paid off longer ago than that may not appear on your credit report at all.',
  },
  {
    p: 'We have found no source that says how long lenders keep the files of closed agreements, so it is worth asking the lender for what it holds.',
  },
  { h2: 'What the regulator has done so far' },
  {
    p:
      `In ${monthText(dates.pauseStarted)} the Financial Conduct Authority paused the deadline for firms to answer complaints about car finance commission. ` +
      `That pause ended on ${dates.pauseEnded.display}.`,
  },
  {
    p:
      `In ${dates.regulatorEstimate.display} the regulator said it would consult on an industry-wide redress scheme, ` +
      `and that most individuals would probably receive ${figures.regulatorEstimateAugust2025.display}. ` +
      `Its consultation in ${monthText(dates.consultationPublished)} put the average at around ${shortFigure(figures.averageRedressPerAgreement)} per agreement ` +
      `and the total at about ${shortFigure(figures.schemeRedressConsultation)}. Its final rules in ${monthText(dates.finalRules)} put them at ` +
      `${shortFigure(figures.averageRedressFinal)} and ${shortFigure(figures.schemeRedressTotal)}.`,
  },
  {
    p:
      `In ${dates.suspension.display} the Upper Tribunal partly suspended the scheme while legal challenges are heard; the hearing is listed for ${dates.hearing.display}. ` +
      `Payments ${dates.paymentsIfUpheld.display}; if it is overturned, compensation could be delayed ${dates.delayIfOverturned.display}. ` +
      `(Facts checked ${factsCheckedOn.span}; see our full status on the FAQs page.)`,
  },
  { h2: 'Whose claims may be hardest to show' },
  {
    ul: [
      `Agreements that ended many years ago: your credit file shows only agreements active in about the last ${creditFileYears}.`,
      'Finance from lenders that have since closed, merged or passed their agreements to another company, where you may need to find who holds them now.',
      'Agreements you have no paperwork for, especially if you have moved house or changed your name since.',
      'Several agreements over the years. Each is assessed on its own, so a missing record can matter for one even when the others are complete.',
    ],
  },
  { h2: 'Six ways to protect your claim' },
  {
    ol: [
      'Keep everything you still have: the finance agreement, the dealer’s invoice or order form, letters and annual statements from the lender, and the V5C logbook.',
      'Look through old bank statements for monthly payments to a finance company. They may show the lender’s name and roughly when the agreement ran.',
      `Check your credit file. You can see it for free, and the FCA says it can show the lender for an agreement active in about the last ${creditFileYears}.`,
      'Ask the lender for the data it holds about you. A subject access request is normally free, and the lender normally has one month to reply.',
      'Write down what you remember: the dealer, the vehicle, the dates, and anything you were told about the interest rate or commission.',
      'Complain to the lender yourself, free. The FCA says to give your name, the agreement number, the date of the agreement, the vehicle’s registration and your address when you took it out.',
    ],
  },
  { h2: 'You can claim for free' },
  { p: freeRoutesText() },
  {
    // issue 29 item 13: the 8 weeks with its pause and the scheme's own timetable
    p: `${lenderResponseText()} If you are unhappy with the answer, the Financial Ombudsman Service can look at it, and that is free too.`,
  },
  {
    p:
      `If you would rather someone handled it for you, ${brand.name} can take on your claim and pass it to ${brand.partnerLawFirm} ` +
      `on a no win no fee basis. The fee is ${feeRangeText()} of the amount recovered. ` +
      `A cancellation fee may apply if you cancel after the ${fees.coolingOffDays}-day cooling-off period.`,
  },
];

export function articleText(): { readonly lead: string; readonly body: readonly ArticleBlock[] } {
  return { lead, body };
}
