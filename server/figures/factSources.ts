/**
 * The sources of the figures registry, by key (server/figures/figures.ts names each
 * entry's source by its key): titles as the page shows them; where none was
 * visible, the facts file's description. Apart from the entries so that the
 * pages stating a figure do not download every source's title and address:
 * only the lists of sources do (/our-figures, the article).
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
  fcaAugust2025: {
    title: 'FCA statement on a motor finance compensation scheme (PA copy)',
    publisher: 'Newsio',
    date: '2025-08-03',
    url: 'https://newsio.com/2025/08/03/fca-considering-compensation-scheme-over-car-finance-scandal-raising-hopes-of-payouts-for-motorists-2',
  },
  rathi: {
    title: 'The FCA announcement on a motor finance compensation scheme',
    publisher: 'Irwin Mitchell',
    date: '2025-08-07',
    url: 'https://www.irwinmitchell.com/news-and-insights/expert-comment/post/102kzav/the-fca-announcement-on-a-motor-finance-compensation-scheme',
  },
  fortyPercent: {
    title: 'Car finance scandal: what happened and are you eligible for £700 compensation payout',
    publisher: 'London News Network',
    date: '2025-10-07',
    url: 'https://londonnewsnetwork.com/2025/10/07/car-finance-scandal-what-happened-and-are-you-eligible-for-700-compensation-payout',
  },
  ps263: {
    title: 'FCA PS26/3: Motor Finance Consumer Redress Scheme',
    publisher: 'Regulation Tomorrow (Eversheds Sutherland)',
    date: '2026-03',
    url: 'https://www.regulationtomorrow.com/2026/03/fca-ps26-3-motor-finance-consumer-redress-scheme/',
  },
  finalEstimates: {
    title: 'Car finance compensation scheme: legal challenge (12.1 million agreements, £829 average, £7.5bn redress)',
    publisher: 'GB News',
    date: '2026-04-23',
    url: 'https://longform.social/post/did:plc:oznbnvgr7dmvddiyvr7dih52/3mk5zfrucjkb2/source',
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
    url: 'https://public-prod-ui.azurewebsites.net/handbook/conred5',
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
    url: 'https://public-ui-fcahandbook-dev.azurewebsites.net/handbook/dispapp5',
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
  fcaCampaignRelease: {
    title: '£1 million campaign to raise awareness of the motor finance redress scheme (FCA press release)',
    publisher: 'Parliament Today',
    date: '2025-09-12',
    url: 'https://www.parliamenttoday.com/free/viewnews.html?id=167845',
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
