/**
 * The sources of the figures registry, by key (server/figures/figures.ts names each
 * entry's source by its key): titles as the page shows them; where none was
 * visible, the facts file's description. Apart from the entries so that the
 * pages stating a figure do not download every source's title and address:
 * only the lists of sources do (/our-figures, the article).
 *
 * Issue 29: links go to the publishers' own sites, never to a development or
 * mirror host (shared/sourceHosts.ts); where only a copy was read, the original
 * is named, a press report says so, and nothing links to the copy.
 */
import { brand } from '../../shared/brand.ts';
import type { Fact, FactSource } from '../../shared/factTypes.ts';
import { formatIsoDate } from '../../shared/dates.ts';

export const factSources = {
  cp2527: {
    title: 'Compensation payouts due on 14m unfair car loans (report of FCA consultation CP25/27)',
    publisher: 'The Independent',
    date: '2025-10-07',
    url: 'https://www.independent.co.uk/money/compensation-payouts-due-on-14m-unfair-car-loans-watchdog-says-b2841124.html',
  },
  /** facts.md [C9]: read only in a copy of PA's report, so the original is named and not linked. */
  fcaAugust2025: {
    title: 'FCA statement on a motor finance compensation scheme, as reported by PA Media (press report)',
    publisher: 'PA Media',
    date: '2025-08-03',
  },
  rathi: {
    title: 'The FCA announcement on a motor finance compensation scheme',
    publisher: 'Irwin Mitchell',
    date: '2025-08-07',
    url: 'https://www.irwinmitchell.com/news-and-insights/expert-comment/post/102kzav/the-fca-announcement-on-a-motor-finance-compensation-scheme',
  },
  ps263: {
    title: 'FCA PS26/3: Motor Finance Consumer Redress Scheme',
    publisher: 'Regulation Tomorrow (Eversheds Sutherland)',
    date: '2026-03',
    url: 'https://www.regulationtomorrow.com/2026/03/fca-ps26-3-motor-finance-consumer-redress-scheme/',
  },
  /** facts.md [A10]: read in a mirror; GB News is the original (the outlet's own site is linked). */
  finalEstimates: {
    title:
      'Car finance compensation scheme faces legal challenge (press report of the FCA’s final estimates: 12.1 million agreements, £829 average, £7.5bn redress)',
    publisher: 'GB News',
    date: '2026-04-23',
    url: 'https://www.gbnews.com/',
  },
  conred6: {
    title: 'CONRED 6: Motor finance consumer redress scheme (2007–2014)',
    publisher: 'Financial Conduct Authority (FCA Handbook)',
    date: '2026-03-31',
    url: 'https://handbook.fca.org.uk/handbook/conred6/conred6s1',
  },
  conred5: {
    title: 'CONRED 5: Motor finance consumer redress scheme (2014–2024)',
    publisher: 'Financial Conduct Authority (FCA Handbook)',
    date: '2026-03-31',
    url: 'https://handbook.fca.org.uk/handbook/conred5/conred5s1',
  },
  dcaBan: {
    title: 'Regulator to ban interest rate-linked car finance commission',
    publisher: 'MoneySavingExpert',
    date: '2020-07',
    url: 'https://www.moneysavingexpert.com/news/2020/07/regulator-to-crackdown-on-interest-rate-linked-car-finance-commi/',
  },
  disp: {
    title: 'DISP App 5: motor finance commission complaints',
    publisher: 'Financial Conduct Authority (FCA Handbook)',
    date: '2025-12-05',
    url: 'https://handbook.fca.org.uk/handbook/DISP/App/5/1.html',
  },
  /** The 8 weeks, as the rule itself states it. */
  dispFinalResponse: {
    title: 'DISP 1.6.2R: a final response within 8 weeks of receiving a complaint',
    publisher: 'Financial Conduct Authority (FCA Handbook)',
    date: 'undated',
    url: 'https://handbook.fca.org.uk/handbook/DISP/1/6.html',
  },
  /** The ombudsman's 6 months, as the rule itself states it. */
  dispTimeLimits: {
    title: 'DISP 2.8.2R: referring a complaint to the Financial Ombudsman Service within 6 months of the final response',
    publisher: 'Financial Conduct Authority (FCA Handbook)',
    date: 'undated',
    url: 'https://handbook.fca.org.uk/handbook/DISP/2/8.html',
  },
  fcaConsumerPage: {
    title: 'Car finance complaints (printable version, before PS25/18)',
    publisher: 'Financial Conduct Authority',
    date: 'undated',
    url: 'https://fca.org.uk/consumers/car-finance-complaints/printable/print',
  },
  ps2518: {
    title: 'PS25/18: Changes to handling rules for motor finance complaints',
    publisher: 'Financial Conduct Authority',
    date: '2025-12-03',
    url: 'https://www.fca.org.uk/publications/policy-statements/ps25-18-changes-handling-rules-motor-finance-complaints',
  },
  suspension: {
    title: 'Tribunal suspends part of motor finance scheme',
    publisher: 'Financial Institutions News',
    date: '2026-07-02',
    url: 'https://www.financialinstitutionsnews.com/2026/07/02/tribunal-suspends-part-of-motor-finance-scheme/amp/',
  },
  hearing: {
    title: 'Motor finance payouts pushed back to 2027, stalled by legal challenges',
    publisher: 'Industry News',
    date: '2026-07',
    url: 'https://industry-news.biz/?p=43137',
  },
  delay: {
    title: 'Compensation under FCA’s redress scheme could be delayed until 2028 or beyond',
    publisher: 'Financial Reporter',
    date: '2026-07',
    url: 'https://www.financialreporter.co.uk/compensation-under-fcas-redress-scheme-could-be-delayed-until-2028-or-beyond.html',
  },
  fallback: {
    title: 'Bite-size: Upper Tribunal partially suspends motor finance redress scheme',
    publisher: 'Auxillias',
    date: 'undated',
    url: 'https://auxillias.com/new2/upper-tribunal-partially-suspends-motor-finance-redress-scheme',
  },
  fcaSra: {
    title: 'FCA and SRA: professional representatives and motor finance commission claims',
    publisher: 'Financial Conduct Authority',
    date: '2026-02-04',
    url: 'https://www.fca.org.uk/news/statements/fca-sra-professional-representatives-motor-finance-commission-claims',
  },
  fcaCampaign: {
    title: 'FCA launches £1m campaign to raise awareness of redress scheme',
    publisher: 'Financial Reporter',
    date: '2025-09-12',
    url: 'https://www.financialreporter.co.uk/fca-launches-1m-campaign-to-raise-awareness-of-redress-scheme.html',
  },
  /** facts.md [M1]: read only in a copy, so the FCA's release is named and not linked. */
  fcaCampaignRelease: {
    title: 'Press release: £1 million campaign to raise awareness of the motor finance redress scheme',
    publisher: 'Financial Conduct Authority',
    date: '2025-09-12',
  },
  fosFees: {
    title: 'Financial Ombudsman Service to start charging professional representatives to refer cases',
    publisher: 'Financial Ombudsman Service',
    date: '2025-02',
    url: 'https://financial-ombudsman.org.uk/news/financial-ombudsman-service-start-charging-professional-representatives-refer-cases',
  },
  /** The firm's own figures: found in no public source (facts.md §5.6, §5.10, §5.11). */
  operator: {
    title: `${brand.name} internal figures`,
    publisher: brand.companyName,
    date: 'undated',
  },
} as const satisfies Record<string, FactSource>;

export type SourceId = keyof typeof factSources;

/** An entry's source in full. */
export function sourceOf(fact: Fact): FactSource {
  return factSources[fact.sourceId as SourceId];
}

/** `Financial Conduct Authority, PS25/18: …, 3 December 2025`: a source as one line of text. */
export function sourceText(fact: Fact): string {
  return sourceLine(sourceOf(fact));
}

/** A source as one line of text. */
export function sourceLine({ title, publisher, date }: FactSource): string {
  return date === 'undated' ? `${publisher}, ${title}` : `${publisher}, ${title}, ${formatIsoDate(date)}`;
}
