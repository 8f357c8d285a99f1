import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { lenderFinderData, findYourLenderHelp } from '../../../shared/lenders/lenderFinderResults.ts';
import { LenderFinder } from './LenderFinder.tsx';

/** The finder as the /lenders route renders it: in a data router (its form is React Router's <Form>). */
function render(q: unknown): string {
  const Finder = () => <LenderFinder data={lenderFinderData(q)} />;
  const router = createMemoryRouter([{ id: 'lenders', path: '/lenders', Component: Finder }], {
    initialEntries: ['/lenders'],
    hydrationData: { loaderData: {} },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

function ids(html: string): string[] {
  return [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]!);
}

describe('lenderFinderData', () => {
  it('says nothing and helps with nothing before a search', () => {
    const data = lenderFinderData(undefined);
    expect(data.message).toBeUndefined();
    expect(data.help).toBeUndefined();
    expect(data.matches).toEqual([]);
  });

  it('gives each match its page, the name that matched, its sources and its free route', () => {
    const [match] = lenderFinderData('Land Rover Financial Services').matches;
    expect(match?.path).toBe('/lenders/mis-sold-black-horse-car-finance');
    expect(match?.matchedName).toBe('Land Rover Financial Services');
    expect(match?.kindLabel).toBe('finance brand');
    // facts.md L1c: a claims firm's page reporting the ombudsman's decision (compliance reading A, U1)
    expect(match?.relation?.sources[0]?.publisher).toBe('Reclaim247');
    expect(match?.freeRoute.heading).toBe('Complain to Black Horse yourself, free');
  });

  it('counts the matches in words', () => {
    expect(lenderFinderData('alphera').message).toBe('1 lender matches “alphera”.');
    expect(lenderFinderData('volkswagen financial services').message).toBe('2 lenders match “volkswagen financial services”.');
  });

  it('says plainly when nothing is found, never guesses, and shows how to find the lender with sources', () => {
    const data = lenderFinderData('ford credit');
    expect(data.matches).toEqual([]);
    expect(data.message).toMatch(/We could not find “ford credit” among the 20 lenders we cover/);
    expect(data.help).toBe(findYourLenderHelp);
    expect(findYourLenderHelp.map((way) => way.text.split(':')[0])).toEqual(['Your credit report']);
    for (const way of findYourLenderHelp) expect(way.sources.length).toBeGreaterThan(0);
  });

  it('explains markup, control characters, common words only and an over-long query', () => {
    expect(lenderFinderData('<script>alert(1)</script>').message).toMatch(/characters we do not search/);
    expect(lenderFinderData('black\u0000horse').message).toMatch(/characters we cannot read/);
    expect(lenderFinderData('car finance').message).toMatch(/has no lender’s name in it/);
    expect(lenderFinderData('black horse' + ' '.repeat(100) + 'x').message).toMatch(/We searched its first 60 characters/);
    for (const q of ['<script>alert(1)</script>', 'black\u0000horse', 'car finance', 'x'.repeat(10_240)]) expect(lenderFinderData(q).help).toBeDefined();
  });
});

describe('LenderFinder', () => {
  it('is a GET form to /lenders with q, at most 60 characters, labelled, that works without JavaScript', () => {
    const html = render(undefined);
    const form = /<form[^>]*>/.exec(html)![0];
    for (const attribute of ['method="get"', 'action="/lenders"', 'role="search"']) expect(form).toContain(attribute);
    expect(html).toMatch(/<label[^>]* for="lender-finder-q">Lender name on your paperwork<\/label>/);
    const input = /<input[^>]*>/.exec(html)![0];
    for (const attribute of ['id="lender-finder-q"', 'name="q"', 'type="search"', 'maxLength="60"']) expect(input).toContain(attribute);
    expect(html).toMatch(/<button class="button button--secondary" type="submit">Find lender<\/button>/);
  });

  it('keeps the query in the box and shows each match with a link to its page and its free route', () => {
    const html = render('close bros');
    expect(html).toContain('value="close bros"');
    expect(html).toMatch(/<a href="\/lenders\/mis-sold-close-brothers-car-finance"[^>]*>Close Brothers car finance<\/a>/);
    expect(html).toContain('Complain to Close Brothers yourself, free');
    expect(html).toContain('href="tel:03333216060"');
  });

  it('gives every heading a unique id when several lenders match', () => {
    const html = render('volkswagen financial services');
    const all = ids(html);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('lender-finder-volkswagen-route');
    expect(all).toContain('lender-finder-audi-route');
  });

  it('says which other name matched, how it relates to the lender and where that comes from', () => {
    const html = render('kia');
    expect(html).toContain('Matched <strong>Kia Finance</strong> (finance brand).');
    expect(html).toContain('Hyundai Capital UK Limited');
    expect(html).toContain('class="source-line"');
  });

  it('marks a close spelling as such', () => {
    expect(render('santandar')).toContain('A close spelling of <strong>Santander</strong>: check it is the name on your paperwork.');
    expect(render('motonova')).toContain('A close spelling of <strong>MotoNovo</strong>');
  });

  it('shows the caution for a name the sources say is not the lender', () => {
    expect(render('clydesdale bank')).toContain('We found no source showing Clydesdale Bank itself as a car finance lender.');
  });

  it('shows no match and how to find the lender, with sources, for unrelated words', () => {
    for (const q of ['hello', 'ford credit']) {
      const html = render(q);
      expect(html).not.toContain('lender-finder__matches');
      expect(html).toContain('How to find your lender');
      expect(html).toContain('Your credit report');
      expect(html).toContain('fca.org.uk');
    }
  });

  it('escapes markup and never echoes control characters', () => {
    const html = render('<script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    const control = render('black\u0000\u001bhorse');
    expect([...control].some((character) => character.charCodeAt(0) < 0x20)).toBe(false);
  });

  it('reads only the first 60 characters of 10 KB', () => {
    const html = render('a'.repeat(10_240));
    expect(html).toContain(`value="${'a'.repeat(60)}"`);
    expect(html).not.toContain('a'.repeat(61));
  });
});
