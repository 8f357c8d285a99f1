/**
 * The article's words (spec section 2), worked from the figures registry on
 * the server and sent as its route's data. Every figure comes from
 * server/figures/figures.ts; what is an estimate or an illustration is called one.
 */
import { redressAtRiskIllustration } from './blogPosts.ts';
import { brand } from '../../shared/brand.ts';
import { feeRangeText, fees } from '../../shared/fees.ts';
import { dates, factsCheckedOn, figures, freeRoutesText, lenderResponseText, monthText, schemesWindowText, shortFigure } from '../figures/figures.ts';

export type ArticleBlock = { readonly h2: string } | { readonly p: string } | { readonly ul: readonly string[] } | { readonly ol: readonly string[] };

const atRisk = redressAtRiskIllustration();

// The title states no figure (issue 29 item 11): the one illustration is worked, and called one, in the body.
const lead =
  `Millions of UK drivers may be owed compensation for car finance agreements made ${schemesWindowText()}. ` +
  'But lenders do not keep records forever, and for the oldest agreements the paperwork that shows what you paid, ' +
  'and what the dealer earned, may already have gone.';

const creditFileYears = figures.creditFileYears.display;

const body: readonly ArticleBlock[] = [
  { h2: 'Why lenders delete old records' },
  {
    p:
      'Data protection law says a business must not keep personal information for longer than it needs it. ' +
      // issue 29 item 24: no source gives lenders' retention periods, so none is stated
      'So each lender sets a retention period for closed accounts, and once it has passed, records may be deleted as a matter of routine.',
  },
  {
    p:
      `Your credit file has limits too. The FCA says it can show the lender for an agreement active in about the last ${creditFileYears}. ` +
      'So a car you paid off longer ago than that may not appear on your credit report at all, and the lender may no longer hold the agreement either.',
  },
  { h2: 'What the regulator has done so far' },
  {
    p:
      `In ${monthText(dates.pauseStarted)} the Financial Conduct Authority paused the deadline for firms to answer complaints about car finance commission, ` +
      'and told them to keep records that could be relevant to those complaints. ' +
      `That pause ended on ${dates.pauseEnded.display}.`,
  },
  {
    p:
      `In ${dates.regulatorEstimate.display}, after the Supreme Court ruled on car finance commission, the regulator said it would consult on an industry-wide redress scheme, ` +
      `and that most individuals would probably receive ${figures.regulatorEstimateAugust2025.display}. ` +
      `Its consultation in ${monthText(dates.consultationPublished)} put the average at around ${shortFigure(figures.averageRedressPerAgreement)} per agreement ` +
      `and the total at about ${shortFigure(figures.schemeRedressConsultation)}. Its final rules in ${monthText(dates.finalRules)} put them at ` +
      `${shortFigure(figures.averageRedressFinal)} and ${shortFigure(figures.schemeRedressTotal)}.`,
  },
  {
    p:
      `In ${dates.suspension.display} the Upper Tribunal partly suspended the scheme while legal challenges are heard; the hearing is listed for ${dates.hearing.display}. ` +
      `Payments ${dates.paymentsIfUpheld.display}; if it is overturned, compensation could be delayed ${dates.delayIfOverturned.display}. ` +
      `(Facts last checked on ${factsCheckedOn.display}; see our full status on the FAQs page.)`,
  },
  {
    p:
      'The rule on keeping records protects files that still existed when it came in. ' +
      'It cannot bring back records that were deleted years earlier, under retention policies that were lawful at the time.',
  },
  { h2: 'How much could depend on missing records' },
  {
    p:
      'Nobody can say exactly how much compensation depends on records that no longer exist, and the figure here is an illustration, not a forecast. ' +
      `If the regulator’s consultation estimate of ${shortFigure(atRisk.basis)} in redress were right, and ${atRisk.shareText} ` +
      `could not be properly assessed because the records had gone, around ${atRisk.display} would be at stake. ` +
      `That consultation estimate has since been superseded by the regulator’s final estimate of ${shortFigure(figures.schemeRedressTotal)}.`,
  },
  {
    p:
      'How much is actually lost will depend on how lenders deal with gaps in their records, and on what borrowers can show for themselves. ' +
      'That second part is where you can help your own claim.',
  },
  { h2: 'Whose claims are most at risk' },
  {
    ul: [
      `Agreements that ended many years ago. The lender may have deleted them under its own retention policy before ${monthText(dates.pauseStarted)}, when the rule on keeping records came in.`,
      'Finance from lenders that have since closed, merged or sold their loan books, where records may have moved or been lost along the way.',
      'Agreements you have no paperwork for, especially if you have moved house or changed your name since.',
      'Several agreements over the years. Each is assessed on its own, so a missing record can cost you one claim even when the others are complete.',
    ],
  },
  { h2: 'Six ways to protect your claim' },
  {
    ol: [
      'Keep everything you still have: the finance agreement, the dealer’s invoice or order form, letters and annual statements from the lender, and the V5C logbook.',
      'Look through old bank statements for monthly payments to a finance company. They show the lender’s name and roughly when the agreement ran.',
      `Check your credit file. You can see it for free, and the FCA says it can show the lender for an agreement active in about the last ${creditFileYears}.`,
      'Ask the lender for the data it holds about you. A subject access request is free in most cases, and the lender normally has one month to reply.',
      'Write down what you remember: the dealer, the vehicle, the dates, and anything you were told about the interest rate or commission.',
      'Complain sooner rather than later. Once a complaint is made, the lender has a clear reason to keep your file while it is dealt with.',
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
