/**
 * Short names a visitor may type for a page answer 301 to it (compliance reading B, N11): /key-facts gave
 * the About Us page (the contract's one-segment fallback), so no key facts; any other one-segment path still
 * gives About Us.
 */
import request from 'supertest';
import { buildTestApp, BROWSER_UA, type TestApp } from '../../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);

describe('short names for the key facts and the contact page', () => {
  it.each([
    ['/key-facts', '/mlm-information-and-key-facts'],
    ['/contact-us?utm_source=x', '/contact?utm_source=x'],
  ])('%s answers 301 to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('leaves any other one-segment path to About Us', async () => {
    const res = await get('/our-story');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/rel="canonical" href="[^"]*\/about-us"/);
  });
});
