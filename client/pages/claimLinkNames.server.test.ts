/**
 * Issue 20: one name for the external claim application (a sign-up in a new
 * tab) everywhere, so it is never confused with the free pre-check, which
 * collects nothing and is called "Am I covered?".
 */
import request from 'supertest';
import { buildTestApp, BROWSER_UA, type TestApp } from '../../testing/app.ts';
import { nameOf, nodes } from '../../testing/html.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const PAGES = ['/', '/lenders/mis-sold-black-horse-car-finance', '/vehicles/audi-car-finance', '/vehicles/ford', '/blogs', '/about-us', '/faqs'];

/** Every start-claim button on a page (the spec's inline "online eligibility checker" link is prose, not a button). */
const claimButtons = (html: string) => nodes(html, 'a.button[data-claim-link]');

/** The name a screen reader gives each start-claim button. */
function claimButtonNames(html: string): string[] {
  return claimButtons(html).map(nameOf);
}

describe('the start-claim button', () => {
  it.each(PAGES)('%s names it "Start your claim", a sign-up that opens in a new tab', async (path) => {
    const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    const names = claimButtonNames(res.text);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toBe('Start your claim (a sign-up, opens in a new tab)');
    // and it does open in a new tab, as its name says
    for (const button of claimButtons(res.text)) expect(button.properties.target).toBe('_blank');
  });

  it('never calls the application a free check', async () => {
    for (const path of PAGES) {
      const html = (await request(t.app).get(path).set('User-Agent', BROWSER_UA)).text;
      for (const name of claimButtonNames(html)) expect(name, path).not.toMatch(/check/i);
    }
  });
});
