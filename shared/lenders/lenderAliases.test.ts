import type { FactSource } from '../figures/factTypes.ts';
import { aliasCautions, aliasesOf, aliasKindLabel, aliasSources, ALIASES_CHECKED, FACTS_LENDERS_CHECKED, lenderAliases } from './lenderAliases.ts';
import { lenderBySlug, lenders } from './lenderList.ts';

const ISO_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$|^undated$/;

describe('lender aliases', () => {
  it('name a real lender, and carry at least one source with its title, publisher, date and address (or, read in a copy, named as a press report)', () => {
    expect(lenderAliases.length).toBeGreaterThan(30);
    for (const alias of [...lenderAliases, ...aliasCautions]) {
      expect(lenderBySlug(alias.lender), alias.name).toBeDefined();
      expect(alias.sources.length, alias.name).toBeGreaterThan(0);
      for (const source of alias.sources) {
        expect(source.title.trim(), alias.name).not.toBe('');
        expect(source.publisher.trim(), alias.name).not.toBe('');
        expect(source.date, alias.name).toMatch(ISO_DATE);
        // An address, or a source read only in a copy: named as a press report, never linked (issue 29 item 6).
        if (source.url === undefined) expect(source.title, alias.name).toContain('(press report)');
        else expect(source.url, alias.name).toMatch(/^https?:\/\/[^\s]+$/);
      }
      expect([ALIASES_CHECKED, FACTS_LENDERS_CHECKED], alias.name).toContain(alias.checked);
    }
  });

  it('say in a sentence how each name relates to its lender', () => {
    for (const alias of lenderAliases) expect(alias.relation, alias.name).toMatch(/^\S.*\.$/);
  });

  it('warn, for a vehicle make, that a dealer may have used another lender', () => {
    // None is left (compliance reading A, U1: Cupra's and Peugeot's sources are not in facts.md); a new one warns.
    for (const alias of lenderAliases.filter((alias) => alias.kind === 'vehicle-make')) expect(alias.relation, alias.name).toMatch(/another lender/);
  });

  it('rest only on sources facts.md holds (compliance reading A, U1): none of the names whose sources it does not', () => {
    const names = new Set(lenderAliases.map((alias) => alias.name));
    for (const name of [
      'Cupra',
      'Provident Financial',
      'Duncton Group',
      'MINI Financial Services',
      'Škoda Financial Services',
      'Volkswagen Finance',
      'Volvo Car Financial Services',
      'Peugeot',
      'Citroën Financial Services',
      'Close Brothers Group plc',
      'MotoNovo Finance Limited',
      'Aldermore Group',
    ])
      expect(names.has(name), name).toBe(false);
    for (const source of Object.values(aliasSources) as FactSource[])
      expect(source.url ?? '').not.toMatch(/landrover\.co\.uk|automotiveworld|ft\.com|legislation\.gov\.uk|balance-or-settlement/);
    // facts.md §4 no. 1: Land Rover Financial Services only through the FOS decision a claims firm's page reports [L1c]
    const landRover = aliasesOf('black-horse').find((alias) => alias.name === 'Land Rover Financial Services')!;
    expect(landRover.sources.map((source) => source.publisher)).toEqual(['Reclaim247']);
    expect(landRover.relation).toMatch(/Financial Ombudsman Service decision/);
  });

  it('never give one name to a lender twice', () => {
    const keys = lenderAliases.map((alias) => `${alias.lender}|${alias.name.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cite only sources in their own list, and no development or mirror host of the FCA Handbook', () => {
    const known = new Set<FactSource>(Object.values(aliasSources));
    for (const alias of lenderAliases) for (const source of alias.sources) expect(known.has(source), alias.name).toBe(true);
    for (const source of Object.values(aliasSources) as FactSource[]) expect(source.url ?? '').not.toMatch(/azurewebsites|longform\.social|theuktimes/);
  });

  it('publish nothing facts.md marks INFERRED: no Alphera → BMW and no Close Brothers Limited', () => {
    expect(aliasesOf('alphera').map((alias) => alias.name)).not.toContain('BMW Financial Services (GB) Ltd');
    expect(aliasesOf('close-brothers').map((alias) => alias.name)).not.toContain('Close Brothers Limited');
  });

  it('claim no more than their sources (issue 29): no former names or parents the sources do not state', () => {
    const kindOf = (lender: string, name: string) => aliasesOf(lender).find((alias) => alias.name === name)?.kind;
    // facts.md §4 no. 19: old Vauxhall Finance agreements are now with Stellantis Financial Services; neither is the other's former name or parent.
    expect(kindOf('psa', 'Vauxhall Finance')).toBe('agreements-moved');
    expect(kindOf('vauxhall', 'Stellantis Financial Services')).toBe('now-held-by');
    // facts.md §4 no. 8: INFERRED; no former name.
    expect(kindOf('close-brothers', 'Close Motor Finance Limited')).toBeUndefined();
    // facts.md §4 no. 7: reports name it so; its UK entity is NOT FOUND.
    expect(kindOf('ca-auto', 'Crédit Agricole Auto Finance')).toBe('reported-name');
    // No Vanquis (facts.md does not state the rename).
    expect(lenderAliases.some((alias) => /vanquis/i.test(alias.name))).toBe(false);
    for (const alias of lenderAliases) expect(aliasKindLabel[alias.kind], alias.name).toBeTruthy();
  });

  it('give Ford Credit to no lender: its bank is not one of the 20', () => {
    expect(lenderAliases.some((alias) => /ford/i.test(alias.name))).toBe(false);
  });

  it('are listed for each lender in the spec’s order', () => {
    const order = lenders.map((lender) => lender.slug);
    const seen = lenderAliases.map((alias) => order.indexOf(alias.lender));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(aliasesOf('volkswagen').every((alias) => alias.lender === 'volkswagen')).toBe(true);
    expect(aliasesOf('no-such-lender')).toEqual([]);
  });
});
