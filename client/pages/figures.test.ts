/**
 * Issue 14: no page writes a figure by hand. Every amount in £ and every
 * percentage in every rendered page comes from the figures registry
 * (server/figures/figures.ts) or the fee bands (shared/fees.ts); the few that are
 * worked from them are named here with the entry they are worked from.
 */
import request from 'supertest';
import { redressAtRiskIllustration } from '../../server/content/blogPosts.ts';
import { feeFigureTexts, registeredFigureTexts, unregisteredFigures } from '../../server/figures/figureAudit.ts';
import { feeForRedress, formatPence, formatPounds } from '../../shared/fees.ts';
import { figures } from '../../server/figures/figures.ts';
import { FEE_EXAMPLE_REDRESS } from '../../server/content/documentPlaceholders.ts';
import { buildTestApp, BROWSER_UA, type TestApp } from '../../testing/app.ts';
import { sitemapPaths } from '../../server/sitemapPaths.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

/** Figures computed from registry or fee-band entries, never typed: the fee on the FCA's average, the article's illustration, the key facts' examples. */
function workedFigures(): Set<string> {
  const average = feeForRedress(figures.averageRedressFinal.value)!;
  const examples = FEE_EXAMPLE_REDRESS.flatMap((redress) => {
    const quote = feeForRedress(redress)!;
    return [formatPounds(redress), formatPence(quote.feePence), formatPence(redress * 100 - quote.feePence), `${quote.percent}%`];
  });
  return new Set([
    redressAtRiskIllustration().display,
    formatPence(average.feePence),
    formatPence(figures.averageRedressFinal.value * 100 - average.feePence),
    formatPence(figures.averageRedressFinal.value * 100),
    ...examples,
  ]);
}

/** The page's visible words: markup, scripts and styles left out. */
function pageText(html: string): string {
  return (
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      // A source line names the documents a fact comes from: their titles ("fined £5.4 million") are theirs, not figures we state.
      .replace(/<small class="source-line">[\s\S]*?<\/small>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, ' ')
  );
}

describe('figures on the rendered pages (issue 14)', () => {
  const allowed = () => new Set([...registeredFigureTexts(), ...feeFigureTexts(), ...workedFigures()]);

  it.each(sitemapPaths())('%s states no £ amount or percentage that the registry or the fee bands do not', async (path) => {
    const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    expect(unregisteredFigures(pageText(res.text), allowed())).toEqual([]);
  });

  it('would catch a figure typed by hand', () => {
    expect(unregisteredFigures('Most people get £1,234 or 57% back.', allowed())).toEqual(['£1,234', '57%']);
  });
});
