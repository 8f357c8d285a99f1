/**
 * Issue 23 over HTTP, the app in-process: the lender finder on `/lenders?q=`
 * (the names a driver has on the paperwork, with no JavaScript: the server's
 * page is the answer), what it does with bad input, what it keeps out of caches
 * and the log; and the free complaint letter on `/complain-free` (printable
 * with blank lines, addressed from `?lender=`, filled from the pre-check's
 * answers, no field that could be submitted), in the sitemap and as route data.
 */
import { elements, formValues, headings, hrefs, linesOf, mainOf, nameOf, nodes, textOf as wordsOf } from '../testing/html.ts';
import request from 'supertest';
import { BLANK } from '../shared/lenders/complaintLetterText.ts';
import { lenderBySlug, lenderPath } from '../shared/lenders/lenderList.ts';
import { HTML_CACHE_CONTROL } from './render/htmlHeaders.ts';
import { buildTestApp, BROWSER_UA, type TestApp } from '../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

function pathOf(slug: string): string {
  const lender = lenderBySlug(slug);
  if (!lender) throw new Error(`no lender ${slug}`);
  return lenderPath(lender);
}

async function find(q: string): Promise<request.Response> {
  return request(t.app)
    .get(`/lenders?q=${encodeURIComponent(q)}`)
    .set('User-Agent', BROWSER_UA);
}

/** The lender pages the finder's matches link to, in order (the hub's own list of all 20 links to them too, so only the matches are read). */
function matchedPaths(html: string): string[] {
  return nodes(html, 'ol[aria-label="Lenders found"] > li > h3 > a').map((link) => String(link.properties.href));
}

/** The finder's status line: what the page says about the search, in the live region a screen reader announces. */
function finderMessage(html: string): string {
  return nodes(html, '[role="status"][aria-live="polite"] .lender-finder__message').map(wordsOf).join(' ');
}

function expectPage(res: request.Response): void {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.text).toMatch(/<\/html>$/);
  expect(headings(res.text).filter((heading) => heading.level === 1)).toHaveLength(1);
  expect(res.text).not.toContain('Page Not Found');
}

/** The letter as the server renders it: the `<article>` only. */
function letterOf(html: string): string {
  const [letter] = elements(html, 'article.complaint-letter');
  if (!letter) throw new Error('no letter on the page');
  return letter;
}

const textOf = (html: string) => linesOf(html).join('\n');

describe('GET /lenders?q=: the name on the paperwork finds the lender, without JavaScript', () => {
  it.each([
    ['black horse', 'black-horse', 'Black Horse'],
    ['Audi Finance', 'audi', 'Audi Finance'],
    // content/lenders.yaml: “Land Rover Financial Services” is Black Horse's (facts.md L1c, an ombudsman decision).
    ['land rover financial', 'black-horse', 'Black Horse'],
    ['MOTONOVO', 'motonovo', 'MotoNovo'],
    ['close bros', 'close-brothers', 'Close Brothers'],
  ])('%j: 200, the first match links to %s’s page', async (q, slug, name) => {
    const res = await find(q);
    expectPage(res);
    const paths = matchedPaths(res.text);
    expect(paths[0]).toBe(pathOf(slug));
    expect(nodes(res.text, 'a[href]').map((link) => [nameOf(link), link.properties.href])).toContainEqual([`${name} car finance`, pathOf(slug)]);
    expect(finderMessage(res.text)).toMatch(/^(1 lender matches|\d+ lenders match) “/);
    // the lender's free complaint route, and no "how to find" help when found
    expect(nodes(res.text, 'ol[aria-label="Lenders found"] > li:first-child section.lender-route')).toHaveLength(1);
    expect(res.text).not.toContain('How to find your lender');
  });

  it('"land rover" says which name matched and how it is Black Horse’s, with a source', async () => {
    const res = await find('land rover');
    expect(res.text).toContain('Land Rover Financial Services');
    expect(res.text).toContain('finance brand');
    expect(res.text).toContain('reclaim247.co.uk');
  });

  it('"skoda" finds nothing: no source in facts.md ties Škoda to a lender we cover (compliance reading A, U1)', async () => {
    const res = await find('skoda');
    expectPage(res);
    expect(matchedPaths(res.text)).toEqual([]);
  });

  it('"alphera" finds Alphera by its own name, and not BMW: Alphera → BMW Financial Services is not sourced', async () => {
    const res = await find('alphera');
    expectPage(res);
    expect(matchedPaths(res.text)).toEqual([pathOf('alphera')]);
    expect(finderMessage(res.text)).toBe('1 lender matches “alphera”.');
  });

  it('"ford credit" finds nothing (no source maps it to one of the 20), says so, and shows how to find the lender, with sources', async () => {
    const res = await find('ford credit');
    expectPage(res);
    expect(matchedPaths(res.text)).toEqual([]);
    expect(finderMessage(res.text)).toContain('We could not find “ford credit” among the 20 lenders we cover');
    expect(finderMessage(res.text)).toContain('We do not guess');
    expect(headings(res.text)).toContainEqual({ level: 3, text: 'How to find your lender' });
    const help = wordsOf(elements(res.text, '.lender-finder__help')[0]!);
    // compliance reading A, U1: only the ways facts.md sources (the credit agreement's and the bank statement's are not)
    expect(help).toContain('Your credit report');
    expect(help).not.toContain('Your bank statement');
    expect(help).toContain('Source: Financial Conduct Authority');
  });

  it('without q, the hub has the finder and no message', async () => {
    const res = await request(t.app).get('/lenders').set('User-Agent', BROWSER_UA);
    expectPage(res);
    // a search landmark: a GET form to /lenders, its box labelled with what to type
    const [form] = nodes(res.text, 'form[role="search"]');
    expect(form!.properties).toMatchObject({ action: '/lenders', method: 'get' });
    expect(nodes(form!, 'input#lender-finder-q')).toHaveLength(1);
    expect(nodes(form!, 'label[for="lender-finder-q"]').map(wordsOf)).toEqual(['Lender name on your paperwork']);
    expect(finderMessage(res.text)).toBe('');
    expect(matchedPaths(res.text)).toEqual([]);
  });
});

describe('GET /lenders?q=: bad input gives the page with a clear message, escaped, never an error', () => {
  it('cuts q at 60 characters and says so', async () => {
    const res = await find(`close bros${' '.repeat(80)}zzz`);
    expectPage(res);
    expect(matchedPaths(res.text)).toEqual([pathOf('close-brothers')]);
    expect(finderMessage(res.text)).toBe('1 lender matches “close bros”. We searched its first 60 characters.');

    const long = await find('a'.repeat(200));
    expectPage(long);
    expect(finderMessage(long.text)).toContain(`We could not find “${'a'.repeat(60)}”`);
    expect(finderMessage(long.text)).toContain('We searched its first 60 characters.');
    expect(long.text).not.toContain('a'.repeat(61));
  });

  it('escapes markup, matches nothing, and says why', async () => {
    const res = await find('<script>alert(1)</script>');
    expectPage(res);
    expect(res.text).not.toMatch(/<script>alert/i);
    expect(res.text).not.toContain('alert(1)</script>');
    // in the router's hydration data (a JSON block, never run) only as \u003c escapes
    expect(res.text).toContain('"text":"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"');
    expect(res.text).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(matchedPaths(res.text)).toEqual([]);
    expect(finderMessage(res.text)).toBe(
      'Your search had characters we do not search, such as < or >. Type only the lender’s name, as it is written on your paperwork.',
    );
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('escapes markup in an attribute too', async () => {
    const res = await find('"><img src=x onerror=alert(1)>');
    expectPage(res);
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).not.toContain('"><img');
  });

  it.each([
    ['NUL', 'black\u0000horse'],
    ['a line break', 'black horse\n'],
    ['a tab', 'black\thorse'],
    ['escape', 'black\u001bhorse'],
    ['a C1 control', 'black\u0085horse'],
  ])('control characters (%s): 200, matches nothing, says it could not read them', async (_name, q) => {
    const res = await find(q);
    expectPage(res);
    expect(matchedPaths(res.text)).toEqual([]);
    expect(finderMessage(res.text)).toBe('Your search had characters we cannot read. Type the lender’s name again, as it is written on your paperwork.');
    // eslint-disable-next-line no-control-regex
    expect(res.text).not.toMatch(/[\u0000\u001b]/);
  });

  it('a 1.9 KB q: 200, searched as its first 60 characters', async () => {
    // The issue asks for 10 KB, but the contract refuses any URL over 2 KB with 414 (server/app.ts,
    // LIMITS.maxUrlLength), and a GET form sends q in the URL: 1.9 KB is the longest q that reaches the finder.
    // `+` for the spaces, as a form sends them: encoded as %20 they would triple the URL.
    const res = await request(t.app)
      .get(`/lenders?q=${'black+horse+'.repeat(158)}`)
      .set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(200);
    // its first 60 characters are "black horse" five times over: every word is Black Horse's
    expect(matchedPaths(res.text)).toEqual([pathOf('black-horse')]);
    expect(finderMessage(res.text)).toContain('We searched its first 60 characters.');
    const junk = await request(t.app)
      .get(`/lenders?q=${'%C3%A9'.repeat(320)}`)
      .set('User-Agent', BROWSER_UA);
    expect(junk.status).toBe(200);
    expect(matchedPaths(junk.text)).toEqual([]);
    expect(finderMessage(junk.text)).toContain(`We could not find “${'é'.repeat(60)}”`);
    expect(finderMessage(junk.text)).toContain('We searched its first 60 characters.');
  });

  it('a 10 KB q in the URL is a 414 before any page, as the contract says of any URL over the limit, not an error page', async () => {
    const res = await request(t.app).get(`/lenders?q=${'x'.repeat(10_240)}`);
    expect(res.status).toBe(414);
    expect(res.text.length).toBeLessThan(100);
    expect(res.text).not.toContain('x'.repeat(100));
  });

  it('a repeated q reads the first', async () => {
    const res = await request(t.app).get('/lenders?q=motonovo&q=audi').set('User-Agent', BROWSER_UA);
    expectPage(res);
    expect(matchedPaths(res.text)).toEqual([pathOf('motonovo')]);
  });
});

describe('nothing kept: caches and the log', () => {
  it('/lenders?q= is private, no-store; /lenders alone is cacheable as every page', async () => {
    expect((await find('black horse')).headers['cache-control']).toBe('private, no-store');
    expect((await request(t.app).get('/lenders').set('User-Agent', BROWSER_UA)).headers['cache-control']).toBe(HTML_CACHE_CONTROL);
  });

  it('the request log keeps the path without the query, for the finder, its data and the letter', async () => {
    const local = await buildTestApp();
    const canary = 'zqcanaryfinder';
    expect((await request(local.app).get(`/lenders?q=${canary}`).set('User-Agent', BROWSER_UA)).status).toBe(200);
    expect((await request(local.app).get(`/lenders.data?q=${canary}x`)).status).toBe(200);
    expect((await request(local.app).get(`/complain-free?lender=${canary}y&start=2015-06&type=pcp`).set('User-Agent', BROWSER_UA)).status).toBe(200);
    const logged = local.logText();
    expect(logged).not.toContain(canary);
    expect(logged).not.toContain('start=2015');
    const paths = local.logs().map((line) => (line.req as { path?: string } | undefined)?.path);
    expect(paths).toEqual(expect.arrayContaining(['/lenders', '/lenders.data', '/complain-free']));
  });
});

describe('GET /complain-free: the letter', () => {
  it('without a lender: 200, a complete printable letter with blank lines, and says no lender was chosen', async () => {
    const res = await request(t.app).get('/complain-free').set('User-Agent', BROWSER_UA);
    expectPage(res);
    const letter = textOf(letterOf(res.text));
    expect(letter).toContain('Dear Sir or Madam,');
    expect(letter).toContain('Complaint about commission on my car finance agreement, number ');
    expect(letter).toContain('Yours faithfully,');
    expect(letter).toContain('within 8 weeks');
    expect(letter).toContain('Financial Ombudsman Service');
    // blanks for the visitor's name, address, date, the lender's address, agreement number and registration
    expect(letter.split(BLANK).length - 1).toBeGreaterThanOrEqual(8);
    expect(res.text).toContain('No lender chosen');
  });

  it('?lender=close-brothers names Close Brothers, with blank lines for the address our sources do not give', async () => {
    const res = await request(t.app).get('/complain-free?lender=close-brothers').set('User-Agent', BROWSER_UA);
    expectPage(res);
    expect(nodes(res.text, 'article.complaint-letter').map(nameOf)).toEqual(['Your complaint letter to Close Brothers']);
    const [recipient] = elements(res.text, '.complaint-letter__recipient');
    const lines = linesOf(recipient!);
    // facts.md has no postal complaints address for Close Brothers: its name, then lines to write the address in.
    expect(lines).toEqual([`Complaints, Close Brothers`, BLANK, BLANK, BLANK]);
    expect(res.text).toContain('We found no postal address or complaints email for Close Brothers’ complaints in our sources');
    expect(res.text).toContain('https://www.closemotorfinance.co.uk/customers/help-centre/how-to-complain');
  });

  it('?lender=unknown-lender gives the letter with the lender blank, and says so', async () => {
    const res = await request(t.app).get('/complain-free?lender=unknown-lender').set('User-Agent', BROWSER_UA);
    expectPage(res);
    const [recipient] = elements(res.text, '.complaint-letter__recipient');
    expect(linesOf(recipient!)).toEqual([BLANK, BLANK, BLANK, BLANK]);
    expect(res.text).toContain('We do not know that lender, so its name and address are left blank');
    expect(nodes(res.text, 'article.complaint-letter').map(nameOf)).toEqual(['Your complaint letter']);
    expect(res.text).not.toContain('unknown-lender');
  });

  it('escapes a lender parameter with markup, and names no lender', async () => {
    const res = await request(t.app)
      .get(`/complain-free?lender=${encodeURIComponent('<script>alert(1)</script>')}`)
      .set('User-Agent', BROWSER_UA);
    expectPage(res);
    expect(res.text).not.toMatch(/<script>alert/i);
    expect(res.text).toContain('We do not know that lender');
  });

  it('?lender=close-brothers&start=2015-06&type=pcp: the PCP and June 2015 in the letter', async () => {
    const res = await request(t.app).get('/complain-free?lender=close-brothers&start=2015-06&type=pcp').set('User-Agent', BROWSER_UA);
    expectPage(res);
    const letter = textOf(letterOf(res.text));
    expect(letter).toMatch(/I am complaining about my personal contract purchase \(PCP\) agreement with you, which began in June 2015\./);
    expect(letter).toContain('Close Brothers');
    // a start inside the scheme's dates asks for the scheme
    expect(letter).toMatch(/began within the dates the FCA’s motor finance redress scheme can cover/);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('has no field that could be submitted: no input, no textarea, no name= in the server’s HTML of the letter tool', async () => {
    const res = await request(t.app).get('/complain-free?lender=close-brothers').set('User-Agent', BROWSER_UA);
    const [tool] = nodes(res.text, 'main .complaint-letter-tool');
    expect(tool).toBeDefined();
    expect(nodes(tool!, 'input, textarea, select, form, [name]')).toEqual([]);
    // the fields come only with JavaScript (client/pages/complain-free/complainFree.e2e.ts checks them hydrated)
    expect(nodes(res.text, 'main .complaint-letter-fields, main [role="group"]')).toEqual([]);
    expect(nodes(res.text, '#complaint-letter-name, #complaint-letter-address, #complaint-letter-agreementNumber')).toEqual([]);
  });
});

describe('the pre-check’s answers travel on to the letter (issue 29): result → find your lender → a lender’s letter', () => {
  const ANSWERS = 'start=2015-06&type=hp&via=dealer&for=personal&complained=no&represented=no';
  const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);

  it('the result links to the lender hub with its answers', async () => {
    const res = await get(`/pre-check?${ANSWERS}`);
    expect(hrefs(res.text)).toContain(`/lenders?${ANSWERS}`);
  });

  it('the hub links every lender’s page with the answers, and keeps them in the finder’s form', async () => {
    const res = await get(`/lenders?${ANSWERS}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(hrefs(res.text)).toContain(`${pathOf('toyota')}?${ANSWERS}`);
    // the finder's form sends them again with the name typed
    expect(formValues(res.text, 'form[role="search"]')).toMatchObject(Object.fromEntries(new URLSearchParams(ANSWERS)));
    for (const name of new URLSearchParams(ANSWERS).keys())
      expect(nodes(res.text, `form[role="search"] input[name="${name}"]`)[0]!.properties.type).toBe('hidden');
  });

  it('a finder search links the lender’s page and its letter with the answers; anything else in the address stays behind', async () => {
    const res = await get(`/lenders?q=toyota&${ANSWERS}&utm_source=x`);
    expect(matchedPaths(res.text)).toEqual([`${pathOf('toyota')}?${ANSWERS}`]);
    expect(hrefs(res.text)).toContain(`/complain-free?lender=toyota&${ANSWERS}`);
    expect(res.text).not.toContain('utm_source');
  });

  it('a lender’s page links its letter with the answers, and the letter is filled from them', async () => {
    const page = await get(`${pathOf('toyota')}?${ANSWERS}`);
    expect(hrefs(page.text)).toContain(`/complain-free?lender=toyota&${ANSWERS}`);
    const letter = await get(`/complain-free?lender=toyota&${ANSWERS}`);
    expect(letter.text).toMatch(/my hire purchase \(HP\) agreement with you, which began in June 2015\./);
  });

  // Compliance C M1: the note before the letter gives the ombudsman's limits for the final response's date, as the pre-check does.
  it('with a final response, the note gives the pre-check’s limits for its date: the 6 months passed, 15 March 2027 for a DCA complaint', async () => {
    const search = 'lender=audi&start=2012-06&type=hp&complained=final-response&responded=2025-12-15';
    const notes = nodes((await get(`/complain-free?${search}`)).text, 'main .complaint-letter-notes')
      .map(wordsOf)
      .join(' ');
    expect(notes).toContain('You said you have the lender’s final response to your complaint, so you do not need to send this letter.');
    expect(notes).toContain('The usual limit is 6 months from the final response (15 December 2025). That date passed on 15 June 2026.');
    // Open until 15 March 2027, said passed after it: the page reads the server's clock.
    expect(notes).toMatch(/has 15 months from the letter(: by 15 March 2027\.|\. That date passed on 15 March 2027\.)/);
    expect(notes).not.toContain('normally within 6 months of it');
    const precheck = wordsOf(mainOf((await get(`/pre-check?${search.replace('lender=audi&', '')}`)).text));
    expect(precheck).toContain('The usual limit is 6 months from the final response (15 December 2025). That date passed on 15 June 2026.');

    const undated = nodes((await get('/complain-free?lender=audi&start=2012-06&type=hp&complained=final-response')).text, 'main .complaint-letter-notes')
      .map(wordsOf)
      .join(' ');
    expect(undated).toContain(
      'The usual limit is 6 months from the date on the final response. Some final responses to discretionary commission complaints, sent from 12 July 2023 to 29 January 2026, have a different limit.',
    );
  });

  it('without answers, the links are as before', async () => {
    const page = await get(pathOf('toyota'));
    expect(hrefs(page.text)).toContain('/complain-free?lender=toyota');
    expect(hrefs((await get('/lenders')).text)).toContain(pathOf('toyota'));
  });
});

describe('the sitemap and route data', () => {
  it('/complain-free is in /sitemap.xml', async () => {
    const res = await request(t.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<loc>https://drivefair.example/complain-free</loc>');
    expect(res.text).toContain('<loc>https://drivefair.example/lenders</loc>');
  });

  it('/complain-free.data answers the letter as JSON', async () => {
    const res = await request(t.app).get('/complain-free.data?lender=close-brothers');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.body as { letter: { lender?: { slug: string }; salutation: string } };
    expect(body.letter.lender?.slug).toBe('close-brothers');
    expect(body.letter.salutation).toBe('Dear Sir or Madam,');

    const plain = await request(t.app).get('/complain-free.data');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect((plain.body as { letter: { lender?: unknown } }).letter.lender).toBeUndefined();
  });

  it('/lenders.data?q=land+rover answers the finder’s matches as JSON, private', async () => {
    const res = await request(t.app).get('/lenders.data?q=land+rover');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.body as { finder: { matches: { slug: string; path: string; matchedName: string }[]; message: string } };
    expect(body.finder.matches[0]).toMatchObject({ slug: 'black-horse', path: pathOf('black-horse'), matchedName: 'Land Rover Financial Services' });
    expect(body.finder.message).toContain('“land rover”');
  });
});
