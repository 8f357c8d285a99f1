/**
 * The ids of the figures registry's entries that the code states by name
 * (content/figures.yaml holds each entry: its value, words, label and source).
 * Here, not beside the registry, because the browser's types of the registry's
 * words (shared/figures/registryWords.ts) need them too and shared/ imports nothing
 * from server/. The schema (shared/content/schema.ts) fails the build when one
 * of these has no entry; an entry with another id is allowed (a new date the
 * scheme's status cites, say) and is listed on /our-figures like the rest.
 */
export const registryIds = {
  figures: [
    'misSoldShare',
    'averageRedressPerAgreement',
    'averageRedressFinal',
    'regulatorEstimateAugust2025',
    'schemeRedressTotal',
    'schemeRedressConsultation',
    'eligibleAgreements',
    'averagePerHousehold',
    'adultsPerHousehold',
    'agreementsPerPerson',
    'recoveredTotal',
    'dealsWithCommission',
    'averagePastPayout',
    'eligibilityCheckSeconds',
    'creditFileYears',
    'lenderResponseWeeks',
    'fosReferralMonths',
    'optInMonths',
    'cmcCostShare',
    'fosProfessionalFee',
  ],
  dates: [
    'claimWindowStart',
    'claimWindowEnd',
    'complaintDeadline',
    'redressScheme',
    'regulatorEstimate',
    'consultationPublished',
    'scheme1Start',
    'scheme1End',
    'scheme2Start',
    'scheme2End',
    'dcaBan',
    'pauseStarted',
    'pauseEnded',
    'finalRules',
    'suspension',
    'hearing',
    'judgment',
    'paymentsIfUpheld',
    'delayIfOverturned',
    'fcaSraWarning',
  ],
  claims: ['suspensionTerms', 'fcaFallback', 'overturnedOptions', 'aiProcessing', 'fosFreeForConsumers'],
  quotes: ['rathiNoNeedForClaimsFirm', 'fcaCostOfClaimsFirm', 'howardLoseOver30', 'alreadyComplained'],
} as const;

export type RegistryGroup = keyof typeof registryIds;
export type RegistryId<Group extends RegistryGroup> = (typeof registryIds)[Group][number];
/** `figures` holds numbers; dates, claims and quotes hold words. */
export type RegistryValue<Group extends RegistryGroup> = Group extends 'figures' ? number : string;
