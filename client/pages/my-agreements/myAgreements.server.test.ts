/**
 * Issue 47 as the server sends it: /my-agreements and /find-your-agreement are
 * in the sitemap and made for everyone alike; without JavaScript
 * /my-agreements says what it does and that a list needs JavaScript, and links
 * the pre-check, the letter and the guide, each of which answers without it;
 * the guide is linked from the pre-check's "not sure" answers, the finder's
 * "not found" answer and /my-agreements. The route data carries every lender's
 * part of the complaint letter, so no request names an agreement's lender
 * (decision 042).
 */
import request from 'supertest';
import { buildTestApp, BROWSER_UA, type TestApp } from '../../../testing/app.ts';
import { hrefs, mainOf, nodes, textOf } from '../../../testing/html.ts';
import { letterAddressing } from '../../../shared/lenders/complaintLetter.ts';
import { lenders } from '../../../shared/lenders/lenders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);

describe('/my-agreements and /find-your-agreement', () => {
  it('are in the sitemap', async () => {
    const sitemap = (await get('/sitemap.xml')).text;
    for (const path of ['/my-agreements', '/find-your-agreement']) expect(sitemap).toContain(`<loc>https://drivefair.example${path}</loc>`);
  });

  it('/my-agreements without JavaScript: what it does, that a list needs JavaScript, and links to what works without it', async () => {
    const res = await get('/my-agreements');
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const main = mainOf(res.text);
    expect(textOf(main)).toContain('Keep your car finance agreements together on this device');
    expect(textOf(main)).toContain('Nothing you enter here is sent to us');
    const [noscript] = nodes(main, 'noscript');
    expect(noscript).toBeDefined();
    const inside = textOf(noscript!);
    expect(inside).toContain('Keeping a list needs JavaScript');
    expect(nodes(noscript!, 'a[href]').map((link) => link.properties.href)).toEqual(['/pre-check', '/complain-free', '/find-your-agreement']);
    for (const path of ['/pre-check', '/complain-free', '/find-your-agreement']) expect((await get(path)).status).toBe(200);
  });

  it('/my-agreements’ route data: the same for everyone, with every lender’s part of the complaint letter and nothing of a list', async () => {
    const res = await get('/my-agreements.data');
    expect(res.status).toBe(200);
    for (const lender of lenders) {
      const { recipient } = letterAddressing(lender);
      for (const line of recipient.lines.flat()) if (typeof line === 'string') expect(res.text, lender.slug).toContain(JSON.stringify(line).slice(1, -1));
    }
    expect(res.text).not.toContain('drivefair-agreements');
  });

  it('/find-your-agreement without JavaScript: where to look, from the facts, and where to go next', async () => {
    const res = await get('/find-your-agreement');
    expect(res.status).toBe(200);
    const main = mainOf(res.text);
    const text = textOf(main);
    for (const heading of ['What helps a lender find it', 'Where the agreement number may be', 'Older agreements: ask the lender what it holds', 'Then'])
      expect(text).toContain(heading);
    expect(text).toMatch(/Your credit file: the last 6 years/);
    expect(hrefs(main)).toEqual(expect.arrayContaining(['/pre-check', '/complain-free', '/my-agreements', '/lenders']));
  });

  it('is linked from the pre-check’s “not sure” answers, the finder’s “not found” answer and /my-agreements', async () => {
    expect(hrefs(mainOf((await get('/pre-check?type=not-sure')).text))).toContain('/find-your-agreement');
    expect(hrefs(mainOf((await get('/pre-check?via=not-sure')).text))).toContain('/find-your-agreement');
    expect(hrefs(mainOf((await get('/lenders?q=Zzyzx+Motor+Credit')).text))).toContain('/find-your-agreement');
    expect(hrefs(mainOf((await get('/my-agreements')).text))).toContain('/find-your-agreement');
  });
});
