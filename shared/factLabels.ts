/**
 * What each registry entry is, in words (`label`), for the sources page and
 * `npm run figures`: a bare `6 April 2007` or `8 weeks` says nothing on its own
 * there. Kept apart from shared/figures.ts because pages never show labels,
 * so the browser does not download them; shared/factRegistry.ts joins the two
 * and its test fails if an entry has no label or a label no entry.
 */
import { figures } from './figures.ts';

export const factLabels: Readonly<Record<string, string>> = {
  'figures.misSoldShare':
    'Share of agreements since 2007 that CP25/27 said would be considered unfair (14.2 million); the final rules estimate 12.1 million eligible agreements instead',
  'figures.possiblyMisSoldShare': 'Press estimates of the share of deals affected by discretionary commission; not an FCA figure',
  'figures.averageRedressPerAgreement': 'Average redress per agreement proposed in consultation CP25/27, since replaced by £829 in the final rules',
  'figures.averageRedressFinal': 'Average redress per agreement in the final rules (PS26/3): an estimate of the average, not a prediction for any one person',
  'figures.regulatorEstimateAugust2025': 'What the FCA said in August 2025 most people would probably receive per agreement',
  'figures.schemeRedressTotal': 'Total redress the final rules (PS26/3) are expected to pay',
  'figures.schemeRedressConsultation': 'Total redress estimated in consultation CP25/27, since replaced by £7.5bn',
  'figures.eligibleAgreements': 'Agreements the final rules (PS26/3) estimate are eligible for redress',
  'figures.averagePerHousehold': `Worked from ${figures.misSoldShare.short} × ${figures.averageRedressPerAgreement.short} × ${figures.adultsPerHousehold.display} × ${figures.agreementsPerPerson.display}`,
  'figures.adultsPerHousehold': 'Assumption behind our household estimate',
  'figures.agreementsPerPerson': 'Assumption behind our household estimate',
  'figures.recoveredTotal': 'Total the firm says it has recovered; no public source',
  'figures.dealsWithCommission': 'Share of deals the firm says involved commission; not from the FCA’s 2019 review',
  'figures.averagePastPayout': 'Average payout the firm says its past claims received; no public source',
  'figures.eligibilityCheckSeconds': 'About how long our own eligibility check takes',
  'figures.lenderResponseWeeks':
    'Time a firm normally has to send a final response to a complaint (DISP); paused for car finance commission complaints from 11 January 2024 to 31 May 2026',
  'figures.fosReferralMonths':
    'Time to refer a complaint to the Financial Ombudsman Service after a lender’s final response (the usual rule, again for final responses sent after 29 January 2026)',
  'figures.optInMonths': 'Time someone who has not complained has to opt in after the lender’s invitation',
  'figures.cmcCostShare': 'What the FCA said using a claims firm or law firm could cost',
  'figures.fosProfessionalFee': 'What the Financial Ombudsman Service charges claims firms and law firms to refer a case; free for consumers',
  'dates.claimWindowStart': 'Start of the claim window: the month the regulator’s Scheme 1 starts',
  'dates.claimWindowEnd': 'End of the claim window for discretionary commission: the day it was banned',
  'dates.complaintDeadline':
    'The date the FCA first extended its pause on lenders’ complaint deadlines to; it was extended again and ended on 31 May 2026. It was never a deadline for consumers.',
  'dates.redressScheme': 'Where the redress scheme stands: final rules in 2026, payments not before 2027 even if the scheme is upheld',
  'dates.regulatorEstimate': 'The FCA’s first estimate of what most people would receive',
  'dates.consultationPublished': 'The FCA published its consultation on a redress scheme (CP25/27)',
  'dates.scheme1Start': 'Scheme 1 covers agreements made from this day',
  'dates.scheme1End': 'Scheme 1 covers agreements made up to and including this day',
  'dates.scheme2Start': 'Scheme 2 covers agreements made from this day',
  'dates.scheme2End': 'Scheme 2 covers agreements made up to and including this day',
  'dates.dcaBan': 'Discretionary commission arrangements banned from this day',
  'dates.pauseStarted': 'The 8-week deadline for car finance commission complaints stopped running',
  'dates.pauseEnded': 'The pause on lenders’ deadlines for car finance complaints ended',
  'dates.finalRules': 'The FCA published its final rules for two redress schemes (PS26/3)',
  'dates.suspension': 'The Upper Tribunal partly suspended the redress scheme, on terms agreed by the FCA and the four challengers (reported 2 July 2026)',
  'dates.hearing': 'The Upper Tribunal hearing is listed for one of these two periods; which one was not found',
  'dates.judgment': 'When the Upper Tribunal’s judgment is expected',
  'dates.paymentsIfUpheld': 'When payments should begin if the scheme is upheld and not appealed',
  'dates.delayIfOverturned': 'How long compensation could be delayed if the scheme is overturned and the FCA has to revise it',
  'dates.fcaSraWarning': 'The FCA and SRA warned claims firms and law firms to check a client is not already represented',
  'claims.suspensionTerms': 'What the partial suspension means',
  'claims.fcaFallback': 'The FCA’s central planning assumption if the scheme is overturned',
  'claims.overturnedOptions': 'What happens if the tribunal overturns the scheme',
  'claims.fosFreeForConsumers': 'Cost of the Financial Ombudsman Service to a consumer',
  'quotes.rathiNoNeedForClaimsFirm': 'FCA chief executive on claims firms',
  'quotes.fcaCostOfClaimsFirm': 'FCA on the cost of using a claims firm',
  'quotes.howardLoseOver30': 'FCA on the cost of using a claims firm',
  'quotes.alreadyComplained': 'FCA to people who have already complained',
};
