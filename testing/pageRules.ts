/**
 * The rules every page's words must keep (issue 49 item 3, the page contract), each read from a page's HTML and
 * answering with what it found wrong, so both runners hold the same rules: the server's sweep reads every sitemap
 * page once (client/pages/pageRules.server.test.ts), the browser's contract reads each page type once after it
 * hydrates (client/pages/pages.e2e.ts). Where each rule comes from is beside it.
 */
import { claimsFirmText } from '../client/components/claim/FreeRouteFirst.tsx';
import { FEE_EXAMPLE_REDRESS } from '../shared/content/documentPlaceholders.ts';
import { feeForRedress, formatPence, formatPounds } from '../shared/fees/fees.ts';
import { feeFigureTexts, registeredFigureTexts, unregisteredFigures } from '../shared/figures/figureAudit.ts';
import { allFacts } from '../shared/figures/factRegistry.ts';
import { claimWindowText, dates, figures } from '../shared/figures/figures.ts';
import { confinedFiguresShown, OUR_FIGURES_PATH, pagesShowing, pageText as reportPageText } from '../shared/figures/figuresReport.ts';
import { mainOf, nameOf, nodes, textOf, without } from './html.ts';

/** Every start-claim button's accessible name (issue 20): the sign-up, in a new tab, never a "check". */
export const CLAIM_BUTTON_NAME = 'Start your claim (a sign-up, opens in a new tab)';

/** Figures worked from registry or fee-band entries, never typed: the fee on the FCA's average and the key facts' examples. */
function workedFigures(): Set<string> {
  const average = feeForRedress(figures.averageRedressFinal.value)!;
  const examples = FEE_EXAMPLE_REDRESS.flatMap((redress) => {
    const quote = feeForRedress(redress)!;
    return [formatPounds(redress), formatPence(quote.feePence), formatPence(redress * 100 - quote.feePence), `${quote.percent}%`];
  });
  return new Set([
    formatPence(average.feePence),
    formatPence(figures.averageRedressFinal.value * 100 - average.feePence),
    formatPence(figures.averageRedressFinal.value * 100),
    ...examples,
  ]);
}

const allowedFigures = new Set([...registeredFigureTexts(), ...feeFigureTexts(), ...workedFigures()]);

/** Issue 14: every £ amount and percentage a page shows comes from the registry, the fee bands or is worked from them. */
export function unregisteredFigureProblems(html: string): string[] {
  // A source line names the documents a fact comes from: their titles ("fined £5.4 million") are theirs, not figures we state.
  return unregisteredFigures(textOf(without(html, 'small.source-line')), allowedFigures).map((figure) => `${figure}: not in the figures registry`);
}

/** Issue 29 item 1: the firm's own figures with no evidence filed appear on /our-figures only. */
export function ownFigureProblems(path: string, html: string): string[] {
  if (path === OUR_FIGURES_PATH) return [];
  const facts = allFacts();
  return confinedFiguresShown(facts, pagesShowing(facts, [{ path, text: reportPageText(html) }]));
}

/** Issue 20: one name for the claim application's button, which opens in a new tab as it says. */
export function claimButtonProblems(html: string): string[] {
  return nodes(html, 'a.button[data-claim-link]').flatMap((button) => {
    const name = nameOf(button);
    return [
      ...(name === CLAIM_BUTTON_NAME ? [] : [`a start-claim button named "${name}"`]),
      ...(button.properties.target === '_blank' ? [] : [`"${name}" does not open in a new tab`]),
    ];
  });
}

/** The old ways of stating the firm's window: "between April 2007 and 28 January 2021", "2007 to 2021". */
const OTHER_WINDOW = /(?<!\d )April 2007|2007 (and|to) (28 January )?2021/;

/** Issue 19 items 2 and 6: the firm's window said one way, from the registry, and never without the schemes' cover. */
export function windowProblems(html: string): string[] {
  const text = textOf(mainOf(html));
  const meta = String(nodes(html, 'head meta[name="description"]')[0]?.properties.content ?? '');
  return [
    ['the page', text],
    ['its meta description', meta],
  ].flatMap(([where, words]) => [
    ...(OTHER_WINDOW.test(words!) || /2007 and 2021/.test(words!) ? [`${where} states the firm's window another way`] : []),
    ...(words!.includes(claimWindowText()) && !words!.includes(dates.scheme2End.display) ? [`${where} states our window without the schemes' cover`] : []),
  ]);
}

/** The landing pages (issue 45 item 5; compliance reading A, M8): home, the FAQs, the hubs, every lender and make page. */
export function isLandingPage(path: string): boolean {
  return path === '/' || path === '/faqs' || /^\/(lenders|vehicles)(\/|$)/.test(path);
}

/**
 * Issue 45 item 5: a landing page says, before its first start-claim button, its free route and then that we are a
 * claims management company with our fee (where on the screen it sits is the browser's: firstScreen.e2e.ts).
 */
export function claimsFirmLineProblems(path: string, html: string): string[] {
  if (!isLandingPage(path)) return [];
  const main = mainOf(html);
  const [free] = nodes(main, '[class$="__free"]');
  const [who] = nodes(main, '[class$="__who"]');
  if (!free || !who) return [`no ${free ? 'claims-firm line' : 'free route'} in the first screen's blocks`];
  const problems = textOf(who) === claimsFirmText() ? [] : [`the claims-firm line reads "${textOf(who)}"`];
  const text = textOf(main);
  const [freeAt, whoAt, claimAt] = [text.indexOf(textOf(free)), text.indexOf(textOf(who)), text.indexOf('Start your claim')];
  if (!(freeAt < whoAt)) problems.push('the claims-firm line comes before the free route');
  if (claimAt !== -1 && !(whoAt < claimAt)) problems.push('a start-claim button comes before the claims-firm line');
  return problems;
}

/**
 * Every rule above on one page: what a page at `path` answered with `status` and this HTML gets wrong, each prefixed
 * by the path. The 404 page is no landing page, whatever the path that reached it.
 */
export function pageRuleProblems(path: string, html: string, status = 200): string[] {
  return [
    ...unregisteredFigureProblems(html),
    ...ownFigureProblems(path, html),
    ...claimButtonProblems(html),
    ...windowProblems(html),
    ...(status === 200 ? claimsFirmLineProblems(path, html) : []),
  ].map((problem) => `${path}: ${problem}`);
}
