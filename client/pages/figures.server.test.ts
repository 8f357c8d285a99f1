/**
 * Issue 29 item 1: the firm's own figures with no evidence filed are all on /our-figures, in a section of their
 * own. That no other page shows them, and that no page states a figure the registry does not hold (issue 14), are
 * the page contract's rules (testing/pageRules.ts), run on every sitemap page by pageRules.server.test.ts.
 */
import request from 'supertest';
import { buildTestApp, BROWSER_UA, type TestApp } from '../../testing/app.ts';
import { allFacts } from '../../shared/figures/factRegistry.ts';
import { OUR_FIGURES_PATH, pagesShowing, pageText as reportPageText } from '../../shared/figures/figuresReport.ts';
import { confinedToOurFigures } from '../../shared/figures/factTypes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('the firm’s own unevidenced figures, on /our-figures only (issue 29)', () => {
  const facts = allFacts();
  const shownOn = async (path: string) => {
    const text = reportPageText((await request(t.app).get(path).set('User-Agent', BROWSER_UA)).text);
    return pagesShowing(facts, [{ path, text }]);
  };

  it('/our-figures shows every one of them, in a section of their own', async () => {
    const shown = await shownOn(OUR_FIGURES_PATH);
    for (const fact of facts.filter(confinedToOurFigures)) expect(shown.get(fact.id), fact.id).toEqual([OUR_FIGURES_PATH]);
    const text = reportPageText((await request(t.app).get(OUR_FIGURES_PATH).set('User-Agent', BROWSER_UA)).text);
    expect(text).toContain('Our own figures, with no evidence filed yet');
    expect(text).toMatch(/we show them on this page only, and nowhere else on the site/);
  });
});
