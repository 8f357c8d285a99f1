import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { loadRegistry } from '../figures/registryFile.ts';
import { loadSchemeScope } from '../figures/schemeScopeFile.server.ts';
import { loadSchemeStatus } from '../figures/schemeStatus.ts';
import { loadLenderFinderFile } from '../lenders/lenderFinderFile.ts';
import { loadLendersFile } from '../lenders/lendersFile.ts';
import { loadLandingFile } from '../landing/landingFile.ts';
import { loadReviewPolicy } from '../reviews/reviews.ts';
import { ContentError } from './schema.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const read = (file: string) => readFileSync(join(CONTENT, file), 'utf8');
const loaders: Record<string, (text: string) => unknown> = {
  'figures.yaml': loadRegistry,
  'scheme-status.yaml': loadSchemeStatus,
  'scheme-scope.yaml': loadSchemeScope,
  'lenders.yaml': loadLendersFile,
  'lender-finder.yaml': loadLenderFinderFile,
  'landing.yaml': loadLandingFile,
  'review-policy.yaml': loadReviewPolicy,
};

/** The file's YAML with one change made to its data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits the file's data freely, as a person would
type Data = any;

function edited(file: string, change: (data: Data) => void): string {
  const data: Data = parse(read(file));
  change(data);
  return stringify(data);
}

/** The message a load of `text` fails with. */
function failure(load: (text: string) => unknown, text: string): string {
  try {
    load(text);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the content to be refused');
}

describe('the content files', () => {
  it('every YAML file under content/ has a schema', () => {
    const files = readdirSync(CONTENT).filter((file) => /\.ya?ml$/.test(file));
    expect(files.sort()).toEqual(Object.keys(loaders).sort());
  });

  it.each(Object.entries(loaders))('content/%s matches its schema', (file, load) => {
    expect(() => load(read(file))).not.toThrow();
  });
});

describe('a malformed entry is refused with its file, entry and field named', () => {
  it('a source’s address that is not one', () => {
    const text = edited('figures.yaml', (data) => (data.sources.cp2527.url = 'not a url'));
    expect(failure(loadRegistry, text)).toBe('content/figures.yaml: sources.cp2527.url: Invalid URL (an https:// address)');
  });

  it('a figure that is words, a kind misspelt, a day that is not one', () => {
    const text = edited('figures.yaml', (data) => {
      data.figures.averageRedressFinal.value = '£829';
      data.figures.averageRedressFinal.kind = 'regualtor';
      data.dates.finalRules.checked = '2026-02-30';
    });
    const message = failure(loadRegistry, text);
    expect(message).toContain('content/figures.yaml: figures.averageRedressFinal.value: Invalid input: expected number, received string');
    expect(message).toMatch(/^content\/figures\.yaml: figures\.averageRedressFinal\.kind: /m);
    expect(message).toContain('content/figures.yaml: dates.finalRules.checked: Expected a real day as YYYY-MM-DD');
  });

  it('an entry the code states, missing; a field no entry has', () => {
    const text = edited('figures.yaml', (data) => {
      delete data.figures.misSoldShare;
      data.claims.fcaFallback.sourse = 'fallback';
    });
    const message = failure(loadRegistry, text);
    expect(message).toMatch(/^content\/figures\.yaml: figures\.misSoldShare: /m);
    expect(message).toMatch(/^content\/figures\.yaml: claims\.fcaFallback: Unrecognized key: "sourse"$/m);
  });

  it('a source, a reference or a label that names nothing', () => {
    const text = edited('figures.yaml', (data) => {
      data.figures.cmcCostShare.source = 'fcaCampaing';
      data.figures.averagePerHousehold.label = 'From {figures.misoldShare.short}';
      data.dates.hearing.label = ' ';
    });
    const message = failure(loadRegistry, text);
    expect(message).toContain('content/figures.yaml: figures.cmcCostShare.source: Unknown source "fcaCampaing": no such key under sources');
    expect(message).toContain(
      'content/figures.yaml: figures.averagePerHousehold.label: {figures.misoldShare.short} cites figures.misoldShare, which has no entry',
    );
    expect(message).toContain('content/figures.yaml: dates.hearing.label: Expected words, not an empty field');
  });

  it('the firm’s own figure with no evidence field', () => {
    const text = edited('figures.yaml', (data) => delete data.figures.recoveredTotal.evidence);
    expect(failure(loadRegistry, text)).toMatch(/^content\/figures\.yaml: figures\.recoveredTotal\.evidence: /);
  });

  it('YAML that does not parse', () => {
    expect(failure(loadRegistry, `${read('figures.yaml')}\nfigures: {}\n`)).toMatch(/^content\/figures\.yaml: Map keys must be unique/);
  });

  it('a status line dated by no date, or citing no entry', () => {
    const text = edited('scheme-status.yaml', (data) => {
      data.timeline[4].when = 'judgement';
      data.next[0].text = 'Payments {dates.paymentsIfUphold.display}.';
    });
    const message = failure(loadSchemeStatus, text);
    expect(message).toContain('content/scheme-status.yaml: timeline[4].when: dates.judgement has no entry in content/figures.yaml');
    expect(message).toContain(
      'content/scheme-status.yaml: next[0].text: {dates.paymentsIfUphold.display} cites dates.paymentsIfUphold, which has no entry in content/figures.yaml',
    );
  });

  it('a scope fact whose value is words where the code counts, a source or twin that names nothing, a label missing', () => {
    const text = edited('scheme-scope.yaml', (data) => {
      data.facts.optInMonths.value = 'six months';
      delete data.facts.firmProducts;
    });
    const message = failure(loadSchemeScope, text);
    expect(message).toContain('content/scheme-scope.yaml: facts.optInMonths.value: Invalid input: expected number, received string');
    expect(message).toMatch(/^content\/scheme-scope\.yaml: facts\.firmProducts: /m);
    // The shape is checked first; the references once it is right.
    const references = failure(
      loadSchemeScope,
      edited('scheme-scope.yaml', (data) => {
        data.facts.creditFileYears.sources = ['D3', 'D33'];
        data.facts.hearing.twin = 'dates.hearings';
        delete data.facts.groupLitigation.label;
        data.sources.SPEC.title = '{brand.nmae}’s own terms';
      }),
    );
    expect(references).toContain('content/scheme-scope.yaml: facts.creditFileYears.sources[1]: Unknown source "D33": no such key under sources');
    expect(references).toContain('content/scheme-scope.yaml: facts.hearing.twin: twin cites dates.hearings, which has no entry in content/figures.yaml');
    expect(references).toContain('content/scheme-scope.yaml: facts.groupLitigation.label: Expected a label');
    expect(references).toContain('content/scheme-scope.yaml: sources.SPEC.title: {brand.nmae}: a source may cite only {brand.name} or {brand.companyName}');
  });

  it('a lender’s address without its source, a lender that is not one of the 20', () => {
    const text = edited('lenders.yaml', (data) => {
      data.profiles.alphera.route.post.sources = [];
      data.profiles.mercedes.route.email.sources = ['L99'];
      data.aliases[0].lender = 'black-hose';
    });
    const message = failure(loadLendersFile, text);
    expect(message).toContain('content/lenders.yaml: profiles.alphera.route.post.sources: Expected at least one source key');
    expect(message).toMatch(/^content\/lenders\.yaml: aliases\[0\]\.lender: Expected the slug of one of the 20 lenders$/m);
  });

  it('a finder’s kind with no words, a help source that names nothing, a way with no source', () => {
    const text = edited('lender-finder.yaml', (data) => {
      delete data.kindLabels['now-held-by'];
      data.kindLabels.nickname = 'nickname';
      data.helpSources.agreementsRegulations = { title: 'Schedule 1', publisher: 'legislation.gov.uk', date: '2010', url: 'legislation.gov.uk' };
    });
    const message = failure(loadLenderFinderFile, text);
    expect(message).toMatch(/^content\/lender-finder\.yaml: kindLabels\.now-held-by: /m);
    expect(message).toMatch(/^content\/lender-finder\.yaml: kindLabels(\.nickname)?: .*nickname/m);
    expect(message).toContain('content/lender-finder.yaml: helpSources.agreementsRegulations.url: Invalid URL (an http:// or https:// address)');
    const references = failure(
      loadLenderFinderFile,
      edited('lender-finder.yaml', (data) => {
        data.help[1] = { text: 'Your bank statement.', sources: ['L16b', 'L16c'] };
        data.help[2] = { text: 'Your credit report: active in the last {scope.creditFileYear.display}.' };
        data.help[0] = { text: 'Your credit agreement: it names the creditor.' };
      }),
    );
    expect(references).toContain(
      'content/lender-finder.yaml: help[1].sources[1]: Unknown source "L16c": no such key under helpSources, or aliasSources in content/lenders.yaml',
    );
    expect(references).toContain('content/lender-finder.yaml: help[0].sources: Expected sources, or words citing a scheme-scope fact');
    expect(references).toContain(
      'content/lender-finder.yaml: help[2].text: {scope.creditFileYear.display} cites scope.creditFileYear, which has no entry in content/scheme-scope.yaml',
    );
  });

  it('landing words citing what their page does not fill, a figure that names nothing, a heading left empty', () => {
    const text = edited('landing.yaml', (data) => {
      data.vehicle.hero.lead = 'Financed your {make}? {preCheckLead}';
      data.lender.claim.paragraphs[0] = 'The regulator banned these arrangements from {dates.dcaBann.display}.';
      data.common.facts[1].source = 'figures.averageRedress';
      data.audi.extra.heading = '';
    });
    const message = failure(loadLandingFile, text);
    expect(message).toMatch(/^content\/landing\.yaml: vehicle\.hero\.lead: \{make\}: the vehicle block may cite .*\{name\}.* or a registry entry$/m);
    expect(message).toContain(
      'content/landing.yaml: lender.claim.paragraphs[0]: {dates.dcaBann.display} cites dates.dcaBann, which has no entry in content/figures.yaml',
    );
    expect(message).toContain('content/landing.yaml: common.facts[1].source: Expected an entry of content/figures.yaml, as figures.eligibleAgreements');
    expect(message).toContain('content/landing.yaml: audi.extra.heading: Expected words, not an empty field');
  });

  it('an unknown source key, once the shape is right', () => {
    const text = edited('lenders.yaml', (data) => (data.profiles.mercedes.route.email.sources = ['L99']));
    expect(failure(loadLendersFile, text)).toBe(
      'content/lenders.yaml: profiles.mercedes.route.email.sources[0]: Unknown source "L99": no such key under routeSources',
    );
  });
});

describe('a change to content/ changes what the site says', () => {
  it('a scope fact’s words and label', () => {
    const scope = loadSchemeScope(
      edited('scheme-scope.yaml', (data) => {
        data.facts.creditFileYears.display = '{figures.creditFileYears.display}';
        data.facts.tribunalChallengers.label = 'Who challenges the scheme';
      }),
    );
    expect(scope.facts.creditFileYears.display).toBe('6 years');
    expect(scope.labels['scope.tribunalChallengers']).toBe('Who challenges the scheme');
  });

  it('a figure’s value and words, and every sentence citing it', () => {
    const registry = loadRegistry(
      edited('figures.yaml', (data) => {
        data.figures.averageRedressFinal.display = '£900 per agreement (the FCA’s final estimate of the average)';
        data.figures.averageRedressFinal.short = '£900';
        data.dates.finalRules.value = '2026-04-02';
      }),
    );
    expect(registry.figures.averageRedressFinal.short).toBe('£900');
    expect(registry.dates.finalRules.display).toBe('2 April 2026');
    expect(registry.dates.redressScheme.display).toBe('final rules published in April 2026; payments not expected before 2027');
    expect(registry.labels['figures.averagePerHousehold']).toContain('the FCA’s final average is £900 per agreement');
  });

  it('a status line', () => {
    const status = loadSchemeStatus(
      edited('scheme-status.yaml', (data) => (data.next[0].text = 'The FCA now says payments {dates.paymentsIfUpheld.display}.')),
    );
    expect(status.next[0]!.text).toBe('The FCA now says payments should begin in 2027, if the scheme is upheld and not appealed.');
    expect(status.next[0]!.facts.map((fact) => fact.value)).toEqual(['2027']);
  });
});
