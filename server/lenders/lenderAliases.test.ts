import type { FactSource } from '../../shared/factTypes.ts';
import { aliasCautions, aliasesOf, aliasSources, ALIASES_CHECKED, FACTS_LENDERS_CHECKED, lenderAliases } from './lenderAliases.ts';
import { lenderBySlug, lenders } from '../../shared/lenderList.ts';

const ISO_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$|^undated$/;

describe('lender aliases', () => {
  it('name a real lender, and carry at least one source with its title, publisher, date and address', () => {
    expect(lenderAliases.length).toBeGreaterThan(30);
    for (const alias of [...lenderAliases, ...aliasCautions]) {
      expect(lenderBySlug(alias.lender), alias.name).toBeDefined();
      expect(alias.sources.length, alias.name).toBeGreaterThan(0);
      for (const source of alias.sources) {
        expect(source.title.trim(), alias.name).not.toBe('');
        expect(source.publisher.trim(), alias.name).not.toBe('');
        expect(source.date, alias.name).toMatch(ISO_DATE);
        expect(source.url, alias.name).toMatch(/^https?:\/\/[^\s]+$/);
      }
      expect([ALIASES_CHECKED, FACTS_LENDERS_CHECKED], alias.name).toContain(alias.checked);
    }
  });

  it('say in a sentence how each name relates to its lender', () => {
    for (const alias of lenderAliases) expect(alias.relation, alias.name).toMatch(/^\S.*\.$/);
  });

  it('warn, for a vehicle make, that a dealer may have used another lender', () => {
    const makes = lenderAliases.filter((alias) => alias.kind === 'vehicle-make');
    expect(makes.length).toBeGreaterThan(0);
    for (const alias of makes) expect(alias.relation, alias.name).toMatch(/another lender/);
  });

  it('never give one name to a lender twice', () => {
    const keys = lenderAliases.map((alias) => `${alias.lender}|${alias.name.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cite only sources in their own list, and no development or mirror host of the FCA Handbook', () => {
    const known = new Set<FactSource>(Object.values(aliasSources));
    for (const alias of lenderAliases) for (const source of alias.sources) expect(known.has(source), alias.name).toBe(true);
    for (const source of Object.values(aliasSources)) expect(source.url).not.toMatch(/azurewebsites|longform\.social/);
  });

  it('publish nothing facts.md marks INFERRED: no Alphera → BMW and no Close Brothers Limited', () => {
    expect(aliasesOf('alphera').map((alias) => alias.name)).not.toContain('BMW Financial Services (GB) Ltd');
    expect(aliasesOf('close-brothers').map((alias) => alias.name)).not.toContain('Close Brothers Limited');
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
